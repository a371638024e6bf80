import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotePageModule, RemotesConfig } from '@arbora/shared/platform';
import { REMOTE_LOAD_TIMEOUT_MS } from '../app/constants';
import { filesOfManifest, type ManifestJson } from './manifest-files';

export { REMOTE_LOAD_TIMEOUT_MS };

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    cause: unknown,
  ) {
    // The cause stays attached: the chunk-reload guard looks for a ChunkLoadError in it.
    super(`Remote "${remote}" could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'RemoteLoadError';
  }
}

let registered = false;
/** Where each remote lives, to recognise its scripts in the createScript hook. */
const originByRemote = new Map<string, string>();
/** Each remote's entry (its mf-manifest.json) as remotes.json names it. */
const entryByRemote = new Map<string, string>();
/** Files already asked for with a prefetch link. */
const prefetchedFiles = new Set<string>();
/** The manifests read in this page (by the federation runtime or a prefetch), by URL: read once. */
const manifestByUrl = new Map<string, Promise<unknown>>();

/** The runtime's fetch: with a timeout (it has none by default), keeping what a manifest says. */
async function runtimeFetch(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS) });
  const href = new URL(url, globalThis.location?.href);
  if (response.ok && href.pathname.endsWith('.json')) {
    manifestByUrl.set(
      href.href,
      response
        .clone()
        .json()
        .catch(() => null),
    );
  }
  return response;
}
/** Origins whose scripts get a fresh URL: see retryScriptUrl. */
const retryTokenByOrigin = new Map<string, string>();

const originOf = (url: string) => {
  try {
    return new URL(url, globalThis.location?.href).origin;
  } catch {
    return null;
  }
};

/**
 * Why not @module-federation/retry-plugin (evaluated for issue 10): the registry's latest (0.17.1)
 * is built against the 0.17 runtime while the site runs enhanced 2.9.2, and it retries on its own
 * before failing, which delays the French fallback a shopper should see at once; what the site
 * needs is narrower: the shopper's « Réessayer » must reach the network past a failed preload.
 *
 * The URL a script of a retried remote is loaded from. The shell server preloads a remote's
 * remoteEntry.js and page chunks; when the remote was down, Chromium keeps that failed preload and
 * hands it to the next <script> of the same URL, so « Réessayer » would fail again without ever
 * asking the network. A query the preload does not have makes it a new request (webpack's `auto`
 * public path ignores the query, so the remote's chunks still resolve).
 */
export function retryScriptUrl(url: string): string | null {
  const origin = originOf(url);
  const token = origin ? retryTokenByOrigin.get(origin) : undefined;
  if (!token) return null;
  const fresh = new URL(url, globalThis.location?.href);
  fresh.searchParams.set('retry', token);
  return fresh.href;
}

function createScriptHook(url: string) {
  const fresh = retryScriptUrl(url);
  if (!fresh) return { timeout: REMOTE_LOAD_TIMEOUT_MS };
  const script = document.createElement('script');
  script.src = fresh;
  return { script, timeout: REMOTE_LOAD_TIMEOUT_MS };
}

/** Registers every remote once, with timeouts: the manifest fetch has none by default. */
export function registerRemotesFromConfig(config: RemotesConfig): void {
  for (const { name, entry } of config.remotes) {
    const origin = originOf(entry);
    if (origin) originByRemote.set(name, origin);
    entryByRemote.set(name, entry);
  }
  registerRemotes(
    config.remotes.map(({ name, entry }) => ({ name, entry })),
    { force: registered },
  );
  if (!registered) {
    registerPlugins([
      {
        name: 'arbora-timeouts',
        fetch: runtimeFetch,
        createScript: ({ url }: { url: string }) => createScriptHook(url),
      },
    ]);
  }
  registered = true;
}

function withTimeout<T>(promise: Promise<T>, ms: number, remote: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadError(remote, `no answer after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof RemoteLoadError ? error : new RemoteLoadError(remote, error));
      },
    );
  });
}

