import { fr } from '@arbora/shared/messages';
import { matchRoute } from '../routing/match-route';
import { ROUTES } from '../routing/route-table';
import { NOT_FOUND_TITLE, routeTitle, withSiteName } from './document-title';

describe('document titles (one source: the message catalogue)', () => {
  it.each([
    ['/panier', 'Panier | Arbora'],
    ['/devis/devis-terrasse', 'Devis terrasse | Arbora'],
    ['/temoignages/-p--3', 'Témoignages clients – page 3 | Arbora'],
    ['/Pas_Une_Page', NOT_FOUND_TITLE],
  ])('%s → %s', (path, title) => {
    expect(routeTitle(matchRoute(path))).toBe(title);
  });

  it('leaves content pages to their own head; a product has a generic title until its own', () => {
    expect(routeTitle(matchRoute('/conseils/terrasse'))).toBeNull();
    expect(routeTitle(matchRoute('/p-lame-composite'))).toBe('Produit | Arbora');
  });

  it('never says the site name twice', () => {
    expect(withSiteName('Panier | Arbora')).toBe('Panier | Arbora');
  });

  it('has a catalogue title for every route that is not data-driven', () => {
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
    const missing = ROUTES.filter((r) => !dataDriven.has(r.id) && !(`title_${r.id.replace(/-/g, '_')}` in fr)).map(
      (r) => r.id,
    );
    expect(missing).toEqual([]);
  });
});
