// The API reads many pages make whatever the page (the menus of the header and the footer, the
// site's settings) or again for each render of a page (its path's redirection rule, what its slug
// names), kept a few seconds per process (page.ts) and per render thread (render-worker.cjs), and
// shared by concurrent renders: without it each render asks for them again. A change in the back
// office reaches every replica within the TTL. CommonJS: a render thread loads it without the
// TypeScript loader.

/**
 * GET paths (under the API's /v1) that answer the same for every anonymous visitor: the menus and
 * settings (one URL each), a path's redirection rule and the entity its slug names (one URL per
 * path asked for; not the entity's data, read by each render).
 */
const SHARED_PATHS = [/\/v1\/menu$/, /\/v1\/setting$/, /\/v1\/redirection$/, /\/v1\/url\/entity$/];
const TTL_MS = 5_000;
/** Answers kept at most (one per path asked for): past it, the expired ones go, then the oldest. */
const MAX_KEPT = 2_000;
/** Definite answers, kept: the data, or none (a path without a redirection rule, a slug naming nothing: a 404). */
const KEPT_STATUSES = new Set([200, 404]);

function isShared(url, init) {
  if (init && init.method && init.method !== 'GET') return false;
  // A visitor's own call (a token) is never shared; the server renders anonymous pages.
  if (init && init.headers && new Headers(init.headers).has('authorization')) return false;
  let pathname;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return false;
  }
  return SHARED_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * Drops the expired answers, and the oldest ones while `kept` is full. Kept in the order they were
 * asked for, with the same TTL: the expired ones come first.
 */
function makeRoom(kept, maxKept, at) {
  for (const [url, entry] of kept) {
    if (entry.expires > at && kept.size < maxKept) break;
    kept.delete(url);
  }
}

/**
 * `fetch` with the shared reads kept for `ttlMs`: a 200 or a 404 is kept (its body, status and
 * headers) and each caller gets its own Response; anything else is not kept. Concurrent misses make
 * one call. At most `maxKept` URLs are kept.
 */
function sharedReads(fetchImpl, { ttlMs = TTL_MS, now = () => Date.now(), maxKept = MAX_KEPT } = {}) {
  const kept = new Map();
  return async function fetchShared(input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!isShared(url, init)) return fetchImpl(input, init);
    let entry = kept.get(url);
    if (!entry || entry.expires <= now()) {
      const pending = fetchImpl(url, { headers: init && init.headers }).then(async (response) => {
        const body = await response.text();
        return { status: response.status, headers: [...response.headers], body };
      });
      const at = now();
      kept.delete(url);
      makeRoom(kept, maxKept, at);
      entry = { expires: at + ttlMs, pending };
      kept.set(url, entry);
      const settled = entry;
      pending.then(
        (answer) => {
          if (!KEPT_STATUSES.has(answer.status) && kept.get(url) === settled) kept.delete(url);
        },
        () => {
          if (kept.get(url) === settled) kept.delete(url);
        },
      );
    }
    const answer = await entry.pending;
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
}

module.exports = { sharedReads, isShared, SHARED_READ_TTL_MS: TTL_MS };
