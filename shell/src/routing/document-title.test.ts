import { matchRoute } from './match-route';
import { ROUTES } from './route-table';
import { NOT_FOUND_TITLE, routeTitle, withSiteName } from './document-title';
import { ROUTE_TITLES_FR } from '../core/route-titles-fr';

describe('document titles (one source: the routes’ titles)', () => {
  it.each([
    ['/panier', 'Panier | Arbora'],
    ['/devis/devis-terrasse', 'Devis terrasse | Arbora'],
    ['/temoignages/-p--3', 'Témoignages clients – page 3 | Arbora'],
    ['/Pas_Une_Page', NOT_FOUND_TITLE],
    // A confirmation's title is its page's heading (the forms remote's head): no other words flash first.
    ['/form/confirmation', 'Votre demande est envoyée | Arbora'],
    ['/devis/confirmation', 'Votre demande de devis est envoyée | Arbora'],
  ])('%s → %s', (path, title) => {
    expect(routeTitle(matchRoute(path), ROUTE_TITLES_FR)).toBe(title);
  });

  it('leaves content pages to their own head; a product has a generic title until its own', () => {
    expect(routeTitle(matchRoute('/conseils/terrasse'), ROUTE_TITLES_FR)).toBeNull();
    expect(routeTitle(matchRoute('/p-lame-composite'), ROUTE_TITLES_FR)).toBe('Produit | Arbora');
  });

  it('never says the site name twice', () => {
    expect(withSiteName('Panier | Arbora')).toBe('Panier | Arbora');
  });

  it('has a title for every route that is not data-driven', () => {
    const dataDriven = new Set([
      'home',
      'category',
      'product-list',
      'product',
      'plastic-product-list',
      'plastic-product',
      'content-index',
      'content',
      'testimonial',
    ]);
    const missing = ROUTES.filter(
      (r) => !dataDriven.has(r.id) && !(`title_${r.id.replace(/-/g, '_')}` in ROUTE_TITLES_FR),
    ).map((r) => r.id);
    expect(missing).toEqual([]);
  });
});
