import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sites } from '../db/schema/index';
import { seedCatalogue } from './catalogue';
import { seedCommerceIfEmpty } from './commerce';
import { seedDemoIfMissing } from './demo';
import { createContext } from './context';
import { insertPages } from './page-builder';
import { seedRedirections } from './redirections';
import { seedMenus, seedSettings, seedSites } from './site';
import { seedTags } from './tags';
import { recordSeed, seededPages } from './version';

/**
 * Seeds an empty database with the full French demo data, in one transaction, deterministically
 * (fixed PRNG seed and dates), and records the seed's digest (`seed_state`). Returns false when
 * the database already holds data: a database is never seeded twice, so one seeded by an older seed
 * keeps its copy (`seedFreshness` tells; the database plugin warns at start).
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sites);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const ctx = createContext(tx as unknown as Db);
    await seedSites(ctx);
    await seedSettings(ctx);
    await seedMenus(ctx);
    await seedTags(ctx);
    const { rng } = ctx;
    await insertPages(ctx, seededPages(rng));
    await seedCatalogue(ctx);
    await seedRedirections(ctx);
    // What seeded it: a later start tells when the seed has changed since (version.ts).
    await recordSeed(tx as unknown as Db);
  });
  return true;
}

/**
 * Everything a database needs: the content and catalogue when empty, then the shop's reference
 * data (each part checks its own tables, so a database seeded by an older version gets the rest).
 */
export async function seedDatabase(
  db: Db,
  opts: { demo: boolean },
): Promise<{ content: boolean; commerce: boolean; demo: boolean }> {
  const content = await seedIfEmpty(db);
  const commerce = await seedCommerceIfEmpty(db);
  const demo = opts.demo ? await seedDemoIfMissing(db) : false;
  return { content, commerce, demo };
}
