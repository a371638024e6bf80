import { z } from 'zod';
import { apiErrorSchema, baseQuerySchema } from '@arbora/shared/schemas';

export { baseQuerySchema };

/** Error answers every route may give; declared so OpenAPI documents them. */
export const errorResponses = { 400: apiErrorSchema, 404: apiErrorSchema };

/** A positive integer id in the path. */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A boolean query flag: `true`/`false`/`1`/`0`. */
export const queryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** A comma-separated (or repeated) query list of short tokens. */
export const queryList = z
  .union([z.string().max(1000), z.array(z.string().max(200)).max(50)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean));

/** Pagination metadata from a page request and a total. */
export const paginationOf = (page: number, perPage: number, total: number) => ({
  page,
  perPage,
  total,
  pages: Math.ceil(total / perPage),
});
