import { z } from './zod-jitless';
import { tagSchema } from './common';

/** GET /v1/tags answers `{ data: TagWithCount[] }`: `count` is the number of published pages. */
export const tagWithCountSchema = tagSchema.extend({ count: z.number().int().nonnegative() });
export type TagWithCount = z.infer<typeof tagWithCountSchema>;
export const tagListSchema = z.array(tagWithCountSchema);
