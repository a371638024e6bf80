import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotePageModule } from '@arbora/shared/platform';
import { REMOTE_LOAD_TIMEOUT_MS } from '../core/constants';
import { filesOfManifest, type ManifestJson } from './manifest-files';
import { oneStepPerTaskPlugin } from './one-step-per-task';
import type { ResolvedRemote } from './remotes-config';
import { recordRemoteLoad, remoteVersion, setRemoteVersion } from '../telemetry/remote-loads';

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
/** Each remote's entry as the config names it: its mf-manifest.json (or a remoteEntry.js). */
const entryByRemote = new Map<string, string>();
/** The build id the shell server read in a remote's manifest for this page (config `buildId`). */
const configBuildIdByRemote = new Map<string, string>();
/**
 * The remoteEntry.js each remote is registered with in the federation runtime, once known: from
 * the config (the server read the manifest), else from the manifest this page reads. The shell's
 * runtime has no snapshot code (create-config.cjs `disableSnapshot`): it takes JS entries only.
 */
const registeredEntry = new Map<string, Promise<string>>();
/** The integrity a remote's remoteEntry.js must match (a pinned release), by its URL. */
const integrityByScript = new Map<string, string>();
/** Files already asked for with a prefetch link. */
const prefetchedFiles = new Set<string>();
/** The manifests read in this page, by remote: read once (a failed reading is asked again). */
const manifestByRemote = new Map<string, Promise<ManifestJson>>();

/** A fetch with a timeout (fetch has none by default). */
function runtimeFetch(url: string, init?: RequestInit): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS) });
}

const manifestUrlOf = (remote: string): URL | null => {
  const entry = entryByRemote.get(remote);
  if (!entry) return null;
  const url = new URL(entry, globalThis.location?.href);
  return url.pathname.endsWith('.json') ? url : null;
};

/** `remote`'s manifest, read once per page; rejects with RemoteLoadError when it cannot be read. */
function manifestOf(remote: string): Promise<ManifestJson> {
  const known = manifestByRemote.get(remote);
  if (known) return known;
  const url = manifestUrlOf(remote);
  if (!url) return Promise.reject(new RemoteLoadError(remote, 'no manifest'));
  const read = (async () => {
    // After a failure, a fresh URL: a failed preload of the manifest is not handed back.
    const response = await runtimeFetch(retryScriptUrl(url.href) ?? url.href);
    if (!response.ok) throw new RemoteLoadError(remote, `manifest answered ${response.status}`);
    return (await response.json()) as ManifestJson;
  })();
  manifestByRemote.set(remote, read);
  // A failed reading is not kept: the next attempt (« Réessayer », a prefetch) asks again.
  read.catch(() => {
    if (manifestByRemote.get(remote) === read) manifestByRemote.delete(remote);
  });
  return read;
}

/** The files `remote`'s manifest names, resolved; rejects when the manifest is unreadable. */
async function filesOf(remote: string) {
  const url = manifestUrlOf(remote);
  const files = url ? filesOfManifest(url.href, await manifestOf(remote)) : null;
  if (!files) throw new RemoteLoadError(remote, 'manifest unreadable');
  return files;
}

function register(name: string, entry: string): void {
  registerRemotes([{ name, entry }], { force: true });
}

/**
 * `remote` registered in the federation runtime with its remoteEntry.js: at once when the config
 * names it, else once this page has read the remote's manifest. Rejects (and is asked again next
 * time) when the manifest cannot be read.
 */
