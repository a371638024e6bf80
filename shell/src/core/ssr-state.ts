import type { CustomerLike } from '@arbora/shared/store';
import type { DehydratedState } from '@tanstack/react-query';

/** The id of the inert JSON block that carries the server's render to the browser. */
export const SSR_STATE_ID = 'arbora-ssr';

/** What the browser needs to render, on its first render, exactly what the server rendered. */
export interface SsrState {
  /** The query cache after the render (queries fetched during the render included). */
  queries: DehydratedState;
  /** The remote page the server rendered (or tried to), for the path it rendered. */
  page: {
    pathname: string;
    remote: string;
    module: string;
    /** false: the remote's area was left to the browser (server build down, slow, throwing). */
    rendered: boolean;
    /**
     * The build id of the remote's Node code that rendered the page (tooling/webpack/create-config.cjs):
     * the browser hydrates only with its browser build of the same id, else renders the page itself.
     */
    buildId?: string;
    httpError?: { status: number; message: string };
  } | null;
  /**
   * The customer's session, on an account page rendered with the session cookie (issue 36): the
   * browser's session store takes it before hydrating. Never the token (HttpOnly cookie).
   */
  session?: { customer: CustomerLike; isPro: boolean };
}

/**
 * JSON safe inside a `<script>` element: `<` cannot close it, and U+2028/U+2029 cannot break a
 * parser that reads it as script (docs/server-rendering.md, "Federation pitfalls").
 */
export function serializeState(state: SsrState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readSsrState(doc: Document = document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}
