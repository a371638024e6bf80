/** @jest-environment node */
import { afterLoginTarget, loginRedirect, middlewareOf, UnknownMiddlewareError } from './middleware';
import { ROUTES, type RouteDef } from './route-table';

const route = (middleware?: string[]): RouteDef => ({
  id: 'test-route',
  pattern: '/x',
  remote: 'content',
  module: 'X',
  middleware,
});

describe('middlewareOf', () => {
  it('returns the known middleware of a route', () => {
    expect(middlewareOf(route(['auth']))).toEqual(['auth']);
    expect(middlewareOf(route())).toEqual([]);
  });

  it('throws an error naming an unknown middleware and its route', () => {
    expect(() => middlewareOf(route(['auth', 'admin']))).toThrow(UnknownMiddlewareError);
    expect(() => middlewareOf(route(['admin']))).toThrow('Unknown route middleware "admin" on route "test-route"');
  });

  it('accepts every route of the table', () => {
    for (const r of ROUTES) expect(() => middlewareOf(r)).not.toThrow();
  });
});

describe('loginRedirect', () => {
  it('sends to the login page with the path and query to come back to', () => {
    expect(loginRedirect('/mes-commandes', '?page=2')).toBe('/connexion?redirect=%2Fmes-commandes%3Fpage%3D2');
    expect(loginRedirect('/panier/livraison')).toBe('/connexion?redirect=%2Fpanier%2Flivraison');
  });
});

describe('afterLoginTarget (SPEC 2.1)', () => {
  it('goes to the redirect parameter when it is a path of this site', () => {
    expect(afterLoginTarget('?redirect=%2Fmes-commandes%3Fpage%3D2')).toBe('/mes-commandes?page=2');
    expect(afterLoginTarget('redirect=/panier/livraison')).toBe('/panier/livraison');
  });

  it('round-trips with loginRedirect', () => {
    const login = new URL(loginRedirect('/mes-chantiers/jardin', '?tri=date'), 'https://arbora.example');
    expect(afterLoginTarget(login.search)).toBe('/mes-chantiers/jardin?tri=date');
  });

  it.each([
    ['no parameter', ''],
    ['an empty parameter', '?redirect='],
    ['a protocol-relative URL', '?redirect=//evil.example/x'],
    ['a backslash the browser reads as a slash', '?redirect=/%5Cevil.example'],
    ['a tab the browser drops', '?redirect=/%09/evil.example'],
    ['an absolute URL', '?redirect=https://evil.example/'],
    ['a script URL', '?redirect=javascript:alert(1)'],
    ['a relative path', '?redirect=mes-commandes'],
  ])('goes home for %s', (_label, search) => {
    expect(afterLoginTarget(search)).toBe('/');
  });
});
