// Federation runtime plugin of the shell's browser build (create-config.cjs): puts the shell's
// `@module-federation/runtime-core` on `self._FEDERATION_RUNTIME_CORE` before any remote loads,
// where a remote built with the documented `experiments.externalRuntime` reads it. What the
// documented `experiments.provideExternalRuntime` does, but through the package's ES module entry
// (`runtime-tools/runtime-core`, the module the shell's own runtime imports): that flag adds the
// plugin's CommonJS file, which brings a second, CommonJS copy of runtime-core into main.js.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

export default function provideRuntimeCorePlugin() {
  return {
    name: 'arbora-provide-runtime-core',
    beforeInit(args) {
      if (!globalThis[RUNTIME_CORE_GLOBAL]) globalThis[RUNTIME_CORE_GLOBAL] = runtimeCore;
      return args;
    },
  };
}
