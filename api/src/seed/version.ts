import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { menuItems, menus, pages, promotions, redirections, seedState, settings } from '../db/schema/index';
import { createRng, type Rng } from '../lib/rng';
import { CATEGORIES } from './catalogue-data';
import { COMPANIES, PROMOTIONS } from './commerce';
import { blogPosts, gateAdvice, hubPages, productPages, terraceAdvice, testimonials } from './content-articles';
import { corePages } from './content-core';
import { legalPages } from './content-legal';
import { installers, realisations, stores } from './content-places';
import { SEED_STREAM } from './context';
import { pageColumns, type PageSeed } from './page-builder';
import { REDIRECTIONS } from './redirections';
import { insertMenuItems, MENUS, SETTINGS } from './site';
import { TAG_FAMILIES } from './tags';

/** The content pages, in the order the seed draws them on its stream (the catalogue draws next). */
export function seededPages(rng: Rng): PageSeed[] {
  return [
    ...corePages(rng),
    ...legalPages(),
    ...hubPages(rng),
    ...gateAdvice(rng),
    ...terraceAdvice(rng),
    ...productPages(rng),
    ...blogPosts(rng),
    ...testimonials(rng),
    ...realisations(rng),
    ...stores(rng),
    ...installers(rng),
  ];
}

/**
 * The seed in two parts, each recorded in `seed_state` with its digest when a database is seeded.
 * - `structure`: what rows refer to. Each page's slug, parent, type, status, line, age and tags
 *   (the catalogue's categories link pages by tag, type and date), the categories' plan (the
 *   products drawn from it, whose variants carts and orders name by id), the tags, the company
 *   registry. A database seeded with another structure can only be seeded afresh.
 * - `copy`: what rows say. Every page's columns, the settings, menus, redirections and promotions.
 *   With the same structure it is rewritten in place (`refreshSeededCopy`), ids kept, so the
 *   accounts, carts and orders a person created stay.
 * Not compared: the products' own texts and the relay points (drawn or written by the catalogue
 * and commerce seeds as they insert); the catalogue's are covered by `CATALOGUE_EDITION`.
 */
export type SeedPart = 'structure' | 'copy';

/**
 * The edition of what the catalogue seed writes as it inserts: the categories', products' and
 * variants' texts, attributes, FAQs and pictures, and the tags' names as typeset. They are not
 * computed here (they draw on the stream after the pages), so a change to them bumps this number
 * by hand: it is part of the structure, and a database seeded by an older edition is told to reseed
 * (`npm run db:reset -w @arbora/api`). catalogue-facts.test.ts records the catalogue’s digest with the
 * edition, and fails when one changes without the other.
 * 2: units joined by a no-break space in tags and products (c15a764); Océlia products said of
 * plastic, never of wood fibre, and their FAQ; categories' material only where it is theirs, the
 * accessories' cover; fence panels' and planters' dimensions.
 */
export const CATALOGUE_EDITION = 2;

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

let digests: Record<SeedPart, string> | undefined;

/** The code's digest of each part, computed without a database, once per process (well under a second). */
export function seedDigests(): Record<SeedPart, string> {
  if (!digests) {
    const seeded = seededPages(createRng(SEED_STREAM));
    const structure = seeded.map((p) => [p.slug, p.parentSlug, p.type, p.status, p.line, p.age, p.tags]);
    digests = {
      structure: hash({
        pages: structure,
        categories: CATEGORIES,
        tags: TAG_FAMILIES,
        companies: COMPANIES,
        catalogue: CATALOGUE_EDITION,
      }),
      copy: hash({
        pages: seeded.map(pageColumns),
        settings: SETTINGS,
        menus: MENUS,
        redirections: REDIRECTIONS,
        promotions: PROMOTIONS,
      }),
    };
  }
  return digests;
}

