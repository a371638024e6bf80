import { readFileSync } from 'node:fs';
import type { RemoteManifest, RemotesConfig } from '@arbora/shared/platform';
import { DEFAULT_REMOTE_PORTS, REMOTE_NAMES, type ShellEnv } from './env';
import { currentAssignment, pickVersion, type WeightedVersion } from './remote-assignment';

/**
 * A remote as the shell server knows it: the browser's entry, plus `serverEntry`, the address of its
 * Node build (server/remoteEntry.js) as this server reaches it (shell/src/federation/server-remotes.ts).
 * In compose the browser's address (a published host port, a CDN) does not answer inside the shell's
 * container: the server goes to the remote's service on the internal network instead.
 */
export type ServerRemote = RemoteManifest & {
  serverEntry?: string;
  /** The digest of the release's integrity.json (tooling/release): its Node build is checked against it. */
  integrity?: string;
  /** During a canary: the name the server registers this version's Node build under (one per version). */
  serverKey?: string;
};
export type ServerRemotesConfig = { remotes: ServerRemote[] };

/** `server/remoteEntry.js` beside the manifest (or remoteEntry.js) at `ssrUrl`. */
export function serverEntryOfSsrUrl(ssrUrl: string): string {
  return new URL('server/remoteEntry.js', ssrUrl).href;
}

/**
 * A REMOTES_FILE entry: a remote's fields, and `ssrUrl` (its manifest as the server reaches it);
 * or, for a canary, weighted `versions` (remote-assignment.ts).
 */
type FileRemote = Partial<ServerRemote> & { name: string; ssrUrl?: string; versions?: WeightedVersion[] };

/** The entry of the version the current visitor is assigned (remote-assignment.ts), as a one-version entry. */
function assigned(file: FileRemote): FileRemote {
  const { versions, ...rest } = file;
  if (!Array.isArray(versions) || !versions.length) return rest;
  const chosen = pickVersion(file.name, versions, currentAssignment());
  if (!chosen) return rest;
  const { weight: _weight, ...fields } = chosen;
  // Two versions of one remote render side by side in the server: each its own registration.
  const serverKey = versions.length > 1 ? `${file.name}_v${chosen.version.replace(/\W/g, '_')}` : undefined;
  return { ...rest, ...fields, ...(serverKey ? { serverKey } : {}) };
}

/** True when remotes.json splits a remote's visitors between versions (its pages then vary by visitor). */
export function hasCanary(env: ShellEnv): boolean {
  if (!env.REMOTES_FILE) return false;
  try {
    const file = JSON.parse(readFileSync(env.REMOTES_FILE, 'utf8')) as { remotes?: FileRemote[] };
    return (file.remotes ?? []).some((remote) => Array.isArray(remote.versions) && remote.versions.length > 1);
  } catch {
    return false;
  }
}

function fromFile(base: ServerRemote, entry: FileRemote | undefined): ServerRemote {
  if (!entry) return base;
  const file = assigned(entry);
  const { ssrUrl, ...fields } = file;
  const merged: ServerRemote = { ...base, ...fields };
  if (ssrUrl) merged.serverEntry = serverEntryOfSsrUrl(ssrUrl);
  // Repointed in the file without an internal address: the env's one named the old build.
  else if (fields.entry && fields.entry !== base.entry && !fields.serverEntry) delete merged.serverEntry;
  return merged;
}

/**
 * The remotes config: from the environment (one URL per remote, local defaults, and the internal
 * REMOTE_<NAME>_SSR_URL when the server cannot reach the browser's), then overridden by
 * REMOTES_FILE if set. Nothing here is compiled into the shell bundle, so pointing a remote
 * elsewhere (new version, rollback) needs no shell rebuild. The browser gets browserRemotes(it).
 */
export function remotesConfig(env: ShellEnv): ServerRemotesConfig {
  const fromEnv: ServerRemote[] = REMOTE_NAMES.map((name) => {
    const key = name.toUpperCase();
    const ssrUrl = env[`REMOTE_${key}_SSR_URL`] as string | undefined;
    return {
      name,
      entry:
        (env[`REMOTE_${key}_URL`] as string | undefined) ??
        `http://${env.REMOTES_HOST}:${DEFAULT_REMOTE_PORTS[name]}/mf-manifest.json`,
      version: (env[`REMOTE_${key}_VERSION`] as string | undefined) ?? 'local',
      ...(ssrUrl ? { serverEntry: serverEntryOfSsrUrl(ssrUrl) } : {}),
    };
  });
  if (!env.REMOTES_FILE) return { remotes: fromEnv };
  try {
    const file = JSON.parse(readFileSync(env.REMOTES_FILE, 'utf8')) as { remotes?: FileRemote[] };
    const overrides = new Map((file.remotes ?? []).map((remote) => [remote.name, remote]));
    return { remotes: fromEnv.map((remote) => fromFile(remote, overrides.get(remote.name))) };
  } catch {
    return { remotes: fromEnv };
  }
}

/** The config as the browser gets it: internal addresses stay on the server. */
export function browserRemotes(config: ServerRemotesConfig): RemotesConfig {
  return {
    remotes: config.remotes.map(({ serverEntry: _internal, serverKey: _key, ...remote }) => remote),
  };
}

/** The origins scripts may come from (for the Content-Security-Policy). */
export function remoteOrigins(config: RemotesConfig): string[] {
  const origins = new Set<string>();
  for (const remote of config.remotes) {
    try {
      origins.add(new URL(remote.entry).origin);
    } catch {
      // a relative entry is same-origin
    }
  }
  return [...origins];
}
