import { z } from './zod-jitless';

/**
 * A per-path redirection (GET /v1/redirection?slug=). `source` is a path with its leading slash
 * (legacy ones keep their trailing slash); `target` is a site path or, when `external`, a full URL
 * the shell opens with a full page load (SPEC 2.1).
 */
export const redirectionSchema = z.object({
  id: z.number().int(),
  source: z.string(),
  target: z.string(),
  status: z.union([z.literal(301), z.literal(302)]),
  external: z.boolean(),
});
export type Redirection = z.infer<typeof redirectionSchema>;
