import { z } from './zod-jitless';

/** A sales plan of a site: its target audience and currency (SPEC 3). */
export const salesPlanSchema = z.object({
  id: z.number().int(),
  target: z.string(),
  currency: z.string(),
});
export type SalesPlan = z.infer<typeof salesPlanSchema>;

/** A site (SPEC 3): `identifier` is its public URL; `domain` is what GET /site?domain= matches. */
export const siteSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  identifier: z.string(),
  domain: z.string(),
  languages: z.array(z.string()),
  salesplan: z.array(salesPlanSchema),
  currency: z.string(),
});
export type Site = z.infer<typeof siteSchema>;
