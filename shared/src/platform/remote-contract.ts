import type { ComponentType } from 'react';

/** What an exposed page module of a remote looks like (e.g. `content/HomePage`). */
export interface RemotePageModule {
  default: ComponentType;
}

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
