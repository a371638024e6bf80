import { z } from './zod-jitless';
import {
  breadcrumbSchema,
  imageSchema,
  metasSchema,
  moneySchema,
  paragraphSchema,
  pushSchema,
  salesLineSchema,
  tagSchema,
} from './common';

/** Technical names of page types the seed uses (the `type` filter of GET /v1/page). */
export const PAGE_TYPES = [
  'home',
  'content',
  'blog',
  'realisation',
  'testimonial',
  'advice_gate',
  'advice_terrace',
  'product_page',
  'store',
  'installer',
  'style',
  'service',
  'support',
  'professional',
  'legal',
  'faq',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const pageTypeSchema = z.object({
  technical_name: z.string(),
  name: z.string(),
});

export const pageStatusSchema = z.enum(['published', 'draft']);

/** Where a store, installer or realisation is. `hours` are French lines (`Lundi : 9h00 – 18h00`). */
export const pageLocationSchema = z.object({
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string(),
  region: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  phone: z.string().nullable(),
  hours: z.array(z.string()),
});
export type PageLocation = z.infer<typeof pageLocationSchema>;

/** A table-of-content entry: `anchor` is the id of a heading inside `content`. */
export const tocEntrySchema = z.object({
  anchor: z.string(),
  label: z.string(),
  level: z.number().int().min(2).max(4),
});

/** A reference to another page (the parent, a related page). */
export const pageRefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
});
export type PageRef = z.infer<typeof pageRefSchema>;

/**
 * A page as it appears in lists (GET /v1/page, home, category articles). `author`, `place` and
 * `price` are filled for blog-type listings (blog posts: author; realisations: place and budget in
 * money units; testimonials: author and place), null elsewhere. The four tag families of
 * realisations (colour, fence type, height, range) are split out; `tags` holds every tag.
 */
export const pageSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  text: z.string(),
  type: pageTypeSchema,
  line: salesLineSchema,
  status: pageStatusSchema,
  promoted: z.boolean(),
  publication_date: z.string(),
  covers: z.array(imageSchema),
  tags: z.array(tagSchema),
  tags_colour: z.array(tagSchema),
  tags_fence_type: z.array(tagSchema),
  tags_height: z.array(tagSchema),
  tags_range: z.array(tagSchema),
  location: pageLocationSchema.nullable(),
  author: z.string().nullable(),
  place: z.string().nullable(),
  price: moneySchema.nullable(),
  rating: z.number().int().min(1).max(5).nullable(),
});
export type PageSummary = z.infer<typeof pageSummarySchema>;

/** Blog facts of a blog post page (null on other pages). */
export const pageBlogSchema = z.object({
  author: z.string(),
  author_role: z.string().nullable(),
  reading_minutes: z.number().int().positive(),
});

/**
 * A full page (GET /v1/page/{id}): every SPEC 3 Page field. `content` is sanitized HTML,
 * `text` its plain-text summary. `breadcrumbs` start at the home page.
 */
export const pageSchema = pageSummarySchema.extend({
  content: z.string(),
  covers_mobile: z.array(imageSchema),
  metas: metasSchema,
  paragraphs_display: z.array(paragraphSchema),
  blog: pageBlogSchema.nullable(),
  table_of_content: z.array(tocEntrySchema),
  push: z.array(pushSchema),
  parent: pageRefSchema.nullable(),
  children: z.array(pageRefSchema),
  breadcrumbs: z.array(breadcrumbSchema),
  updated_at: z.string(),
});
export type Page = z.infer<typeof pageSchema>;
