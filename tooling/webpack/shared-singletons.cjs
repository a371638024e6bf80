// The federation share scope: one instance of each of these across the shell and every remote.
// three.js is deliberately not shared (only the configurator uses it).
const path = require('node:path');

const root = path.join(__dirname, '..', '..');
const rootPkg = (name) => require(require.resolve(`${name}/package.json`, { paths: [root] }));
const sharedPkg = require(path.join(root, 'shared', 'package.json'));

const LIBRARIES = ['react', 'react-dom', 'react-router', 'styled-components', 'zustand', '@tanstack/react-query'];

function sharedSingletons() {
  /** @type {Record<string, object>} */
  const shared = {};
  for (const name of LIBRARIES) {
    const { version } = rootPkg(name);
    shared[name] = { singleton: true, requiredVersion: `^${version.split('.')[0]}.0.0` };
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
    };
  }
  return shared;
}

module.exports = { sharedSingletons };
