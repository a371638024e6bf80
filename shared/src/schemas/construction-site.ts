import { z } from './zod-jitless';

/** A document issued for a construction site; `url` serves it as PDF (GET .../document/{kind}/{number}). */
export const siteDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['devis', 'facture', 'bon-livraison', 'plan']),
  number: z.string(),
  title: z.string(),
  issued_on: z.string(),
  total_ht: z.number().int(),
  url: z.string(),
});
export type SiteDocument = z.infer<typeof siteDocumentSchema>;

/** A construction site (chantier) of the logged-in customer. */
export const constructionSiteSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  label: z.string(),
  description: z.string(),
  address: z.string(),
  postcode: z.string(),
  city: z.string(),
  status: z.enum(['planned', 'in_progress', 'done']),
  start_date: z.string(),
  end_date: z.string().nullable(),
  documents_count: z.number().int().nonnegative(),
});
export type ConstructionSite = z.infer<typeof constructionSiteSchema>;

export const constructionSiteDetailSchema = constructionSiteSchema.extend({ documents: z.array(siteDocumentSchema) });
export type ConstructionSiteDetail = z.infer<typeof constructionSiteDetailSchema>;

/** Path of GET /v1/construction-site/{id}/document/{a}/{b}: a = kind, b = document number. */
export const siteDocumentParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  a: z.enum(['devis', 'facture', 'bon-livraison', 'plan']),
  b: z.string().regex(/^[A-Z]{2,4}-\d{4}-\d{3,6}$/, 'Invalid document number'),
});
