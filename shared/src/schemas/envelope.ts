import { z } from './zod-jitless';

/** Every success answer wraps its payload in `data` (SPEC 7). */
export function envelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/**
 * Pagination metadata of every list. `page` is 1-based; `pages` is ceil(total / perPage) and at
 * least 1 only when total > 0 (an empty list has pages 0).
 */
export const paginationSchema = z.object({
  page: z.number().int().positive(),
  perPage: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  pages: z.number().int().nonnegative(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/**
 * A page of a list. Paginated calls answer `{ data: { items: [...], pagination: {...} } }`,
 * i.e. `envelope(paginated(item))`. Lists that are never paginated (menus, settings, tags) answer
 * `{ data: [...] }`.
 */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), pagination: paginationSchema });
}

export type Paginated<T> = { items: T[]; pagination: Pagination };
export type Envelope<T> = { data: T };
