import { readFileSync } from 'node:fs';
import type { RemoteManifest, RemotesConfig } from '@arbora/shared/platform';
import { DEFAULT_REMOTE_PORTS, REMOTE_NAMES, type ShellEnv } from './env';

/**
 * The remotes config the browser gets: from the environment (one URL per remote, local defaults),
 * then overridden by REMOTES_FILE if set. Nothing here is compiled into the shell bundle, so
 * pointing a remote elsewhere (new version, rollback) needs no shell rebuild.
 */
export function remotesConfig(env: ShellEnv): RemotesConfig {
  const fromEnv: RemoteManifest[] = REMOTE_NAMES.map((name) => {
    const key = name.toUpperCase();
    return {
      name,
      entry:
        (env[`REMOTE_${key}_URL`] as string | undefined) ??
        `http://${env.REMOTES_HOST}:${DEFAULT_REMOTE_PORTS[name]}/mf-manifest.json`,
      version: (env[`REMOTE_${key}_VERSION`] as string | undefined) ?? 'local',
    };
  });
  if (!env.REMOTES_FILE) return { remotes: fromEnv };
  try {
    const file = JSON.parse(readFileSync(env.REMOTES_FILE, 'utf8')) as Partial<RemotesConfig>;
    const overrides = new Map((file.remotes ?? []).map((remote) => [remote.name, remote]));
    return { remotes: fromEnv.map((remote) => ({ ...remote, ...overrides.get(remote.name) })) };
  } catch {
    return { remotes: fromEnv };
  }
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
