// Federation runtime plugin of the shell's browser build (tooling/webpack/federation-runtime.cjs):
// hands the shell's webpack bundler runtime (`@module-federation/webpack-bundler-runtime`, which
// brings `@module-federation/runtime`, `sdk` and `error-codes`) to the remotes, on
// `self._FEDERATION_BUNDLER_RUNTIME`, before any remote loads. A remote's production remoteEntry.js
// takes it from there (bundler-runtime-from-shell.js) instead of embedding its own copy.
//
// This imports the package's ES module file, the one the shell's federation entry imports (through
// `dist/bundler.js`, which re-exports it): the value handed over is that module's default export,
// not a second copy.
import federation from '@module-federation/webpack-bundler-runtime';

export default function provideBundlerRuntimePlugin() {
  return {
    name: 'arbora-provide-bundler-runtime',
    beforeInit(args) {
      if (!globalThis._FEDERATION_BUNDLER_RUNTIME) globalThis._FEDERATION_BUNDLER_RUNTIME = federation;
      return args;
    },
  };
}
