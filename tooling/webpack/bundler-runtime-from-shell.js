// What a remote's production browser build has in place of `@module-federation/webpack-bundler-runtime`
// (create-config.cjs swaps the module the federation entry imports): the shell's bundler runtime,
// read from `self._FEDERATION_BUNDLER_RUNTIME` (bundler-runtime-provider.js), copied for this build
// (bundler-runtime-copy.js). The remote keeps only `initContainerEntry` (the shell exposes nothing,
// so its build drops it). Without a shell that provides it, remoteEntry.js throws while it starts:
// the shell then shows the remote's fallback, as for a remote that is down.
/* global FEDERATION_BUILD_IDENTIFIER -- set per build by the federation plugin (DefinePlugin) */
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { bundlerRuntimeForBuild } from './bundler-runtime-copy.js';

const shared = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!shared)
  throw new Error(
    'federation: the host does not provide its bundler runtime (self._FEDERATION_BUNDLER_RUNTIME); this remote needs a shell that does',
  );

export default bundlerRuntimeForBuild(shared, {
  initContainerEntry,
  // Set by the federation plugin for each build (DefinePlugin), as in @module-federation/runtime.
  buildId: typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '',
});
