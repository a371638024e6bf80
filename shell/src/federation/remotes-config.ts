import type { RemoteManifest, RemotesConfig } from '@arbora/shared/platform';
import { REMOTES_CONFIG_TIMEOUT_MS } from '../core/constants';

/**
 * A remote as the shell server inlines it in a page: with the `remoteEntry` URL and build id of the
 * manifest the server read (shell/server/remote-assets.ts), when it could read it. GET /remotes.json
 * names only `entry`: the browser then reads the manifest itself (federation/runtime.ts).
 */
export interface ResolvedRemote extends RemoteManifest {
  remoteEntry?: string;
  buildId?: string;
  /** The Subresource Integrity of `remoteEntry`, from a pinned release's integrity.json (tooling/release). */
  entryIntegrity?: string;
}

/** The id of the JSON the shell server inlines into every page (no round trip before remotes load). */
export const INLINE_CONFIG_ID = 'arbora-remotes';

function isRemotesConfig(value: unknown): value is RemotesConfig {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as RemotesConfig).remotes) &&
    (value as RemotesConfig).remotes.every(
      (r: ResolvedRemote) =>
        typeof r?.name === 'string' &&
        typeof r?.entry === 'string' &&
        (r.remoteEntry === undefined || typeof r.remoteEntry === 'string') &&
        (r.buildId === undefined || typeof r.buildId === 'string') &&
        (r.entryIntegrity === undefined || typeof r.entryIntegrity === 'string'),
    )
  );
}

/**
 * Where the remotes live now: the config inlined by the shell server, else GET /remotes.json.
 * No remote URL is compiled into the shell bundle. Failing both, the shell boots with no remotes.
 */
export async function readRemotesConfig(doc: Document = document): Promise<RemotesConfig> {
  const inline = doc.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (inline) {
    try {
      const parsed: unknown = JSON.parse(inline);
      if (isRemotesConfig(parsed)) return parsed;
    } catch {
      // fall back to the network copy
    }
  }
  try {
    const response = await fetch('/remotes.json', {
      cache: 'no-cache',
      signal: AbortSignal.timeout(REMOTES_CONFIG_TIMEOUT_MS),
    });
    const parsed: unknown = await response.json();
    if (isRemotesConfig(parsed)) return parsed;
  } catch (error) {
    console.error('[shell] remotes.json unavailable; starting without remotes', error);
  }
  return { remotes: [] };
}
