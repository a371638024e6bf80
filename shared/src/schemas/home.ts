import { z } from './zod-jitless';
import { categorySummarySchema } from './category';
import { pageSchema, pageSummarySchema } from './page';
import { productSummarySchema } from './product';

/** A short reassurance argument under the hero (delivery, warranty, made in France, ...). */
export const reassuranceSchema = z.object({
  icon: z.string(),
  title: z.string(),
  text: z.string(),
});

/**
 * GET /v1/home: the home CMS page (hero = `page.covers[0]`, intro = `page.content`) plus the blocks a
 * home page shows. Lists are short and ordered for display.
 */
export const homeSchema = z.object({
  page: pageSchema,
  reassurance: z.array(reassuranceSchema),
  featured_categories: z.array(categorySummarySchema),
  products: z.array(productSummarySchema),
  realisations: z.array(pageSummarySchema),
  blog_posts: z.array(pageSummarySchema),
  advice: z.array(pageSummarySchema),
  testimonials: z.array(pageSummarySchema),
});
export type Home = z.infer<typeof homeSchema>;
