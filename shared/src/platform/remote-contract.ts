export type { RemotePageModule } from './page-contract';

/** One entry of /remotes.json: where a remote lives now (ops change it without a shell rebuild). */
export interface RemoteManifest {
  name: string;
  /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: string;
  version: string;
}

export interface RemotesConfig {
  remotes: RemoteManifest[];
}
