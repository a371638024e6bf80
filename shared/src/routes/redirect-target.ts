/**
 * Where a per-path redirection rule (SPEC 2.1) sends the visitor: one rule set for the shell server
 * (first request of a visit) and the shell in the browser (later navigations), so both always agree.
 */
export type RedirectRule = { target: string; external?: boolean };
export type RedirectTarget = { external: boolean; href: string };

/** A base no real site has: whatever resolves off it has left the site. */
const SENTINEL = 'https://site.invalid';

/**
 * Browsers drop tabs and newlines inside URLs and read `\` as `/`, so `/\t/evil.example` and
 * `/\evil.example` both lead off-site: any control character or backslash refuses a target outright.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

function decodedOnce(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * A site path as the browser will resolve it (dot segments removed), or null when it would leave
 * the site: anything not starting with one `/`, a protocol-relative or scheme URL, control
 * characters, backslashes, and a path that becomes protocol-relative once its dot segments or
 * percent-encoding are resolved (`/a/../..//x`, `/%2F%2Fx`).
 */
export function sitePath(target: string): string | null {
  if (!target.startsWith('/') || target.startsWith('//') || UNSAFE.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, SENTINEL);
  } catch {
    return null;
  }
  if (url.origin !== SENTINEL) return null;
  const path = url.pathname;
  const decoded = decodedOnce(path);
  if (path.startsWith('//') || decoded.startsWith('//') || UNSAFE.test(decoded)) return null;
  return `${path}${url.search}${url.hash}`;
}

/** An absolute http(s) URL, normalised, or null. */
function externalUrl(target: string): string | null {
  if (UNSAFE.test(target)) return null;
  try {
    const url = new URL(target);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The target of a rule for a visit of `pathname` with query `search`, or null when the rule must
 * not be followed. Only a rule marked `external` may leave the site (to an http(s) URL, without the
 * visit's query: nothing of it leaks to another site); any other target must stay on the site and
 * keeps the visit's query (campaign tags) unless it has its own. A target equal to the visited path
 * (a legacy slash variant) is refused: following it would loop.
 */
export function redirectTarget(rule: RedirectRule, pathname: string, search = ''): RedirectTarget | null {
  const target = rule.target.trim();
  if (rule.external) {
    const href = externalUrl(target);
    return href ? { external: true, href } : null;
  }
  const path = sitePath(target);
  if (path === null) return null;
  const bare = path.split(/[?#]/)[0];
  if (bare === pathname) return null;
  const withQuery = search && !/[?#]/.test(path) ? `${path}${search.startsWith('?') ? search : `?${search}`}` : path;
  return { external: false, href: withQuery };
}
