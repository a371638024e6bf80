// One build's `federation` object made from the shell's bundler runtime (its default export), for a
// remote that does not embed its own (bundler-runtime-from-shell.js). The federation entry of every
// build copies the keys of that object into `__webpack_require__.federation`, one level deep: what a
// build writes must be its own object, never the shell's. So this returns fresh objects for the
// per-build state (`instance`, `initOptions`, `bundlerRuntimeOptions`, `bundlerRuntime` and its
// `S`), and shares only functions that take the build's `__webpack_require__` as an argument.
//
// `runtime.init` is the build's own too: `@module-federation/runtime`'s module keeps one instance
// (`FederationInstance`, used by `loadRemote`, `registerRemotes`... of the shell) and its `init`
// replaces it when it creates an instance: a remote calling the shell's `init` would take the
// shell's place. This one does what that `init` does, without touching the module's instance.

/**
 * @param {object} shared the shell's bundler runtime (`@module-federation/webpack-bundler-runtime`'s default export)
 * @param {{ initContainerEntry: Function, buildId: string }} own what stays the build's own
 */
export function bundlerRuntimeForBuild(shared, { initContainerEntry, buildId }) {
  const { runtime } = shared;

  function init(options) {
    const instance = runtime.getInstance(
      (candidate) =>
        (buildId && candidate.options.id === buildId) ||
        (candidate.options.name === options.name &&
          (options.version ? candidate.options.version === options.version : !candidate.options.version)),
    );
    const normalizedOptions = { ...options, id: options.id || '' };
    if (!instance) return runtime.createInstance(normalizedOptions);
    instance.initOptions(normalizedOptions);
    return instance;
  }

  return {
    runtime: { ...runtime, init },
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime: { ...shared.bundlerRuntime, S: {}, initContainerEntry },
    attachShareScopeMap: shared.attachShareScopeMap,
    bundlerRuntimeOptions: {},
  };
}