/**
 * Loads `remote/Module`, failing with RemoteLoadError when the remote is down, broken or slow.
 * `attempt` > 0 is a retry after a failure: the remote's scripts then bypass stale preloads.
 */
export async function loadRemotePage(remote: string, module: string, attempt = 0): Promise<RemotePageModule> {
  const origin = originByRemote.get(remote);
  if (attempt > 0 && origin) retryTokenByOrigin.set(origin, String(attempt));
  const loaded = await withTimeout(
    loadRemote<RemotePageModule>(`${remote}/${module}`),
    REMOTE_LOAD_TIMEOUT_MS + 500,
    remote,
  );
  if (!loaded || typeof loaded.default !== 'function') {
    throw new RemoteLoadError(remote, `module ${module} has no default export`);
  }
  return loaded;
}

/**
 * The build id of the browser build of `remote` this page loaded: its manifest's
 * `metaData.buildInfo.buildVersion` (tooling/webpack/create-config.cjs), from the manifest the
 * federation runtime read. Undefined when no manifest of it was read or it names none.
 */
export async function loadedBuildId(remote: string): Promise<string | undefined> {
  const entry = entryByRemote.get(remote);
  if (!entry) return undefined;
  const manifest = (await manifestByUrl.get(new URL(entry, globalThis.location?.href).href)) as {
    metaData?: { buildInfo?: { buildVersion?: unknown } };
  } | null;
  const id = manifest?.metaData?.buildInfo?.buildVersion;
  return typeof id === 'string' && id ? id : undefined;
}

/**
 * Fetches the code of `remote/Module` (manifest, entry, the module's chunks) without running it,
 * for a link the shopper may follow (SPEC 9). Rejects when the remote is unknown or down.
 */
export function preloadRemotePage(remote: string, module: string): Promise<void> {
  if (!registered) return Promise.reject(new RemoteLoadError(remote, 'remotes are not registered yet'));
  return preloadRemote([{ nameOrAlias: remote, exposes: [`./${module}`] }]);
}

/**
 * Puts the files of `remote/Module` (its remoteEntry.js and the module's own chunks, from the
 * remote's manifest) in the browser's cache with `<link rel="prefetch">`, at the lowest priority and
 * running nothing: a link in view costs the page no main-thread time (SPEC 9). Opening the page
 * later runs them from the cache. The manifest is the one the runtime already read when it has
 * (one request per remote). Rejects when the remote is unknown or its manifest unreadable.
 */
export async function fetchRemotePageFiles(remote: string, module: string): Promise<void> {
  const entry = entryByRemote.get(remote);
  if (!entry) throw new RemoteLoadError(remote, 'remotes are not registered yet');
  const entryUrl = new URL(entry, globalThis.location?.href);
  const files: string[] = [];
  if (entryUrl.pathname.endsWith('.json')) {
    let read = manifestByUrl.get(entryUrl.href);
    if (!read) {
      const response = await runtimeFetch(entryUrl.href);
      if (!response.ok) throw new RemoteLoadError(remote, `manifest answered ${response.status}`);
      read = manifestByUrl.get(entryUrl.href);
    }
    const manifest = (await read) as ManifestJson | null;
    const named = manifest ? filesOfManifest(entryUrl.href, manifest) : null;
    if (!named) throw new RemoteLoadError(remote, 'manifest unreadable');
    files.push(named.remoteEntry, ...(named.modules.get(module)?.js ?? []));
  } else files.push(entryUrl.href);
  for (const file of files) {
    // Already fetched by this page (the server's preloads, the current page's own scripts): skip.
    if (prefetchedFiles.has(file) || (performance.getEntriesByName?.(file).length ?? 0) > 0) continue;
    prefetchedFiles.add(file);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = file;
    document.head.append(link);
  }
}