/** Records that this database holds the current code's seed (in the seeding transaction). */
export async function recordSeed(db: Db, parts: readonly SeedPart[] = ['structure', 'copy']): Promise<void> {
  const seededAt = new Date();
  for (const part of parts) {
    const digest = seedDigests()[part];
    await db
      .insert(seedState)
      .values({ part, digest, seededAt })
      .onConflictDoUpdate({ target: seedState.part, set: { digest, seededAt } });
  }
}

export type SeedFreshness = {
  /** The code's digests. */
  digests: Record<SeedPart, string>;
  /** The database's, null when not recorded (seeded before the seed recorded them). */
  recorded: Record<SeedPart, string | null>;
  /** Every part is the code's. */
  current: boolean;
  /** Only the copy differs: `refreshSeededCopy` brings it up to date in place. */
  copyOnly: boolean;
};

/** Compares the database's recorded seed with the code's. */
export async function seedFreshness(db: Db): Promise<SeedFreshness> {
  const rows = await db.select().from(seedState);
  const of = (part: SeedPart) => rows.find((r) => r.part === part)?.digest ?? null;
  const digests = seedDigests();
  const recorded = { structure: of('structure'), copy: of('copy') };
  const sameStructure = recorded.structure === digests.structure;
  return {
    digests,
    recorded,
    current: sameStructure && recorded.copy === digests.copy,
    copyOnly: sameStructure && recorded.copy !== digests.copy,
  };
}

/**
 * Rewrites the seeded copy in place, in one transaction, when the structure is the code's: each
 * seeded page's columns by slug (its id, parent and tags kept; the search index follows by its
 * triggers), the seeded settings by name, the seeded menus' items, the redirections by source and
 * the promotions by code; then records the copy's digest. Nothing a person creates is in these
 * rows, and nothing else is touched. Returns the number of pages rewritten.
 */
export async function refreshSeededCopy(db: Db, siteId = 1): Promise<number> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const seeded = seededPages(createRng(SEED_STREAM));
    let rewritten = 0;
    for (const page of seeded) {
      const done = await tx
        .update(pages)
        .set(pageColumns(page))
        .where(and(eq(pages.siteId, siteId), eq(pages.slug, page.slug)))
        .returning({ id: pages.id });
      rewritten += done.length;
    }
    if (rewritten !== seeded.length)
      throw new Error(
        `Seeded copy: ${seeded.length - rewritten} seeded pages are missing, though the structure matched`,
      );

    // The rest by its natural key (the schema's unique constraints): rewritten if there, added if not.
    await tx
      .insert(settings)
      .values(SETTINGS.map(([technicalName, name, value, type]) => ({ siteId, technicalName, name, value, type })))
      .onConflictDoUpdate({
        target: [settings.siteId, settings.technicalName],
        set: { name: sql`excluded.name`, value: sql`excluded.value`, type: sql`excluded.type` },
      });

    for (const [position, menu] of MENUS.entries()) {
      const [row] = await tx
        .insert(menus)
        .values({ siteId, technicalName: menu.technicalName, label: menu.label, position })
        .onConflictDoUpdate({ target: [menus.siteId, menus.technicalName], set: { label: menu.label, position } })
        .returning({ id: menus.id });
      // Its items written afresh (none yet for a menu just added).
      await tx.delete(menuItems).where(eq(menuItems.menuId, row!.id));
      await insertMenuItems(tx, row!.id, menu.items);
    }

    await tx
      .insert(redirections)
      .values(REDIRECTIONS.map(([source, target, status, external]) => ({ siteId, source, target, status, external })))
      .onConflictDoUpdate({
        target: [redirections.siteId, redirections.source],
        set: { target: sql`excluded.target`, status: sql`excluded.status`, external: sql`excluded.external` },
      });

    // One by one: each rewrites the columns it names (a code is unique across sites).
    for (const promotion of PROMOTIONS)
      await tx.insert(promotions).values(promotion).onConflictDoUpdate({ target: promotions.code, set: promotion });

    await recordSeed(tx, ['copy']);
    return rewritten;
  });
}
