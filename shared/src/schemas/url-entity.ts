import { z } from './zod-jitless';
import { salesLineSchema } from './common';

export const entityTypeSchema = z.enum(['cms_page', 'category', 'product']);
export type EntityType = z.infer<typeof entityTypeSchema>;

/**
 * What a slug points to (GET /v1/url/entity). Slugs have no leading slash; nested slugs keep their
 * inner slashes (`conseils/terrasse/choisir-sa-lame`). `line` tells the shell which layout to use.
 */
export const urlEntitySchema = z.object({
  entity_type: entityTypeSchema,
  id: z.number().int(),
  slug: z.string(),
  line: salesLineSchema,
});
export type UrlEntity = z.infer<typeof urlEntitySchema>;
