// The shell's federation runtime without snapshot code, in place of runtime-core's SnapshotHandler
// (tooling/webpack/federation-runtime.cjs, `withoutSnapshotHandler`).
//
// The shell registers every remote with its remoteEntry.js and never calls `preloadRemote`
// (`experiments.optimization.disableSnapshot` drops the snapshot plugin), yet runtime-core 2.9
// still builds a SnapshotHandler whenever a runtime loads remotes (core.js), and with it manifest
// reading and snapshot generation (main.js −1.5 KB gzip without them). What the rest of the runtime
// uses of it is kept:
// - `hooks`: every runtime plugin is applied to it (utils/plugin.js); it has no hook to run.
// - `manifestCache`: `registerRemotes(..., { force: true })` deletes the remote's entry from it.
// - `loadRemoteSnapshotInfo`: called by `preloadRemote` only, which says it is not there.
export class SnapshotHandler {
  constructor() {
    this.manifestCache = new Map();
    this.hooks = { lifecycle: {}, registerPlugins: {}, applyPlugin() {}, removePlugin() {} };
  }

  loadRemoteSnapshotInfo() {
    return Promise.reject(
      new Error(
        'The shell’s federation runtime has no snapshot code: load a remote with loadRemote, not preloadRemote',
      ),
    );
  }
}
