// The shell's platform constants (SPEC 4, 8, 9), in one place.
import { breakpoint } from '@arbora/shared/ui';

/** A remote that does not answer within this delay shows its fallback (about 5 s). */
export const REMOTE_LOAD_TIMEOUT_MS = 5000;
/** /remotes.json, when the page has no inlined copy. */
export const REMOTES_CONFIG_TIMEOUT_MS = 2000;

/** SPEC 8, 9: toasts last 3000 ms. */
export const TOAST_LIFE_MS = 3000;

/** SPEC 4: the shell asks for a newer build this often, and when the tab comes back. */
export const BUILD_MANIFEST_PATH = '/build-manifest.json';
export const BUILD_POLL_INTERVAL_MS = 60_000;
/** A tab switch fires both `focus` and `visibilitychange`: one request is enough. */
export const BUILD_POLL_MIN_GAP_MS = 5_000;
export const BUILD_MANIFEST_TIMEOUT_MS = 5_000;

/** SPEC 4, 9: a missing script chunk reloads the page at most once per path within this window. */
export const RELOAD_GUARD_WINDOW_MS = 10_000;
export const RELOAD_GUARD_STORAGE_KEY = 'arbora-chunk-reload';

/** SPEC 9: route prefetch runs at most this many requests at once. */
export const PREFETCH_MAX_PARALLEL = 5;
/** SPEC 9: connections on which nothing is prefetched (data saver is checked too). */
export const PREFETCH_SKIPPED_CONNECTIONS: readonly string[] = ['slow-2g', '2g'];
/** SPEC 9: page payloads are preloaded from this delay after the load event... */
export const PAYLOAD_PRELOAD_DELAY_MS = 1_000;
/** ...unless the connection is this slow. */
export const PAYLOAD_PRELOAD_SKIPPED_CONNECTION = 'slow-2g';

/** SPEC 9: device detection refreshes this long after the last resize. */
export const DEVICE_RESIZE_DEBOUNCE_MS = 50;
/** Below `tablet` px wide is a mobile, below `desktop` a tablet (the design system's breakpoints). */
export const DEVICE_BREAKPOINTS = { tablet: breakpoint.md, desktop: breakpoint.lg } as const;

/** The redirection check of a path must not hold a page back for long when the API is slow. */
export const REDIRECTION_TIMEOUT_MS = 2_000;
export const REDIRECTION_STALE_MS = 5 * 60_000;

/** `performance.mark` name set once the first page is rendered or hydrated (bench/build.mjs reads it). */
export const INTERACTIVE_MARK = 'arbora:interactive';
