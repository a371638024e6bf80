import { redirections } from '../db/schema/index';
import type { SeedContext } from './context';

/**
 * Per-path redirections (SPEC 2.1): renamed sections, legacy paths that ended with a slash, and
 * external addresses opened with a full page load.
 */
export const REDIRECTIONS: [source: string, target: string, status: 301 | 302, external: boolean][] = [
  ['/nos-realisations/', '/realisations', 301, false],
  ['/nos-realisations', '/realisations', 301, false],
  ['/conseils-terrasse/', '/conseils/terrasse', 301, false],
  ['/conseils-portail/', '/conseils/portail', 301, false],
  ['/a-propos/', '/qui-sommes-nous', 301, false],
  ['/entreprise/recrutement/', '/recrutement', 301, false],
  ['/cgv/', '/conditions-generales-de-vente', 301, false],
  ['/mentions/', '/mentions-legales', 301, false],
  ['/livraison-et-retrait/', '/livraison', 301, false],
  ['/nos-engagements/', '/nos-engagements', 301, false],
  ['/faq/', '/faq', 301, false],
  ['/magasin/', '/magasins', 301, false],
  ['/terrasse/', '/terrasse-composite', 301, false],
  ['/portail/', '/portail-composite', 301, false],
  ['/portillon/', '/portillon-composite', 301, false],
  ['/occultation/', '/occultation', 301, false],
  ['/brise-vue/', '/brise-vue', 301, false],
  ['/plastique/', '/ocelia', 301, false],
  ['/promo-ete', '/promotion-ete', 302, false],
  ['/espace-pro', 'https://pro.arbora.example', 302, true],
  ['/catalogue-pdf', 'https://docs.arbora.example/catalogue-2025.pdf', 302, true],
  ['/avis-clients', 'https://avis.arbora.example/arbora', 302, true],
  ['/recrutement/offres/', 'https://emplois.arbora.example', 301, true],
];

export async function seedRedirections(ctx: SeedContext): Promise<void> {
  await ctx.db.insert(redirections).values(
    REDIRECTIONS.map(([source, target, status, external]) => ({
      siteId: ctx.siteId,
      source,
      target,
      status,
      external,
    })),
  );
}
