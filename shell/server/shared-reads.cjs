// The API reads many pages make whatever the page (the menus of the header and the footer, the
// site's settings), kept a few seconds per process (page.ts) and per render thread
// (render-worker.cjs), and shared by concurrent renders: without it each render asks for them again.
// CommonJS: a render thread loads it without the TypeScript loader.

/** GET paths (under the API's /v1) that answer the same for every page and every anonymous visitor. */
const SHARED_PATHS = [/\/v1\/menu$/, /\/v1\/setting$/];
const TTL_MS = 5_000;

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
 * `fetch` with the shared reads kept for `ttlMs`: a 200 is kept (its body, status and headers) and
 * each caller gets its own Response; anything else is not kept. Concurrent misses make one call.
 */
function sharedReads(fetchImpl, { ttlMs = TTL_MS, now = Date.now } = {}) {
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
      entry = { expires: now() + ttlMs, pending };
      kept.set(url, entry);
      const settled = entry;
      pending.then(
        (answer) => {
          if (answer.status !== 200 && kept.get(url) === settled) kept.delete(url);
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

module.exports = { sharedReads, isShared };
