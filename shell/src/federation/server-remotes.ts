import { createHash } from 'node:crypto';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteManifest, RemotePageModule } from '@arbora/shared/platform';
import {
  IntegrityError,
  checkFile,
  readReleaseDigest,
  releaseIntegrityPlugin,
  trustRelease,
  type ReleaseDigest,
} from './release-integrity';

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

/** Thrown while a remote's backoff runs: not a new failure, so it does not extend the backoff. */
class RecentlyFailed extends Error {}
/** The remote's server answered its entry with an error status (removed, misconfigured). */
class EntryRefused extends Error {}

/**
 * A remote as remotes.json names it; `integrity` pins a release's digest (release-integrity.ts);
 * `serverKey`, during a canary, the name this version's Node build is registered under (two
 * versions of one remote then render side by side, each its own container).
 */
type ServerRemote = RemoteManifest & { serverEntry?: string; integrity?: string; serverKey?: string };

interface Known {
  entry: string;
  /** The pinned digest the registered code was checked against, and the release's digests. */
  pin?: string;
  digest?: ReleaseDigest;
  hash: string | null;
  /** The build id of the registered Node code (its entry's banner), when it has one. */
  buildId?: string;
  checkedAt: number;
  downUntil: number;
  /** The entry that failed (until downUntil). */
  failedEntry?: string;
  check: Promise<boolean> | null;
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

async function hashOf(
  entry: string,
  timeoutMs: number,
  digest?: ReleaseDigest,
): Promise<{ hash: string; buildId?: string }> {
  const response = await fetch(entry, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new EntryRefused(`${entry} answered ${response.status}`);
  const source = await response.text();
  if (digest) checkFile(digest, entry, source);
  return { hash: createHash('sha1').update(source).digest('hex'), buildId: buildIdOfEntry(source) };
}

/** The build id of the Node code the last loadServerPage of `name` rendered with. */
const lastBuildId = new Map<string, string | undefined>();

/** The build id of the Node code of `name` registered now (the one the last loadServerPage rendered with). */
export function serverBuildId(name: string): string | undefined {
  return lastBuildId.has(name) ? lastBuildId.get(name) : known.get(name)?.buildId;
}

/** The name a remote's Node build is registered under: during a canary, one per version. */
const keyOf = (remote: ServerRemote) => remote.serverKey ?? remote.name;
/** Never empty: an instance without a version would be taken by the next container of that name. */
const versionOf = (remote: ServerRemote) => remote.version || keyOf(remote);

let pluginsRegistered = false;

/**
 * Registers the Node build of one version of a remote under `key`. The federation runtime keeps one
 * federation instance per remote build, found by its name, build id and version (`init`); a second
 * container of a build takes the instance the first left, and its own Node runtime plugin never
 * runs (its chunks then fail to load). So two versions side by side (a canary) need:
 * - one container per entry URL: its global (`entryGlobalName`) is named by the URL, not by the
 *   remote, so a second version never gets the container the first left under a shared global, and
 *   the same release under another key (a canary promoted or rolled back) reuses its container;
 * - a `version` per registration, given to the container's `init`, so the next container of that
 *   remote (another build) does not take this one's instance;
 * - the build id of the entry (`buildVersion`), so that a remote repointed or rebuilt in place drops
 *   the instance of its own build, not another version's.
 */
function register(remote: ServerRemote, key: string, entry: string, buildId: string | undefined, force: boolean): void {
  if (!pluginsRegistered) {
    registerPlugins([releaseIntegrityPlugin]);
    pluginsRegistered = true;
  }
  registerRemotes(
    [
      {
        name: key,
        entry,
        entryGlobalName: `${remote.name}@${entry}`,
        version: versionOf(remote),
        ...(buildId ? { buildVersion: buildId } : {}),
      },
    ],
    { force },
  );
}

/**
 * Per remote name, the first load after a registration, one at a time: the entry, when evaluated,
 * reads its chunks' base from publicPaths()[name] (ssr-public-path-plugin.cjs), one value per name,
 * and its container takes its federation instance before `init` gives it its version (register);
 * two versions of one remote (a canary) must not evaluate their entries at the same time. Once
 * evaluated, each container keeps its own base and instance.
 */
const evaluating = new Map<string, Promise<void>>();

function loadFirst<T>(name: string, entry: string, load: () => Promise<T>): Promise<T> {
  const run = (evaluating.get(name) ?? Promise.resolve()).then(() => {
    // Its chunk names start with `server/`: their base is the remote's root, one level up.
    publicPaths()[name] = new URL('../', entry).href;
    return load();
  });
  evaluating.set(
    name,
    run.then(
      () => undefined,
      () => undefined,
    ),
  );
  return run;
}

/**
 * Makes sure the registered code of `key` (the remote `name`, or one of its versions) is the one at
 * `entry` now, checked against `pin` if given. True when it (re)registered it.
 */
async function refresh(
  remote: ServerRemote,
  key: string,
  entry: string,
  timeoutMs: number,
  pin?: string,
): Promise<boolean> {
  const { name } = remote;
  const now = Date.now();
  const current = known.get(key);
  // A repointed remote is tried at once; the same address that just failed is not.
  if (current && current.downUntil > now && current.failedEntry === entry) {
    throw new RecentlyFailed(`remote ${name} failed recently`);
  }
  if (!current || current.entry !== entry || current.pin !== pin) {
    const digest = pin ? await readReleaseDigest(entry, pin, timeoutMs) : undefined;
    const { hash, buildId } = await hashOf(entry, timeoutMs, digest);
    if (digest) trustRelease(digest);
    register(remote, key, entry, buildId, Boolean(current));
    known.set(key, { entry, pin, digest, hash, buildId, checkedAt: Date.now(), downUntil: 0, check: null });
    return true;
  }
  if (now - current.checkedAt < CHECK_INTERVAL_MS) return false;
  current.check ??= hashOf(entry, timeoutMs, current.digest)
    .then(
      ({ hash, buildId }) => {
        const changed = hash !== current.hash;
        if (changed) {
          register(remote, key, entry, buildId, true);
          current.hash = hash;
          current.buildId = buildId;
        }
        current.checkedAt = Date.now();
        return changed;
      },
      (error: unknown) => {
        // The registered code was loaded and works: a check the remote's server did not answer (a
        // keep-alive socket it had just closed, a restart, a timeout) keeps it until the next check.
        if (error instanceof IntegrityError || error instanceof EntryRefused) throw error;
        console.warn(`[shell server] remote ${name}: its entry was not checked, the code loaded stays:`, String(error));
        current.checkedAt = Date.now();
        return false;
      },
    )
    .finally(() => {
      current.check = null;
    });
  return current.check;
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
/** Per registration key, its first load since it was (re)registered (loadFirst). */
const firstLoads = new Map<string, Promise<unknown>>();
/** A load still pending after this long is taken as hung: the next request starts another. */
export const HUNG_LOAD_MS = 30_000;

function loadOnce(remote: ServerRemote, entry: string, module: string, timeoutMs: number) {
  const key = `${entry} ${remote.integrity ?? ''} ${module}`;
  const pending = inflight.get(key);
  if (pending && Date.now() - pending.since < HUNG_LOAD_MS) return pending.load;
  const registered = keyOf(remote);
  const load = refresh(remote, registered, entry, timeoutMs, remote.integrity).then((fresh) => {
    const run = () => loadRemote<RemotePageModule>(`${registered}/${module}`);
    if (fresh) {
      const first = loadFirst(remote.name, entry, run);
      firstLoads.set(registered, first);
      return first;
    }
    // Another page of this key may have registered it and still wait its turn in loadFirst: its
    // entry is evaluated there, not here.
    const first = firstLoads.get(registered);
    return first ? first.then(run, () => loadFirst(remote.name, entry, run)) : run();
  });
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
  remote: ServerRemote,
  module: string,
  timeoutMs: number,
): Promise<RemotePageModule | null> {
  const entry = serverEntryOf(remote);
  try {
    const loaded = await within(loadOnce(remote, entry, module, timeoutMs), timeoutMs, `remote ${remote.name}`);
    if (!loaded || typeof loaded.default !== 'function')
      throw new Error(`${remote.name}/${module} has no default export`);
    lastBuildId.set(remote.name, known.get(keyOf(remote))?.buildId);
    return loaded;
  } catch (error) {
    if (error instanceof IntegrityError)
      console.error(
        `[shell server] ${remote.name}/${module} refused (integrity), rendered in the browser:`,
        error.message,
      );
    else console.warn(`[shell server] ${remote.name}/${module} is rendered in the browser:`, (error as Error).message);
    // Late is not failed: the load goes on (loadOnce) and the next request joins it. A remote in
    // its backoff comes back when the backoff of its failure ends, however many requests came since.
    if (error instanceof Late || error instanceof RecentlyFailed) return null;
    // Registered again on the next try: a failed load may have left a broken container behind.
    const current = known.get(keyOf(remote)) ?? { hash: null, checkedAt: 0, check: null };
    known.set(keyOf(remote), {
      ...current,
      buildId: undefined,
      entry: '',
      failedEntry: entry,
      downUntil: Date.now() + FAILURE_BACKOFF_MS,
    });
    return null;
  }
}
