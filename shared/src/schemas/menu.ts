import { z } from './zod-jitless';

/**
 * A menu entry. `url` is a site route (`/terrasse-composite`) or, when `external` is true, a full
 * address. `children` nests without a depth limit (the seed uses up to three levels).
 */
export type MenuItem = {
  id: number;
  label: string;
  url: string;
  external: boolean;
  children: MenuItem[];
};
export const menuItemSchema: z.ZodType<MenuItem> = z.object({
  id: z.number().int(),
  label: z.string(),
  url: z.string(),
  external: z.boolean(),
  get children() {
    return z.array(menuItemSchema);
  },
});

/** A named menu: `technical_name` is e.g. `header`, `footer`, `footer_legal`, `ocelia_header`. */
export const menuSchema = z.object({
  id: z.number().int(),
  technical_name: z.string(),
  label: z.string(),
  items: z.array(menuItemSchema),
});
export type Menu = z.infer<typeof menuSchema>;

/** GET /v1/menu answers `{ data: Menu[] }`. */
export const menuListSchema = z.array(menuSchema);
