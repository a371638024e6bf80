// One copy of the federation runtime in the browser: the shell's. A remote's browser build leaves
// `@module-federation/runtime-core` out of its remoteEntry.js (`experiments.externalRuntime`) and
// takes it from `self._FEDERATION_RUNTIME_CORE`, which the shell sets before any remote loads (the
// inject-external-runtime-core runtime plugin). A page of one remote downloads ~9 KB gzip less.
//
// Why the provider is given by path, not by `experiments.provideExternalRuntime`: that flag adds the
// plugin as `require.resolve(...)`, i.e. its CommonJS file, whose `require` of runtime-core resolves
// to runtime-core's CommonJS build: a second, whole copy beside the ES module copy the bundler
// runtime imports (+22 KB gzip in main.js, measured). The plugin's ES module file imports the same
// runtime-core module as the rest of the shell's runtime, so the shell only keeps a few more exports.
//
// The guard fails the build (not just a test) when that stops being true: a remote whose entry
// embeds runtime-core again, a shell that stops providing it, or a shell with two copies.
const path = require('node:path');

const EXTERNAL_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** The provider plugin's ES module file (its package exports the CommonJS one to `require`). */
const PROVIDER_PLUGIN = path.join(
  path.dirname(
    require.resolve('@module-federation/inject-external-runtime-core-plugin', {
      paths: [require.resolve('@module-federation/enhanced/webpack')],
    }),
  ),
  'index.js',
);

const RUNTIME_CORE = /[\\/]@module-federation[\\/]runtime-core[\\/]/;

/**
 * What is wrong with a browser build's federation runtime, from its modules.
 * @param {'host'|'remote'} role
 * @param {{ resources: string[], externals: string[] }} modules  module files, and the requests of
 *   its external modules
 * @returns {string[]} problems (empty: fine)
 */
function federationRuntimeProblems(role, { resources, externals }) {
  const core = resources.filter((file) => RUNTIME_CORE.test(file));
  const problems = [];
  if (role === 'remote') {
    if (core.length)
      problems.push(
        `the remote embeds @module-federation/runtime-core (${core.length} modules, e.g. ${core[0]}); it must take the shell's (experiments.externalRuntime)`,
      );
    if (!externals.includes(EXTERNAL_GLOBAL))
      problems.push(`the remote does not read the shell's runtime-core from self.${EXTERNAL_GLOBAL}`);
  } else {
    if (!resources.includes(PROVIDER_PLUGIN))
      problems.push(`the shell does not provide its runtime-core to the remotes (runtime plugin ${PROVIDER_PLUGIN})`);
    const commonjs = core.filter((file) => file.endsWith('.cjs'));
    if (commonjs.length)
      problems.push(
        `the shell bundles runtime-core's CommonJS build beside its ES modules (two copies), e.g. ${commonjs[0]}`,
      );
  }
  return problems;
}

class FederationRuntimeGuardPlugin {
  /** @param {'host'|'remote'} role */
  constructor(role) {
    this.role = role;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FederationRuntimeGuardPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('FederationRuntimeGuardPlugin', (modules) => {
        const resources = [];
        const externals = [];
        for (const module of modules) {
          if (module.resource) resources.push(module.resource.split('?')[0]);
          else if (module.externalType && typeof module.request === 'string') externals.push(module.request);
          else if (module.externalType && Array.isArray(module.request)) externals.push(module.request.join('.'));
        }
        for (const problem of federationRuntimeProblems(this.role, { resources, externals }))
          compilation.errors.push(new compiler.webpack.WebpackError(`federation runtime: ${problem}`));
      });
    });
  }
}

module.exports = { EXTERNAL_GLOBAL, PROVIDER_PLUGIN, FederationRuntimeGuardPlugin, federationRuntimeProblems };
