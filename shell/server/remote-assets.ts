import type { RemotesConfig } from '@arbora/shared/platform';
import type { ResolvedRemote } from '../src/federation/remotes-config';
import { filesOfManifest, type ManifestJson, type RemoteFiles } from '../src/federation/manifest-files';
import type { LinkHint } from './html';
import { INTEGRITY_FILE, sriOf } from '../src/federation/release-integrity';
import { browserRemotes } from './remotes';

/**
 * Hints for the current route's remote, so the browser fetches the remote's manifest, its
 * remoteEntry.js and the chunks of the page module in parallel with the shell's own bundle
 * instead of in a chain of round trips (ARCHITECTURE 7). The server reads each remote's
 * mf-manifest.json (cached briefly: a repoint or a new build shows within seconds) and never
 * waits long for it: without it the page still gets the manifest preload.
 */

const TTL_MS = 30_000;
/** A remote that is down is asked again soon, but not on every page. */
const FAILURE_TTL_MS = 5_000;
const FETCH_TIMEOUT_MS = 1_500;
/** How long a page waits for a manifest that is not cached yet. */
const WAIT_MS = 150;
/** Beyond a few chunks, preloads only compete with the shell bundle. */
const MAX_CHUNKS = 6;

const cache = new Map<string, { expires: number; files: Promise<RemoteFiles | null> }>();

async function fetchFiles(manifestUrl: string): Promise<RemoteFiles | null> {
  try {
    const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) return null;
    return filesOfManifest(manifestUrl, (await response.json()) as ManifestJson);
  } catch {
    return null;
  }
}

function cachedFiles(manifestUrl: string): Promise<RemoteFiles | null> {
  const now = Date.now();
  const hit = cache.get(manifestUrl);
  if (hit && hit.expires > now) return hit.files;
  const files = fetchFiles(manifestUrl);
  cache.set(manifestUrl, { expires: now + TTL_MS, files });
  void files.then((found) => {
    if (!found) cache.set(manifestUrl, { expires: Date.now() + FAILURE_TTL_MS, files });
  });
  return files;
}

/**
 * A pinned release's digests (tooling/release/integrity.cjs), read beside its manifest and checked
 * against the pin remotes.json names; null when absent or not the pinned one.
 */
async function fetchDigest(manifestUrl: string, pin: string): Promise<Record<string, string> | null> {
  try {
    const response = await fetch(new URL(INTEGRITY_FILE, manifestUrl), {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const text = await response.text();
    if (sriOf(text) !== pin) return null;
    return (JSON.parse(text) as { files?: Record<string, string> }).files ?? null;
  } catch {
    return null;
  }
}

const digests = new Map<string, { expires: number; files: Promise<Record<string, string> | null> }>();

function cachedDigest(manifestUrl: string, pin: string): Promise<Record<string, string> | null> {
  const key = `${manifestUrl} ${pin}`;
  const hit = digests.get(key);
  if (hit && hit.expires > Date.now()) return hit.files;
  const files = fetchDigest(manifestUrl, pin);
  digests.set(key, { expires: Date.now() + TTL_MS, files });
  return files;
}

/** The integrity of each pinned remoteEntry.js a page named: its preload is then a CORS one, as the script. */
const entryIntegrity = new Map<string, string>();

function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Hints for `remote/module` whose entry (mf-manifest.json or remoteEntry.js) is `entry`. */
export async function remoteHints(entry: string, module: string, pageOrigin: string): Promise<LinkHint[]> {
  let url: URL;
  try {
    url = new URL(entry, pageOrigin);
  } catch {
    return [];
  }
  if (!url.pathname.endsWith('.json')) return [{ rel: 'preload', href: url.href, as: 'script' }];
  const hints: LinkHint[] = [{ rel: 'preload', href: url.href, as: 'fetch', crossorigin: true }];
  const files = await within(cachedFiles(url.href), WAIT_MS);
  if (!files) {
    // Unknown file names: at least open the connection the scripts will use.
    if (url.origin !== new URL(pageOrigin).origin) hints.push({ rel: 'preconnect', href: url.origin });
    return hints;
  }
  hints.push({
    rel: 'preload',
    href: files.remoteEntry,
    as: 'script',
    ...(entryIntegrity.has(files.remoteEntry) ? { crossorigin: true } : {}),
  });
  const own = files.modules.get(module);
  for (const css of own?.css ?? []) hints.push({ rel: 'preload', href: css, as: 'style' });
  for (const js of (own?.js ?? []).slice(0, MAX_CHUNKS)) hints.push({ rel: 'preload', href: js, as: 'script' });
  return hints;
}

/**
 * The remotes config a page inlines: each remote whose manifest the server has read (the same
 * cached reading as the hints) also names its `remoteEntry` URL and build id, so the browser loads
 * remoteEntry.js at once, without asking for the manifest first. Only the page's own remote
 * (`routeRemote`) is waited for, as briefly as its hints; the others are named when their manifest
 * is already at hand, and their reading starts for the next pages (waiting for six manifests at
 * once would delay the page's own). A remote whose manifest is not at hand keeps only its entry:
 * the browser reads the manifest itself.
 */
export async function resolvedRemotes(
  config: RemotesConfig,
  pageOrigin: string,
  routeRemote?: string,
): Promise<RemotesConfig> {
  const remotes = await Promise.all(
    // The page is the browser's: the server's internal addresses (remotes.ts) stay out of it.
    browserRemotes(config).remotes.map(async (remote): Promise<ResolvedRemote> => {
      let url: URL;
      try {
        url = new URL(remote.entry, pageOrigin);
      } catch {
        return remote;
      }
      if (!url.pathname.endsWith('.json')) return remote;
      const wait = remote.name === routeRemote ? WAIT_MS : 0;
      const files = await within(cachedFiles(url.href), wait);
      if (!files) return remote;
      const pin = (remote as { integrity?: string }).integrity;
      const digest = pin ? await within(cachedDigest(url.href, pin), wait) : null;
      const sri =
        digest?.[decodeURIComponent(new URL(files.remoteEntry).pathname.slice(new URL('./', url).pathname.length))];
      if (sri) entryIntegrity.set(files.remoteEntry, sri);
      return {
        ...remote,
        remoteEntry: files.remoteEntry,
        ...(files.buildId ? { buildId: files.buildId } : {}),
        ...(sri ? { entryIntegrity: sri } : {}),
      };
    }),
  );
  return { remotes };
}

/** Tests start from an empty cache. */
export function clearRemoteAssetsCache(): void {
  cache.clear();
  digests.clear();
  entryIntegrity.clear();
}
