// The federation share scope: one instance of each of these across the shell and every remote.
// three.js is deliberately not shared (only the configurator uses it).
const path = require('node:path');

const root = path.join(__dirname, '..', '..');
const rootPkg = (name) => require(require.resolve(`${name}/package.json`, { paths: [root] }));
const sharedPkg = require(path.join(root, 'shared', 'package.json'));

const LIBRARIES = ['react', 'react-dom', 'react-router', 'styled-components', 'zustand', '@tanstack/react-query'];

/**
 * The share options of one build, browser or Node: the server render follows the same rules.
 * @param {{ host?: boolean, eager?: boolean }} [options]
 *   host: the shell's builds. eager: its copies then ship in its initial chunk and are in the share
 *   scope before any remote loads (only for the host); remotes stay non-eager, so they take the
 *   host's single instances.
 */
function sharedSingletons({ host = false, eager = false } = {}) {
  /** @type {Record<string, object>} */
  const shared = {};
  const extra = eager ? { eager: true } : {};
  for (const name of LIBRARIES) {
    const { version } = rootPkg(name);
    shared[name] = { singleton: true, requiredVersion: `^${version.split('.')[0]}.0.0`, ...extra };
  }
  for (const subpath of Object.keys(sharedPkg.exports))
    shared[`${sharedPkg.name}/${subpath.replace(/^\.\//, '')}`] = contractShare(sharedPkg.version, { host, eager });
  return shared;
}

/**
 * The share options of one subpath of the contract package at `version`. Every public subpath is
 * one singleton module, versioned under semver (tooling/shared-surface.mjs: an addition is a minor,
 * a removal or change a major). The host provides its version and takes any of its major. A remote
 * requires `^<the version it was built against>`: it runs on a host of that minor or newer of the
 * same major; on an older minor or another major the federation runtime refuses it (strictVersion)
 * and the shell shows the remote's fallback, instead of running it against a contract without what
 * it uses.
 */
function contractShare(version, { host = false, eager = false } = {}) {
  const [major] = version.split('.');
  return host
    ? { singleton: true, version, requiredVersion: `^${major}.0.0`, ...(eager ? { eager: true } : {}) }
    : { singleton: true, strictVersion: true, version, requiredVersion: `^${version}` };
}

module.exports = { sharedSingletons, contractShare };
