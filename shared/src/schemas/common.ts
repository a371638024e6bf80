import { z } from './zod-jitless';

/**
 * A money amount as it crosses the wire: an integer equal to euros × 10000 (SPEC 3, SPEC 9).
 * 12,50 € is 125000. Never a float: rounding happens once, on the server.
 */
export const moneySchema = z.number().int();

/** Query fields every call sends (SPEC 7). Defaults follow SPEC 9: site 1, sales plan 1, lang fr. */
export const baseQuerySchema = z.object({
  sales_plan_id: z.coerce.number().int().positive().default(1),
  site_id: z.coerce.number().int().positive().default(1),
  lang: z.enum(['fr']).default('fr'),
});
export type BaseQuery = z.infer<typeof baseQuerySchema>;

/** The two sales lines: composite (default layout) and the Océlia plastic line (URL segment `ocelia`). */
export const salesLineSchema = z.enum(['composite', 'ocelia']);
export type SalesLine = z.infer<typeof salesLineSchema>;

/**
 * A picture. `url` is a JPEG and `url_webp` a WebP of it, browser-facing URLs: for a photograph
 * of the image endpoint (`/api/v1/images/...`) at a default width, the page building its `srcset`
 * from `url` (`imageCandidates`). Width and height are its full size, always known so the page
 * can reserve the space (no layout shift).
 */
export const imageSchema = z.object({
  url: z.string(),
  url_webp: z.string(),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Image = z.infer<typeof imageSchema>;

/** Head tags of a page or category. */
export const metasSchema = z.object({
  title: z.string(),
  description: z.string(),
  canonical: z.string().nullable(),
  robots: z.string(),
});
export type Metas = z.infer<typeof metasSchema>;

/** A price triple: HT, TTC and the tax amount (all money). */
export const pricesSchema = z.object({
  ht: moneySchema,
  ttc: moneySchema,
  tax: moneySchema,
});
export type Prices = z.infer<typeof pricesSchema>;

/** A tag of a content page (blog tag, realisation colour, fence type, height, range, ...). */
export const tagSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  technical_name: z.string(),
  name: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

/** A promotional block linking elsewhere (category push_1..3, page push, product push_). */
export const pushSchema = z.object({
  title: z.string(),
  text: z.string(),
  label: z.string(),
  url: z.string(),
  image: imageSchema.nullable(),
});
export type Push = z.infer<typeof pushSchema>;

/** One question and its answer; `answer` is sanitized HTML. */
export const faqSchema = z.object({
  question: z.string(),
  answer: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

/** A content block of a page or product. `content` is sanitized HTML. */
export const paragraphSchema = z.object({
  id: z.string(),
  type: z.enum(['text', 'image', 'quote', 'faq', 'push', 'video']),
  title: z.string().nullable(),
  content: z.string(),
  image: imageSchema.nullable(),
});
export type Paragraph = z.infer<typeof paragraphSchema>;

/** A breadcrumb step: a label and a site route (SPEC 2.6). */
export const breadcrumbSchema = z.object({
  label: z.string(),
  route: z.string(),
});
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

/** The customer rating of a product or testimonial: average 0..5 with one decimal, and a count. */
export const ratingSchema = z.object({
  average: z.number().min(0).max(5),
  count: z.number().int().nonnegative(),
});
export type Rating = z.infer<typeof ratingSchema>;
