import type { Home } from '@arbora/shared/schemas';
import type { PageRepository } from './page';
import type { CatalogueHomeSource } from './catalogue-types';

const REASSURANCE: Home['reassurance'] = [
  {
    icon: 'truck',
    title: 'Livraison partout en France',
    text: 'À domicile ou en relais fermier pour les colis lourds.',
  },
  { icon: 'shield', title: 'Garantie 25 ans', text: 'Nos lames ne se fendent pas et ne pourrissent pas.' },
  { icon: 'recycle', title: 'Matières recyclées', text: 'Fibres de bois et polymères issus du recyclage.' },
  { icon: 'tools', title: 'Poseurs agréés', text: 'Un réseau de professionnels formés à nos produits.' },
];

/** GET /v1/home: the home CMS page and the blocks around it. */
export function createHomeRepository(pagesRepo: PageRepository, catalogue: CatalogueHomeSource) {
  return {
    async home(siteId: number): Promise<Home | null> {
      const page = await pagesRepo.bySlug(siteId, 'accueil');
      if (!page) return null;
      const [featured, products, realisations, blogPosts, advice, testimonials] = await Promise.all([
        catalogue.featuredCategories(siteId, 8),
        catalogue.featuredProducts(siteId, 8),
        pagesRepo.latest(siteId, ['realisation'], 6, true),
        pagesRepo.latest(siteId, ['blog'], 4),
        pagesRepo.latest(siteId, ['advice_terrace', 'advice_gate'], 4, true),
        pagesRepo.latest(siteId, ['testimonial'], 6),
      ]);
      return {
        page,
        reassurance: REASSURANCE,
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
