import type { Home, Setting } from '@arbora/shared/schemas';
import type { PageRepository } from './page';
import type { CatalogueHomeSource } from './catalogue-types';
import { settingValue } from './site';
import { unitSpaces } from '../lib/french-typography';

/**
 * The home page's commitments. The warranty and the delivery promise are the site settings'
 * (`warranty_years`, `delivery_promise`), the same ones the product pages and the CGV state.
 */
export function reassurance(settings: Setting[]): Home['reassurance'] {
  const years = settingValue(settings, 'warranty_years');
  const delivery = settingValue(settings, 'delivery_promise');
  return [
    {
      icon: 'truck',
      title: 'Livraison partout en France',
      text: `${delivery ? `Livraison en ${delivery}, à` : 'À'} domicile ou en relais fermier pour les colis lourds.`,
    },
    {
      icon: 'shield',
      title: years ? unitSpaces(`Garantie ${years} ans`) : 'Garantie commerciale',
      text: 'Sur nos lames en bois composite\u00a0: elles ne se fendent pas et ne pourrissent pas.',
    },
    { icon: 'recycle', title: 'Matières recyclées', text: 'Fibres de bois et polymères issus du recyclage.' },
    { icon: 'tools', title: 'Poseurs agréés', text: 'Un réseau de professionnels formés à nos produits.' },
  ];
}

/** GET /v1/home: the home CMS page and the blocks around it. */
export function createHomeRepository(
  pagesRepo: PageRepository,
  catalogue: CatalogueHomeSource,
  settingsOf: (siteId: number) => Promise<Setting[]>,
) {
  return {
    async home(siteId: number): Promise<Home | null> {
      const page = await pagesRepo.bySlug(siteId, 'accueil');
      if (!page) return null;
      const [featured, products, realisations, blogPosts, advice, testimonials, settings] = await Promise.all([
        catalogue.featuredCategories(siteId, 8),
        catalogue.featuredProducts(siteId, 8),
        pagesRepo.latest(siteId, ['realisation'], 6, true),
        pagesRepo.latest(siteId, ['blog'], 4),
        pagesRepo.latest(siteId, ['advice_terrace', 'advice_gate'], 4, true),
        pagesRepo.latest(siteId, ['testimonial'], 6),
        settingsOf(siteId),
      ]);
      return {
        page,
        reassurance: reassurance(settings),
        featured_categories: featured,
        products,
        realisations,
        blog_posts: blogPosts,
        advice,
        testimonials,
      };
    },
  };
}
