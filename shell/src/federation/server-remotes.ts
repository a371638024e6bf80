import { createHash } from 'node:crypto';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteManifest, RemotePageModule } from '@arbora/shared/platform';

/**
 * The shell server's side of remote discovery: each remote's Node build (server/remoteEntry.js,
 * beside its browser files), loaded at run time through the federation runtime, never bundled.
 *
 * A repointed remote (a new entry in remotes.json) or one rebuilt in place (same URL, new content:
 * its entry is hashed at most every CHECK_INTERVAL_MS) is dropped with `registerRemotes(..., { force })`,
 * which forgets that remote only, and the next request renders its new code with no restart
 * (`revalidate()` would wipe the whole registry and works once: docs/server-rendering.md,
 * "Federation pitfalls").
 */

/** The global the remotes' Node runtime reads its chunk base from (tooling/webpack/ssr-public-path-plugin.cjs). */
const SSR_PUBLIC_PATHS = '__ARBORA_SSR_PUBLIC_PATHS__';
export const CHECK_INTERVAL_MS = 1_000;
/** A remote that failed is not asked again on every request: the browser renders it meanwhile. */
export const FAILURE_BACKOFF_MS = 1_000;

interface Known {
  entry: string;
  hash: string | null;
  /** The build id of the registered Node code (its entry's banner), when it has one. */
  buildId?: string;
  checkedAt: number;
  downUntil: number;
  /** The entry that failed (until downUntil). */
  failedEntry?: string;
  check: Promise<void> | null;
}

const known = new Map<string, Known>();

/** The Node entry of a remote: `server/remoteEntry.js` beside the browser manifest, unless remotes.json names one. */
export function serverEntryOf(remote: Pick<RemoteManifest, 'entry'> & { serverEntry?: string }): string {
  return remote.serverEntry ?? new URL('server/remoteEntry.js', remote.entry).href;
}

function publicPaths(): Record<string, string> {
  const scope = globalThis as unknown as Record<string, Record<string, string> | undefined>;
  return (scope[SSR_PUBLIC_PATHS] ??= {});
}

/** The id a remote build writes on its Node entry's first line (tooling/webpack/create-config.cjs). */
export function buildIdOfEntry(source: string): string | undefined {
  return /^\/\*!? ?arbora-build-id: ([\w.-]+)/.exec(source)?.[1];
}

async function hashOf(entry: string, timeoutMs: number): Promise<{ hash: string; buildId?: string }> {
  const response = await fetch(entry, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${entry} answered ${response.status}`);
  const source = await response.text();
  return { hash: createHash('sha1').update(source).digest('hex'), buildId: buildIdOfEntry(source) };
}

/** The build id of the Node code of `name` registered now (the one the last loadServerPage rendered with). */
export function serverBuildId(name: string): string | undefined {
  return known.get(name)?.buildId;
}

function register(name: string, entry: string, force: boolean): void {
  // Its chunk names start with `server/`: their base is the remote's root, one level up.
  publicPaths()[name] = new URL('../', entry).href;
  registerRemotes([{ name, entry }], { force });
}

/** Makes sure the registered code of `name` is the one at `entry` now. */
async function refresh(name: string, entry: string, timeoutMs: number): Promise<void> {
  const now = Date.now();
  const current = known.get(name);
  // A repointed remote is tried at once; the same address that just failed is not.
  if (current && current.downUntil > now && current.failedEntry === entry) {
    throw new Error(`remote ${name} failed recently`);
  }
  if (!current || current.entry !== entry) {
    const { hash, buildId } = await hashOf(entry, timeoutMs);
    register(name, entry, Boolean(current));
    known.set(name, { entry, hash, buildId, checkedAt: Date.now(), downUntil: 0, check: null });
    return;
  }
  if (now - current.checkedAt < CHECK_INTERVAL_MS) return;
  current.check ??= hashOf(entry, timeoutMs)
    .then(({ hash, buildId }) => {
      if (hash !== current.hash) {
        register(name, entry, true);
        current.hash = hash;
        current.buildId = buildId;
      }
      current.checkedAt = Date.now();
    })
    .finally(() => {
      current.check = null;
    });
  await current.check;
}

class Late extends Error {}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Late(`${what}: no answer after ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Loads in progress, by entry and module. A cold load (fetching and evaluating a remote's Node build)
 * can outlast one request's budget on a busy machine: it goes on, and the next request waits for
 * the same load instead of starting it again, so a fresh server warms up under load.
 */
const inflight = new Map<string, { load: Promise<RemotePageModule | undefined | null>; since: number }>();
/** A load still pending after this long is taken as hung: the next request starts another. */
export const HUNG_LOAD_MS = 30_000;

function loadOnce(remote: RemoteManifest, entry: string, module: string, timeoutMs: number) {
  const key = `${entry} ${module}`;
  const pending = inflight.get(key);
  if (pending && Date.now() - pending.since < HUNG_LOAD_MS) return pending.load;
  const load = refresh(remote.name, entry, timeoutMs).then(() =>
    loadRemote<RemotePageModule>(`${remote.name}/${module}`),
  );
  const current = { load, since: Date.now() };
  inflight.set(key, current);
  const done = () => {
    if (inflight.get(key) === current) inflight.delete(key);
  };
  load.then(done, done);
  return load;
}

/**
 * The page module `remote/module` from the remote's Node build, or null when that build is missing,
 * down, slower than `timeoutMs` or throwing: the browser then renders the page as without a server.
 */
export async function loadServerPage(
  remote: RemoteManifest & { serverEntry?: string },
  module: string,
  timeoutMs: number,
): Promise<RemotePageModule | null> {
  const entry = serverEntryOf(remote);
  try {
    const loaded = await within(loadOnce(remote, entry, module, timeoutMs), timeoutMs, `remote ${remote.name}`);
    if (!loaded || typeof loaded.default !== 'function')
      throw new Error(`${remote.name}/${module} has no default export`);
    return loaded;
  } catch (error) {
    console.warn(`[shell server] ${remote.name}/${module} is rendered in the browser:`, (error as Error).message);
    // Late is not failed: the load goes on (loadOnce) and the next request joins it.
    if (error instanceof Late) return null;
    // Registered again on the next try: a failed load may have left a broken container behind.
    const current = known.get(remote.name) ?? { hash: null, checkedAt: 0, check: null };
    known.set(remote.name, {
      ...current,
      buildId: undefined,
      entry: '',
      failedEntry: entry,
      downUntil: Date.now() + FAILURE_BACKOFF_MS,
    });
    return null;
  }
}
