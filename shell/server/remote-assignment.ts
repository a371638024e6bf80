import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';

/**
 * Canary releases of a remote: remotes.json may name weighted versions for one remote,
 *   { "name": "content", "versions": [{ "version": "1.4.0", "weight": 90, "entry", "integrity" },
 *                                      { "version": "1.5.0", "weight": 10, "entry", "integrity" }] }
 * and each visitor is assigned one of them by its visitor cookie: the hash of the visitor id and
 * the remote's name picks a point in the weights, so a visitor keeps its version across pages,
 * reloads and servers, and each remote splits its visitors independently. A tester forces a
 * version with the cookie `arbora_remote_<name>=<version>` (set by ops; a version the entry lists,
 * weight 0 included). Promote or roll back: one edit of remotes.json (re-read on each request).
 *
 * The assignment of the request being answered lives in an AsyncLocalStorage, so that
 * `remotesConfig(env)` (remotes.ts) gives that visitor's versions wherever the page reads it.
 */

export const FORCE_COOKIE_PREFIX = 'arbora_remote_';

export interface WeightedVersion {
  version: string;
  weight: number;
  entry?: string;
  integrity?: string;
  ssrUrl?: string;
  serverEntry?: string;
}

export interface Assignment {
  visitorId: string;
  /** Versions forced by cookie, by remote name. */
  forced: Record<string, string>;
}

const storage = new AsyncLocalStorage<Assignment>();

/** Runs `fn` with `assignment` as the current request's (none: every remote on its main version). */
export function withAssignment<T>(assignment: Assignment | undefined, fn: () => T): T {
  return assignment ? storage.run(assignment, fn) : fn();
}

export const currentAssignment = (): Assignment | undefined => storage.getStore();

/** A stable point in [0, 1) for a visitor and a remote. */
export function bucketOf(visitorId: string, remote: string): number {
  const digest = createHash('sha256').update(`${visitorId}:${remote}`).digest();
  return digest.readUIntBE(0, 6) / 2 ** 48;
}

/** The versions forced by the request's cookies (`arbora_remote_<name>`), by remote name. */
export function forcedVersions(cookies: Record<string, string | undefined>): Record<string, string> {
  const forced: Record<string, string> = {};
  for (const [name, value] of Object.entries(cookies)) {
    if (name.startsWith(FORCE_COOKIE_PREFIX) && value) forced[name.slice(FORCE_COOKIE_PREFIX.length)] = value;
  }
  return forced;
}

const weightOf = (version: WeightedVersion) =>
  Number.isFinite(version.weight) && version.weight > 0 ? version.weight : 0;

/** The version everyone gets without an assignment (the heaviest; the first on a tie). */
export function mainVersion(versions: WeightedVersion[]): WeightedVersion | undefined {
  return versions.reduce<WeightedVersion | undefined>(
    (best, version) => (!best || weightOf(version) > weightOf(best) ? version : best),
    undefined,
  );
}

/** The version of `remote` for `assignment`: the forced one if listed, else by its bucket and the weights. */
export function pickVersion(
  remote: string,
  versions: WeightedVersion[],
  assignment: Assignment | undefined,
): WeightedVersion | undefined {
  const forced = assignment?.forced[remote];
  const chosen = forced ? versions.find((candidate) => candidate.version === forced) : undefined;
  if (chosen) return chosen;
  const total = versions.reduce((sum, version) => sum + weightOf(version), 0);
  if (!assignment || total <= 0) return mainVersion(versions);
  let point = bucketOf(assignment.visitorId, remote) * total;
  for (const version of versions) {
    point -= weightOf(version);
    if (weightOf(version) > 0 && point < 0) return version;
  }
  return mainVersion(versions);
}
