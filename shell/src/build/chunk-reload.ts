import { browserNavigation } from '../core/browser-navigation';
import { RELOAD_GUARD_STORAGE_KEY, RELOAD_GUARD_WINDOW_MS } from '../core/constants';

/** A hashed script chunk ("501.6b62984e.js"), as opposed to a remote's entry or manifest. */
const HASHED_CHUNK = /\.[0-9a-f]{8}\.js\b/;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : typeof error === 'string' ? error : '';
}

/**
 * True when a navigation failed on a script chunk that is not there any more, usually because a
 * newer build replaced it: webpack's ChunkLoadError ("Loading chunk 501 failed"), or the federation
 * runtime failing to load a hashed chunk's script (RUNTIME-008). Follows `cause` chains, since the
 * shell wraps remote failures in RemoteLoadError.
 */
export function isChunkLoadError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const message = messageOf(current);
    if ((current as { name?: unknown }).name === 'ChunkLoadError') return true;
    if (/Loading (CSS )?chunk \S+ failed/i.test(message)) return true;
    if (/RUNTIME-008|Failed to load script resources/.test(message) && HASHED_CHUNK.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

interface ReloadRecord {
  path: string;
  at: number;
}

function readRecord(storage: Storage): ReloadRecord | null {
  try {
    const parsed = JSON.parse(storage.getItem(RELOAD_GUARD_STORAGE_KEY) ?? 'null') as Partial<ReloadRecord> | null;
    return parsed && typeof parsed.path === 'string' && typeof parsed.at === 'number' ? (parsed as ReloadRecord) : null;
  } catch {
    return null;
  }
}

/**
 * SPEC 4, 9: a full reload after a chunk failure, at most once per path within 10 seconds (the
 * path and time are kept in sessionStorage, which survives the reload). Returns true when it
 * reloads; false when this path was reloaded too recently, so the caller shows its fallback.
 * Browser only: call it from an effect or an event handler.
 */
export function reloadOnceForChunkError(
  path: string,
  {
    storage = sessionStorageOrNull(),
    now = Date.now(),
    reload = () => browserNavigation.reload(),
  }: { storage?: Storage | null; now?: number; reload?: () => void } = {},
): boolean {
  // Without storage the guard cannot remember: do not risk a reload loop.
  if (!storage) return false;
  const last = readRecord(storage);
  if (last && last.path === path && now - last.at < RELOAD_GUARD_WINDOW_MS) return false;
  try {
    storage.setItem(RELOAD_GUARD_STORAGE_KEY, JSON.stringify({ path, at: now } satisfies ReloadRecord));
  } catch {
    return false;
  }
  reload();
  return true;
}
