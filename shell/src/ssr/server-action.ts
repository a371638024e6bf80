import { pageContext, type FormActionResult, type RemotePageModule, type RemotesConfig } from '@arbora/shared/platform';
import { loadServerPage } from '../federation/server-remotes';
import { matchRoute } from '../routing/match-route';
import { isCustomerPage, rendersWithSession, rendersWithVisitorCart } from '../routing/customer-pages';
import { withRequestApi } from './server-render';

export interface ActionInput {
  /** Path and query the form posted to. */
  url: string;
  formData: FormData;
  /** The API as the server reaches it, with its version. */
  apiBaseUrl: string;
  remotes: RemotesConfig;
  remoteTimeoutMs: number;
  /** The visitor's cart token (cart cookie). */
  cartToken?: string | null;
  /**
   * The request carries the customer's session cookie, and `fetch` its bearer token (as a page
   * render does): the forms of the customer's own pages (account, checkout) have an action.
   */
  session?: boolean;
  /** The API's fetch (the shell passes one that names the visitor's address, and its session's token). */
  fetch?: typeof fetch;
  /** Tests: page modules without the federation runtime. */
  loadPage?: (remote: string, module: string) => Promise<RemotePageModule | null>;
}

/** What became of a form's POST: no action for this URL, the page could not be loaded, or the action's result. */
export type ActionOutcome =
  { kind: 'no-action' } | { kind: 'unavailable' } | { kind: 'done'; result: FormActionResult };

/**
 * Runs the `pageAction` of the page at `url` (docs/remote-team-guide.md, « Form actions »), with the
 * shared API client pointed at the API for this request.
 */
export async function runAction(input: ActionInput): Promise<ActionOutcome> {
  const url = new URL(input.url, 'http://shell.local');
  let match;
  try {
    match = matchRoute(url.pathname);
  } catch {
    return { kind: 'no-action' };
  }
  if (match.kind !== 'page') return { kind: 'no-action' };
  // A customer's page acts for the visitor's cart, or for the session the request carries (its
  // pages rendered with the session's data); never for an anonymous visitor's view of it.
  const forVisitor = rendersWithVisitorCart(match.route) || (Boolean(input.session) && rendersWithSession(match.route));
  if (isCustomerPage(match.route) && !forVisitor) return { kind: 'no-action' };
  const { route, params } = match;
  const remote = input.remotes.remotes.find((candidate) => candidate.name === route.remote);
  if (!remote) return { kind: 'unavailable' };
  const page = input.loadPage
    ? await input.loadPage(route.remote, route.module)
    : await loadServerPage(remote, route.module, input.remoteTimeoutMs);
  if (!page) return { kind: 'unavailable' };
  if (!page.pageAction) return { kind: 'no-action' };
  const action = page.pageAction;
  const ctx = pageContext(url.pathname, url.search, match.plasticLine);
  const result = await withRequestApi(input.apiBaseUrl, input.fetch, () =>
    action({ formData: input.formData, params, ctx, cartToken: input.cartToken ?? null }),
  );
  return { kind: 'done', result };
}
