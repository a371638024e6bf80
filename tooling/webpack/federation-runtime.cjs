// One copy of the federation runtime in the browser: the shell's. A remote's browser build leaves
// `@module-federation/runtime-core` out of its remoteEntry.js (`experiments.externalRuntime`): it
// would take it from `self._FEDERATION_RUNTIME_CORE`, which the shell sets before any remote loads
// (the inject-external-runtime-core runtime plugin). A page of one remote downloads ~9 KB gzip less.
// (Remotes built now reach runtime-core only through the shell's bundler runtime, below; the shell
// keeps providing it alone for remotes built before.)
//
// Why the provider is given by path, not by `experiments.provideExternalRuntime`: that flag adds the
// plugin as `require.resolve(...)`, i.e. its CommonJS file, whose `require` of runtime-core resolves
// to runtime-core's CommonJS build: a second, whole copy beside the ES module copy the bundler
// runtime imports (+22 KB gzip in main.js, measured). The plugin's ES module file imports the same
// runtime-core module as the rest of the shell's runtime, so the shell only keeps a few more exports.
//
// The rest of the runtime too: the webpack bundler runtime (`@module-federation/webpack-bundler-runtime`,
// and through it `@module-federation/runtime`, `sdk`, `error-codes`). The shell hands its own to the
// remotes on `self._FEDERATION_BUNDLER_RUNTIME` (runtime plugin bundler-runtime-provider.js); a
// remote's production browser build has bundler-runtime-from-shell.js in place of the module its
// federation entry imports, which copies what is per build (bundler-runtime-copy.js) and keeps only
// `initContainerEntry` (the shell exposes nothing, its build drops that function). −3.8 KB gzip per
// remote on a page (remoteEntry.js 8.5 → 4.6; main.js +0.05).
//
// The guard fails the build (not just a test) when that stops being true: a remote whose entry
// embeds runtime-core or the bundler runtime again, a shell that stops providing either, or a shell
// with two copies of runtime-core.
const path = require('node:path');

const EXTERNAL_GLOBAL = '_FEDERATION_RUNTIME_CORE';
const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';
/** The shell's runtime plugin that provides its bundler runtime. */
const BUNDLER_RUNTIME_PROVIDER = path.join(__dirname, 'bundler-runtime-provider.js');
/** A remote's stand-in for the bundler runtime: the shell's, copied per build. */
const BUNDLER_RUNTIME_FROM_SHELL = path.join(__dirname, 'bundler-runtime-from-shell.js');
/** The module the federation entry of a build imports (`@module-federation/webpack-bundler-runtime/bundler`). */
const BUNDLER_RUNTIME_ENTRY = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;

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
/** The shell's SnapshotHandler: snapshot-handler-disabled.js says why. */
const SNAPSHOT_HANDLER_DISABLED = path.join(__dirname, 'snapshot-handler-disabled.js');
/** Where runtime-core's federation instance (core.js) takes its SnapshotHandler from. */
const SNAPSHOT_HANDLER_REQUEST = /^\.\/plugins\/snapshot\/SnapshotHandler\.js$/;
const RUNTIME_CORE_INSTANCE = /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]core\.js$/;
/** The bundler runtime and what it brings, but the one function a remote keeps. */
const BUNDLER_RUNTIME = /[\\/]@module-federation[\\/](webpack-bundler-runtime|runtime|sdk|error-codes)[\\/]/;
const KEPT_BY_REMOTE = /[\\/]webpack-bundler-runtime[\\/]dist[\\/]initContainerEntry\.js$/;

/**
 * The remote's production browser build takes the shell's bundler runtime: the module its
 * federation entry imports becomes BUNDLER_RUNTIME_FROM_SHELL.
 * @param {typeof import('webpack')} webpack
 */
function bundlerRuntimeFromShellPlugin(webpack) {
  return new webpack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_ENTRY, BUNDLER_RUNTIME_FROM_SHELL);
}

/**
 * The shell's browser build builds its federation instance with SNAPSHOT_HANDLER_DISABLED. Only
 * core.js's import is replaced: the remote handler keeps the original module for one helper
 * (`getGlobalRemoteInfo`), and the rest of that module is tree-shaken away.
 * @param {typeof import('webpack')} webpack
 */
function withoutSnapshotHandlerPlugin(webpack) {
  return new webpack.NormalModuleReplacementPlugin(SNAPSHOT_HANDLER_REQUEST, (resolveData) => {
    if (RUNTIME_CORE_INSTANCE.test(resolveData.contextInfo.issuer)) resolveData.request = SNAPSHOT_HANDLER_DISABLED;
  });
}

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
    const bundler = resources.filter((file) => BUNDLER_RUNTIME.test(file) && !KEPT_BY_REMOTE.test(file));
    if (bundler.length)
      problems.push(
        `the remote embeds the federation bundler runtime (${bundler.length} modules, e.g. ${bundler[0]}); it must take the shell's (${BUNDLER_RUNTIME_FROM_SHELL})`,
      );
    if (!resources.includes(BUNDLER_RUNTIME_FROM_SHELL))
      problems.push(`the remote does not read the shell's bundler runtime from self.${BUNDLER_RUNTIME_GLOBAL}`);
  } else {
    if (!resources.includes(PROVIDER_PLUGIN))
      problems.push(`the shell does not provide its runtime-core to the remotes (runtime plugin ${PROVIDER_PLUGIN})`);
    if (!resources.includes(BUNDLER_RUNTIME_PROVIDER))
      problems.push(
        `the shell does not provide its bundler runtime to the remotes (runtime plugin ${BUNDLER_RUNTIME_PROVIDER})`,
      );
    if (!resources.includes(SNAPSHOT_HANDLER_DISABLED))
      problems.push(
        `the shell's federation runtime builds runtime-core's SnapshotHandler (manifest and snapshot code it never runs): core.js must import ${SNAPSHOT_HANDLER_DISABLED}`,
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

module.exports = {
  EXTERNAL_GLOBAL,
  PROVIDER_PLUGIN,
  BUNDLER_RUNTIME_GLOBAL,
  BUNDLER_RUNTIME_PROVIDER,
  BUNDLER_RUNTIME_FROM_SHELL,
  SNAPSHOT_HANDLER_DISABLED,
  FederationRuntimeGuardPlugin,
  bundlerRuntimeFromShellPlugin,
  withoutSnapshotHandlerPlugin,
  federationRuntimeProblems,
};
