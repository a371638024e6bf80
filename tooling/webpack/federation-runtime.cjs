// One copy of the federation runtime core in the browser: the shell's. A remote's production
// browser build leaves `@module-federation/runtime-core` out of its remoteEntry.js with the
// documented `experiments.externalRuntime`: it reads it from `self._FEDERATION_RUNTIME_CORE`, which
// the shell sets before any remote loads (runtime plugin provide-runtime-core.js). A remote keeps
// its own webpack bundler runtime (the small, per-build part), so the shell and a remote built
// with another minor of @module-federation/enhanced still load side by side.
//
// The guard fails the build (not just a test) when that stops being true: a remote whose entry
// embeds runtime-core again, a shell that stops providing it, or a shell with two copies of it.
const path = require('node:path');

/** The shell's runtime plugin that provides its runtime-core. */
const RUNTIME_CORE_PROVIDER = path.join(__dirname, 'provide-runtime-core.js');
const RUNTIME_CORE = /[\\/]@module-federation[\\/]runtime-core[\\/]/;

/**
 * What is wrong with a browser build's federation runtime, from its modules.
 * @param {'host'|'remote'} role
 * @param {{ resources: string[] }} modules  its module files
 * @returns {string[]} problems (empty: fine)
 */
function federationRuntimeProblems(role, { resources }) {
  const core = resources.filter((file) => RUNTIME_CORE.test(file));
  const problems = [];
  if (role === 'remote') {
    if (core.length)
      problems.push(
        `the remote embeds @module-federation/runtime-core (${core.length} modules, e.g. ${core[0]}); it must take the shell's (experiments.externalRuntime)`,
      );
  } else {
    if (!resources.includes(RUNTIME_CORE_PROVIDER))
      problems.push(
        `the shell does not provide its runtime-core to the remotes (runtime plugin ${RUNTIME_CORE_PROVIDER})`,
      );
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
        for (const module of modules) if (module.resource) resources.push(module.resource.split('?')[0]);
        for (const problem of federationRuntimeProblems(this.role, { resources }))
          compilation.errors.push(new compiler.webpack.WebpackError(`federation runtime: ${problem}`));
      });
    });
  }
}

module.exports = { RUNTIME_CORE_PROVIDER, FederationRuntimeGuardPlugin, federationRuntimeProblems };
