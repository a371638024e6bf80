/**
 * A short cache of the server-rendered pages of anonymous visitors: the server always renders the
 * anonymous view, so one page is the same for everybody. A fresh entry is served as is; a stale one
 * is still served while one background render replaces it (stale-while-revalidate); an entry older
 * than `maxStaleMs` is rendered again before answering.
 */
export interface CachedPage {
  status: number;
  html: string;
  /** The `Link` response header: the page's largest picture, requested before the HTML arrives. */
  link?: string;
}

interface Entry {
  page: CachedPage;
  at: number;
  refreshing: boolean;
}

export interface HtmlCache {
  /** The page for `key`: from the cache when possible; `render` runs on a miss and to revalidate. */
  get(key: string, render: () => Promise<CachedPage | null>): Promise<{ page: CachedPage | null; hit: boolean }>;
  clear(): void;
}

export function createHtmlCache({
  ttlMs,
  maxStaleMs = ttlMs * 10,
  maxEntries = 500,
  now = Date.now,
}: {
  ttlMs: number;
  maxStaleMs?: number;
  maxEntries?: number;
  now?: () => number;
}): HtmlCache {
  const entries = new Map<string, Entry>();

  function store(key: string, page: CachedPage | null) {
    if (!page) {
      entries.delete(key);
      return;
    }
    entries.delete(key);
    entries.set(key, { page, at: now(), refreshing: false });
    // Oldest first in a Map: past the bound, the least recently stored page goes.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  return {
    async get(key, render) {
      const entry = entries.get(key);
      const age = entry ? now() - entry.at : Infinity;
      if (entry && age <= ttlMs) return { page: entry.page, hit: true };
      if (entry && age <= maxStaleMs) {
        if (!entry.refreshing) {
          entry.refreshing = true;
          void render()
            .then((page) => store(key, page))
            .catch(() => {
              entry.refreshing = false;
            });
        }
        return { page: entry.page, hit: true };
      }
      const page = await render();
      store(key, page);
      return { page, hit: false };
    },
    clear() {
      entries.clear();
    },
  };
}
