// One copy of the federation runtime core in the browser: the shell's. A remote's production
// browser build leaves `@module-federation/runtime-core` out of its remoteEntry.js with the
// documented `experiments.externalRuntime`, and takes the one the shell provides with the
// documented `experiments.provideExternalRuntime`. A remote keeps its own webpack bundler runtime
// (the small, per-build part), so the shell and a remote built with another minor of
// @module-federation/enhanced still load side by side.
//
// The guard fails the build (not just a test) when that stops being true: a remote whose module
// graph holds runtime-core again, or a shell that stops providing it. It reads only public data: the
// federation options the config passes, and each module's package name from the description file
// (package.json) webpack's resolver found for it.

/** The package a remote's browser build must not contain. */
const RUNTIME_CORE_PACKAGE = '@module-federation/runtime-core';

/**
 * The package a module belongs to, from its resolved description file (undefined for a module
 * without one, e.g. webpack's runtime modules).
 * @param {{ resourceResolveData?: { descriptionFileData?: { name?: string } } }} module
 */
const packageOf = (module) => module.resourceResolveData?.descriptionFileData?.name;

/**
 * What is wrong with a browser build's federation runtime.
 * @param {'host'|'remote'} role
 * @param {{ packages: string[], federation: { experiments?: { provideExternalRuntime?: boolean } } }} build
 *   `packages`: the package name of each module (from packageOf); `federation`: the plugin's options
 * @returns {string[]} problems (empty: fine)
 */
function federationRuntimeProblems(role, { packages, federation }) {
  const problems = [];
  if (role === 'remote') {
    const core = packages.filter((name) => name === RUNTIME_CORE_PACKAGE).length;
    if (core)
      problems.push(
        `the remote embeds ${RUNTIME_CORE_PACKAGE} (${core} modules); it must take the shell's (experiments.externalRuntime)`,
      );
  } else if (federation.experiments?.provideExternalRuntime !== true) {
    problems.push(
      'the shell does not provide its runtime-core to the remotes (experiments.provideExternalRuntime: true)',
    );
  }
  return problems;
}

class FederationRuntimeGuardPlugin {
  /**
   * @param {'host'|'remote'} role
   * @param {object} federation the options given to the ModuleFederationPlugin of the same build
   */
  constructor(role, federation) {
    this.role = role;
    this.federation = federation;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FederationRuntimeGuardPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('FederationRuntimeGuardPlugin', (modules) => {
        const packages = [];
        for (const module of modules) {
          const name = packageOf(module);
          if (name) packages.push(name);
        }
        for (const problem of federationRuntimeProblems(this.role, { packages, federation: this.federation }))
          compilation.errors.push(new compiler.webpack.WebpackError(`federation runtime: ${problem}`));
      });
    });
  }
}

module.exports = { RUNTIME_CORE_PACKAGE, FederationRuntimeGuardPlugin, federationRuntimeProblems, packageOf };
