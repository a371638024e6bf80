import type { SitemapData } from '../api/get-sitemap';

export interface SitemapLink {
  label: string;
  href: string;
}

export interface SitemapFamily {
  id: string;
  title: string;
  links: SitemapLink[];
}

// CMS page type → family of the plan; types not named here go to « Autres pages ».
const PAGE_FAMILIES: Record<string, string> = {
  advice_terrace: 'conseils',
  advice_gate: 'conseils',
  realisation: 'realisations',
  store: 'magasins',
  service: 'services',
  installer: 'services',
  support: 'services',
  legal: 'legal',
};

/** Pages of the site that are routes, not CMS pages. */
const SERVICE_ROUTES: SitemapLink[] = [
  { label: 'Demander un devis', href: '/devis' },
  { label: 'Commander des échantillons', href: '/echantillons' },
  { label: 'Configurateur 3D', href: '/configurateur' },
  { label: 'Trouver un poseur', href: '/trouvez-un-poseur' },
  { label: 'Prendre rendez-vous', href: '/prenez-rendez-vous' },
  { label: 'Contactez-nous', href: '/contactez-nous' },
  { label: 'Documentation', href: '/documentation' },
];

const TITLES: [id: string, title: string][] = [
  ['categories', 'Catégories'],
  ['produits', 'Produits'],
  ['conseils', 'Conseils'],
  ['realisations', 'Réalisations'],
  ['magasins', 'Magasins'],
  ['services', 'Services'],
  ['legal', 'Informations légales'],
  ['autres', 'Autres pages'],
];

const byLabel = (a: SitemapLink, b: SitemapLink) => a.label.localeCompare(b.label, 'fr');
const ocelia = (line: string) => (line === 'ocelia' ? '/ocelia' : '');

/** Every public page, grouped by family in a fixed order, each family sorted by name. */
export function sitemapFamilies({ categories, products, pages }: SitemapData): SitemapFamily[] {
  const links: Record<string, SitemapLink[]> = Object.fromEntries(TITLES.map(([id]) => [id, []]));
  const push = (id: string, link: SitemapLink) => links[id]?.push(link);
  for (const c of categories) push('categories', { label: c.name, href: `${ocelia(c.line)}/${c.slug}` });
  for (const p of products) push('produits', { label: p.name, href: `${ocelia(p.line)}/p-${p.slug}` });
  for (const page of pages) {
    if (page.type.technical_name === 'home') continue;
    push(PAGE_FAMILIES[page.type.technical_name] ?? 'autres', { label: page.title, href: `/${page.slug}` });
  }
  for (const link of SERVICE_ROUTES) push('services', link);
  return TITLES.map(([id, title]) => ({ id, title, links: (links[id] ?? []).sort(byLabel) })).filter(
    (family) => family.links.length > 0,
  );
}
