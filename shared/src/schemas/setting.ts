import { z } from './zod-jitless';

/**
 * A site setting. Values are strings; `type` says how to read them
 * (`text`, `url`, `email`, `phone`, `money` = integer × 10000 as a string, `number`, `boolean`).
 */
export const settingSchema = z.object({
  id: z.number().int(),
  technical_name: z.string(),
  name: z.string(),
  value: z.string(),
  type: z.enum(['text', 'url', 'email', 'phone', 'money', 'number', 'boolean']),
});
export type Setting = z.infer<typeof settingSchema>;

/** GET /v1/setting answers `{ data: Setting[] }`. */
export const settingListSchema = z.array(settingSchema);
