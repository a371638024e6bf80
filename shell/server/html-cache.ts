/**
 * A short cache of the server-rendered pages of anonymous visitors: the server always renders the
 * anonymous view, so one page is the same for everybody. A fresh entry is served as is; a stale one
 * is still served while one background render replaces it (stale-while-revalidate); an entry older
 * than `maxStaleMs` is rendered again before answering. The last good page of a path is kept even
 * when it is too old to serve (or when `ttlMs` is 0): it is what goes out when a new render fails.
 */
export interface CachedPage {
  status: number;
  html: string;
  /** The `Link` response header: the page's largest picture, requested before the HTML arrives. */
  link?: string;
  /** Its validator (page-caching.ts), computed once per render. */
  etag?: string;
}

/**
 * What a render leaves in the cache: a page to keep, `null` to forget the path (it is no longer a
 * page: a redirection), `undefined` when the render failed (the last good page stays).
 */
export type RenderOutcome = CachedPage | null | undefined;

interface Entry {
  page: CachedPage;
  at: number;
  refreshing: boolean;
  /** What the page was rendered with (the remotes config): another is a miss. */
  variant: string;
}

export interface HtmlCache {
  /**
   * The page for `key`: from the cache when possible; `render` runs on a miss and to revalidate.
   * `variant` names what the page is rendered with (the remotes config): an entry of another
   * variant is not served (a repointed remote shows on the next request), only kept as last good.
   */
  get(
    key: string,
    render: () => Promise<RenderOutcome>,
    variant?: string,
  ): Promise<{ page: RenderOutcome; hit: boolean }>;
  /** The last page a render kept for `key`, however old: the answer when a new render fails. */
  lastGood(key: string): CachedPage | null;
  clear(): void;
}

export function createHtmlCache({
  ttlMs,
  maxStaleMs = ttlMs * 10,
  maxEntries = 500,
  now = Date.now,
}: {
  /** 0: never served from the cache (every request renders); the last good page is still kept. */
  ttlMs: number;
  maxStaleMs?: number;
  maxEntries?: number;
  now?: () => number;
}): HtmlCache {
  const entries = new Map<string, Entry>();

  function store(key: string, page: RenderOutcome, variant: string) {
    if (page === undefined) {
      const entry = entries.get(key);
      if (entry) entry.refreshing = false;
      return;
    }
    entries.delete(key);
    if (!page) return;
    entries.set(key, { page, at: now(), refreshing: false, variant });
    // Oldest first in a Map: past the bound, the least recently stored page goes.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  return {
    async get(key, render, variant = '') {
      const stored = ttlMs > 0 ? entries.get(key) : undefined;
      const entry = stored?.variant === variant ? stored : undefined;
      const age = entry ? now() - entry.at : Infinity;
      if (entry && age <= ttlMs) return { page: entry.page, hit: true };
      if (entry && age <= maxStaleMs) {
        if (!entry.refreshing) {
          entry.refreshing = true;
          void render()
            .then((page) => store(key, page, variant))
            .catch(() => store(key, undefined, variant));
        }
        return { page: entry.page, hit: true };
      }
      const page = await render();
      store(key, page, variant);
      return { page, hit: false };
    },
    lastGood(key) {
      return entries.get(key)?.page ?? null;
    },
    clear() {
      entries.clear();
    },
  };
}
