/** @jest-environment node */
import { rendersWithSession, rendersWithSessionCustomer } from './customer-pages';
import { matchRoute } from './match-route';
import type { RouteDef } from './route-table';

function routeOf(pathname: string): RouteDef {
  const match = matchRoute(pathname);
  if (match.kind !== 'page') throw new Error(`no page at ${pathname}`);
  return match.route;
}

describe('rendersWithSessionCustomer: the server reads the session’s customer for the page', () => {
  it('for the cart: a professional’s cart reads HT first from its HTML on, like the delivery step', () => {
    expect(rendersWithSession(routeOf('/panier'))).toBe(false);
    expect(rendersWithSessionCustomer(routeOf('/panier'))).toBe(true);
  });

  it.each(['/mon-compte', '/mes-commandes', '/mes-informations-personnelles', '/panier/livraison'])(
    'for %s, a page rendered with the customer’s data',
    (pathname) => {
      expect(rendersWithSessionCustomer(routeOf(pathname))).toBe(true);
    },
  );

  it.each(['/', '/contactez-nous', '/connexion'])('never for %s, a public page cached for everyone', (pathname) => {
    expect(rendersWithSessionCustomer(routeOf(pathname))).toBe(false);
  });
});
