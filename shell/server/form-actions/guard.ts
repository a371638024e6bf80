import { matchRoute } from '../../src/routing/match-route';

/**
 * How the shell protects a page's form action from a POST made by another site (CSRF). One rule,
 * decided here by the page module whose `pageAction` answers (docs/server-rendering.md, « Form
 * actions »):
 *
 * - `origin-only`: the cart's forms, which change nothing but the visitor's cart (« Ajouter au
 *   panier » on a product page; a line's quantity, its removal and the promotion code on
 *   `/panier`). The request's Origin (else its Referer) must be the site's (`fromSiteOrigin`): a
 *   browser names it on every form POST, and one that names neither is refused. The form carries
 *   no `<FormToken />`, so a product page is the same for every anonymous visitor (public, cached
 *   by a CDN and the HTML cache). A cross-site POST also never carries the visitor's cart: the cart
 *   cookie (`arbora_cart`) and the session cookie are SameSite=Lax, which a browser leaves out of
 *   another site's POST.
 * - `token`, every other form (login, signup, password, the contact, quote, sample… forms, the
 *   account): personal data or a session. The Origin AND the visitor's token (`<FormToken />`,
 *   token.ts); a page that shows one is the visitor's own (`private, no-store`, page.ts).
 *
 * A form with personal data never posts to an `origin-only` page.
 */
export type ActionGuard = 'origin-only' | 'token';

/** The page modules (remote/module) whose `pageAction` only changes the visitor's cart. */
const CART_ACTIONS = new Set(['catalogue/ProductPage', 'checkout/CartPage']);

export function actionGuard(pathname: string): ActionGuard {
  try {
    const match = matchRoute(pathname);
    if (match.kind === 'page' && CART_ACTIONS.has(`${match.route.remote}/${match.route.module}`)) return 'origin-only';
  } catch {
    // An unreadable path: the strict rule.
  }
  return 'token';
}
