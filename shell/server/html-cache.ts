/**
 * A short cache of the server-rendered pages of anonymous visitors: the server always renders the
 * anonymous view, so one page is the same for everybody. A fresh entry is served as is; a stale one
 * is still served while one background render replaces it (stale-while-revalidate); an entry older
 * than `maxStaleMs` is rendered again before answering. The last good page of a path is kept even
 * when it is too old to serve (or when `ttlMs` is 0): it is what goes out when a new render fails.
 * With a shared store (REDIS_URL, shared-cache.ts) every shell replica writes its renders there and
 * looks there before rendering: a page rendered by one replica is served by the others.
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

/** A page as the replicas share it: when and with what it was rendered. */
export interface SharedPage {
  page: CachedPage;
  at: number;
  variant: string;
}

/** Where the replicas keep their pages (Redis); a failure reads as a miss and never throws. */
export interface SharedPageStore {
  get(key: string): Promise<SharedPage | undefined>;
  set(key: string, entry: SharedPage, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

/** How long a shared page is kept: past serving, it is still the last good page of its path. */
export const SHARED_PAGE_TTL_MS = 24 * 3600_000;

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
  lastGood(key: string): Promise<CachedPage | null>;
  clear(): void;
}

export function createHtmlCache({
  ttlMs,
  maxStaleMs = ttlMs * 10,
  maxEntries = 500,
  now = Date.now,
  shared,
}: {
  /** 0: never served from the cache (every request renders); the last good page is still kept. */
  ttlMs: number;
  maxStaleMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** The replicas' store (REDIS_URL); this process's Map stays in front of it. */
  shared?: SharedPageStore;
}): HtmlCache {
  const entries = new Map<string, Entry>();

  function keep(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    // Oldest first in a Map: past the bound, the least recently stored page goes.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  /** Keeps a render's outcome here; the returned promise is the shared store's write. */
  function store(key: string, page: RenderOutcome, variant: string): Promise<void> {
    if (page === undefined) {
      const entry = entries.get(key);
      if (entry) entry.refreshing = false;
      return Promise.resolve();
    }
    entries.delete(key);
    if (!page) return shared?.delete(key) ?? Promise.resolve();
    const at = now();
    keep(key, { page, at, refreshing: false, variant });
    return shared?.set(key, { page, at, variant }, SHARED_PAGE_TTL_MS) ?? Promise.resolve();
  }

  /** The local entry, replaced by the shared one when that is newer (another replica rendered). */
  async function freshest(key: string, variant: string): Promise<Entry | undefined> {
    const local = entries.get(key);
    const usable = local?.variant === variant ? local : undefined;
    if (!shared || (usable && now() - usable.at <= ttlMs)) return local;
    const remote = await shared.get(key);
    if (!remote || remote.variant !== variant || (usable && usable.at >= remote.at)) return local;
    const adopted = { ...remote, refreshing: usable?.refreshing ?? false };
    keep(key, adopted);
    return adopted;
  }

  return {
    async get(key, render, variant = '') {
      const stored = ttlMs > 0 ? await freshest(key, variant) : undefined;
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
      // Awaited: the next request, on any replica, finds this page.
      await store(key, page, variant);
      return { page, hit: false };
    },
    async lastGood(key) {
      const local = entries.get(key)?.page;
      if (local || !shared) return local ?? null;
      return (await shared.get(key))?.page ?? null;
    },
    clear() {
      entries.clear();
    },
  };
}
