// The federation share scope: one instance of each of these across the shell and every remote.
// three.js is deliberately not shared (only the configurator uses it).
const path = require('node:path');

const root = path.join(__dirname, '..', '..');
const rootPkg = (name) => require(require.resolve(`${name}/package.json`, { paths: [root] }));
const sharedPkg = require(path.join(root, 'shared', 'package.json'));

const LIBRARIES = ['react', 'react-dom', 'react-router', 'styled-components', 'zustand', '@tanstack/react-query'];

/**
 * @param {{ eager?: boolean }} [options] eager: only for the host. Its copies then ship in its
 *   initial chunk and are in the share scope before any remote loads; remotes stay non-eager, so
 *   they still take the host's single instances.
 */
function sharedSingletons({ eager = false } = {}) {
  /** @type {Record<string, object>} */
  const shared = {};
  const extra = eager ? { eager: true } : {};
  for (const name of LIBRARIES) {
    const { version } = rootPkg(name);
    shared[name] = { singleton: true, requiredVersion: `^${version.split('.')[0]}.0.0`, ...extra };
  }
  // Every public subpath of the contract package is one singleton module; strictVersion makes a
  // remote built against an incompatible contract fail into its fallback instead of misbehaving.
  for (const subpath of Object.keys(sharedPkg.exports)) {
    const key = `${sharedPkg.name}/${subpath.replace(/^\.\//, '')}`;
    shared[key] = {
      singleton: true,
      strictVersion: true,
      version: sharedPkg.version,
      requiredVersion: `^${sharedPkg.version}`,
      ...extra,
    };
  }
  return shared;
}

module.exports = { sharedSingletons };