function ensureRegistered(remote: string): Promise<string> {
  const known = registeredEntry.get(remote);
  if (known) return known;
  if (!entryByRemote.has(remote)) return Promise.reject(new RemoteLoadError(remote, 'unknown remote'));
  const entry = filesOf(remote).then(({ remoteEntry }) => {
    // Its scripts may live elsewhere than its manifest (a CDN): « Réessayer » must reach them.
    const origin = originOf(remoteEntry);
    if (origin) originByRemote.set(remote, origin);
    register(remote, remoteEntry);
    return remoteEntry;
  });
  registeredEntry.set(remote, entry);
  entry.catch(() => {
    if (registeredEntry.get(remote) === entry) registeredEntry.delete(remote);
  });
  return entry;
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

/**
 * The script element of a remote's entry (the federation runtime's documented `createScript` hook):
 * a fresh URL after a failure, and the Subresource Integrity of a pinned release's remoteEntry.js
 * (a CORS request, as its preload: remote-assets.ts), which the browser refuses to run if it differs.
 */
function createScriptHook(url: string) {
  const fresh = retryScriptUrl(url);
  const integrity = integrityByScript.get(url);
  if (!fresh && !integrity) return { timeout: REMOTE_LOAD_TIMEOUT_MS };
  const script = document.createElement('script');
  script.src = fresh ?? url;
  if (integrity) {
    script.integrity = integrity;
    script.crossOrigin = 'anonymous';
  }
  return { script, timeout: REMOTE_LOAD_TIMEOUT_MS };
}

/**
 * Registers the remotes of the config: with the remoteEntry.js the shell server resolved for this
 * page when it could (no manifest request before the page's code), else later, from the manifest
 * (ensureRegistered). Script loads get timeouts and « Réessayer »'s fresh URLs.
 */
export function registerRemotesFromConfig(config: { remotes: ResolvedRemote[] }): void {
  const direct: { name: string; entry: string }[] = [];
  for (const { name, entry, remoteEntry, buildId, entryIntegrity, version } of config.remotes) {
    setRemoteVersion(name, version);
    if (remoteEntry && entryIntegrity) integrityByScript.set(remoteEntry, entryIntegrity);
    entryByRemote.set(name, entry);
    manifestByRemote.delete(name);
    registeredEntry.delete(name);
    configBuildIdByRemote.delete(name);
    if (buildId) configBuildIdByRemote.set(name, buildId);
    const script = remoteEntry ?? (manifestUrlOf(name) ? null : entry);
    const origin = originOf(script ?? entry);
    if (origin) originByRemote.set(name, origin);
    if (script) {
      direct.push({ name, entry: script });
      registeredEntry.set(name, Promise.resolve(script));
    }
  }
  if (direct.length) registerRemotes(direct, { force: registered });
  if (!registered) {
    registerPlugins([
      { name: 'arbora-timeouts', createScript: ({ url }: { url: string }) => createScriptHook(url) },
      oneStepPerTaskPlugin,
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
  if (attempt > 0) {
    // Fresh URLs for its scripts and for its manifest, wherever each lives.
    for (const url of [originByRemote.get(remote), entryByRemote.get(remote)]) {
      const origin = url ? originOf(url) : null;
      if (origin) retryTokenByOrigin.set(origin, String(attempt));
    }
  }
  // The manifest (the server preloads it) gives the build id of the code this page runs; read
  // beside the remote's scripts, never before them when the config names remoteEntry.js.
  if (manifestUrlOf(remote)) manifestOf(remote).catch(() => undefined);
  const started = performance.now();
  // Each load's outcome goes to the telemetry (telemetry/remote-loads.ts).
  const record = (outcome: 'ok' | 'failed') =>
    recordRemoteLoad({
      remote,
      version: remoteVersion(remote) ?? 'unknown',
      durationMs: performance.now() - started,
      outcome,
    });
  try {
    const loaded = await withTimeout(
      ensureRegistered(remote).then(() => loadRemote<RemotePageModule>(`${remote}/${module}`)),
      REMOTE_LOAD_TIMEOUT_MS + 500,
      remote,
    );
    if (!loaded || typeof loaded.default !== 'function') {
      throw new RemoteLoadError(remote, `module ${module} has no default export`);
    }
    record('ok');
    return loaded;
  } catch (error) {
    record('failed');
    throw error;
  }
}

/**
 * The build id of the browser build of `remote` this page loaded: its manifest's
 * `metaData.buildInfo.buildVersion` (tooling/webpack/create-config.cjs), from the manifest this
 * page read beside the remote's scripts (fresh: a remote redeployed in place since the server read
 * its manifest shows here), else the one the shell server read (config `buildId`). Undefined when
 * neither names one.
 */
export async function loadedBuildId(remote: string): Promise<string | undefined> {
  const read = manifestByRemote.get(remote);
  const manifest = read ? await read.catch(() => null) : null;
  const id = manifest ? manifest.metaData?.buildInfo?.buildVersion : configBuildIdByRemote.get(remote);
  return typeof id === 'string' && id ? id : undefined;
}

/**
 * Loads the code of `remote/Module` for a link the shopper is about to follow (SPEC 9: hover,
 * focus, touch; a route whose redirection check runs): its remoteEntry.js, the module's chunks,
 * and runs the module, as the data prefetch (`pageQueries`) and the page will. Rejects when the
 * remote is unknown or down.
 */
export async function preloadRemotePage(remote: string, module: string): Promise<void> {
  if (!registered) throw new RemoteLoadError(remote, 'remotes are not registered yet');
  await loadRemotePage(remote, module);
}

/**
 * Puts the files of `remote/Module` (its remoteEntry.js and the module's own chunks, from the
 * remote's manifest) in the browser's cache with `<link rel="prefetch">`, at the lowest priority and
 * running nothing: a link in view costs the page no main-thread time (SPEC 9). Opening the page
 * later runs them from the cache. The manifest is read once per remote and page. Rejects when the remote is unknown or its manifest unreadable.
 */
export async function fetchRemotePageFiles(remote: string, module: string): Promise<void> {
  const entry = entryByRemote.get(remote);
  if (!entry) throw new RemoteLoadError(remote, 'remotes are not registered yet');
  const files: string[] = [];
  if (manifestUrlOf(remote)) {
    const named = await filesOf(remote);
    files.push(named.remoteEntry, ...(named.modules.get(module)?.js ?? []));
  } else files.push(new URL(entry, globalThis.location?.href).href);
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
