import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Menu, MenuItem, Redirection, Setting, Site } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { productPath, productSlugOfPath } from '@arbora/shared/routes';
import { menuItems, menus, products, redirections, settings, sites } from '../db/schema/index';
import type { Clock } from './content-window';
import { isLive, systemClock } from './content-window';

/**
 * A setting `x` that has `x_visible_from` / `x_visible_until` settings (a banner « … jusqu’au
 * 30 septembre ») is served only inside that window: outside it `x` is left out and `x_enabled`
 * answers "false", decided here once so no page decides again with another clock.
 */
export function liveSettings(all: Setting[], now: Date): Setting[] {
  const byName = new Map(all.map((s) => [s.technical_name, s.value]));
  const closed = new Set(
    all
      .map((s) => s.technical_name)
      .filter((name) => byName.has(`${name}_visible_from`) || byName.has(`${name}_visible_until`))
      .filter(
        (name) =>
          !isLive(
            { visible_from: byName.get(`${name}_visible_from`), visible_until: byName.get(`${name}_visible_until`) },
            now,
          ),
      ),
  );
  return all
    .filter((s) => !closed.has(s.technical_name))
    .map((s) =>
      s.technical_name.endsWith('_enabled') && closed.has(s.technical_name.slice(0, -'_enabled'.length))
        ? { ...s, value: 'false' }
        : s,
    );
}

/** A setting's value, or `fallback` when the site has none. */
export const settingValue = (all: Setting[], name: string, fallback = ''): string =>
  all.find((s) => s.technical_name === name)?.value ?? fallback;

/** Site-wide data: sites, menus, settings and redirections. */
export function createSiteRepository(db: Db, clock: Clock = systemClock) {
  const toSite = (row: typeof sites.$inferSelect): Site => ({
    id: row.id,
    label: row.label,
    identifier: row.identifier,
    domain: row.domain,
    languages: row.languages,
    salesplan: row.salesplans,
    currency: row.currency,
  });

  /**
   * One URL per product page: `/p-{slug}` of an Océlia product, `/ocelia/p-{slug}` of another,
   * and the CMS product sheet `/produits/{slug}` of a catalogue product all answer a 301 to the
   * product's own path (shared productPath). No rule (null) for the product's own path.
   */
  async function productRedirection(siteId: number, path: string): Promise<Redirection | null> {
    const slug = productSlugOfPath(path);
    if (!slug) return null;
    const [product] = await db
      .select({ slug: products.slug, line: products.line })
      .from(products)
      .where(and(eq(products.siteId, siteId), eq(products.slug, slug)));
    if (!product) return null;
    const target = productPath(product);
    return target === path ? null : { id: 0, source: path, target, status: 301, external: false };
  }

  return {
    async site(siteId: number): Promise<Site | null> {
      const [row] = await db.select().from(sites).where(eq(sites.id, siteId));
      return row ? toSite(row) : null;
    },

    /** Matches the host with or without `www.` and an optional port. */
    async siteByDomain(domain: string): Promise<Site | null> {
      const host = domain.toLowerCase().replace(/:\d+$/, '');
      const candidates = [...new Set([host, host.replace(/^www\./, ''), `www.${host.replace(/^www\./, '')}`])];
      const [row] = await db.select().from(sites).where(inArray(sites.domain, candidates));
      return row ? toSite(row) : null;
    },

    async menus(siteId: number): Promise<Menu[]> {
      const menuRows = await db.select().from(menus).where(eq(menus.siteId, siteId)).orderBy(asc(menus.position));
      if (!menuRows.length) return [];
      const itemRows = await db
        .select()
        .from(menuItems)
        .where(
          inArray(
            menuItems.menuId,
            menuRows.map((m) => m.id),
          ),
        )
        .orderBy(asc(menuItems.position), asc(menuItems.id));
      // Build the trees in memory: menus are small and read on every page.
      const nodes = new Map<number, MenuItem & { menuId: number; parentId: number | null }>();
      for (const r of itemRows)
        nodes.set(r.id, {
          id: r.id,
          label: r.label,
          url: r.url,
          external: r.external,
          children: [],
          menuId: r.menuId,
          parentId: r.parentId,
        });
      const roots = new Map<number, MenuItem[]>(menuRows.map((m) => [m.id, []]));
      for (const node of nodes.values()) {
        const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
        const { menuId, parentId: _parentId, ...item } = node;
        if (parent) parent.children.push(item);
        else roots.get(menuId)?.push(item);
      }
      return menuRows.map((m) => ({
        id: m.id,
        technical_name: m.technicalName,
        label: m.label,
        items: roots.get(m.id) ?? [],
      }));
    },

    async settings(siteId: number): Promise<Setting[]> {
      const rows = await db.select().from(settings).where(eq(settings.siteId, siteId)).orderBy(asc(settings.id));
      const all = rows.map((r) => ({
        id: r.id,
        technical_name: r.technicalName,
        name: r.name,
        value: r.value,
        type: r.type,
      }));
      return liveSettings(all, clock());
    },

    /** Looks a path up as given, then with/without its trailing slash. */
    async redirection(siteId: number, slug: string): Promise<Redirection | null> {
      const path = `/${slug.trim().replace(/^\/+/, '')}`;
      const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
      const candidates = [...new Set([path, bare, `${bare}/`])];
      const rows = await db
        .select()
        .from(redirections)
        .where(and(eq(redirections.siteId, siteId), inArray(redirections.source, candidates)));
      const row = rows.find((r) => r.source === path) ?? rows[0];
      return row
        ? { id: row.id, source: row.source, target: row.target, status: row.status, external: row.external }
        : await productRedirection(siteId, bare);
    },

    productRedirection,
  };
}
export type SiteRepository = ReturnType<typeof createSiteRepository>;
