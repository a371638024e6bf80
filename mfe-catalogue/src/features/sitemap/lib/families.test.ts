/** @jest-environment node */
import type { SitemapData } from '../api/get-sitemap';
import { sitemapFamilies } from './families';

const page = (title: string, slug: string, type: string) => ({
  title,
  slug,
  type: { technical_name: type, name: type },
});

const data = {
  categories: [
    { name: 'Lames de terrasse', slug: 'c-lames-de-terrasse', line: 'composite' },
    { name: 'Bordures', slug: 'c-ocelia-bordures', line: 'ocelia' },
  ],
  products: [{ name: 'Lame Horizon', slug: 'lame-horizon', line: 'composite' }],
  pages: [
    page('Accueil', 'accueil', 'home'),
    page('Poser une terrasse', 'conseils/terrasse/poser', 'advice_terrace'),
    page('Entretenir un portail', 'conseils/portail/entretien', 'advice_gate'),
    page('Magasin de Nantes', 'magasins/nantes', 'store'),
    page('Mentions légales', 'mentions-legales', 'legal'),
    page('Qui sommes-nous ?', 'qui-sommes-nous', 'content'),
  ],
} as unknown as SitemapData;

describe('sitemapFamilies', () => {
  it('groups every page by family in a fixed order, with the line prefix of Océlia', () => {
    const families = sitemapFamilies(data);
    expect(families.map((f) => f.title)).toEqual([
      'Catégories',
      'Produits',
      'Conseils',
      'Magasins',
      'Services',
      'Informations légales',
      'Autres pages',
    ]);
    expect(families[0]?.links).toEqual([
      { label: 'Bordures', href: '/ocelia/c-ocelia-bordures' },
      { label: 'Lames de terrasse', href: '/c-lames-de-terrasse' },
    ]);
    expect(families[1]?.links).toEqual([{ label: 'Lame Horizon', href: '/p-lame-horizon' }]);
    expect(families[2]?.links.map((l) => l.label)).toEqual(['Entretenir un portail', 'Poser une terrasse']);
    expect(families.find((f) => f.id === 'services')?.links).toContainEqual({
      label: 'Demander un devis',
      href: '/devis',
    });
    expect(families.flatMap((f) => f.links).some((l) => l.href === '/accueil')).toBe(false);
  });
});
