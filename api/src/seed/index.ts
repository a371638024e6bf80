import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sites } from '../db/schema/index';
import { seedCatalogue } from './catalogue';
import { seedCommerceIfEmpty } from './commerce';
import { seedDemoIfMissing } from './demo';
import { hubPages, gateAdvice, terraceAdvice, productPages, blogPosts, testimonials } from './content-articles';
import { corePages } from './content-core';
import { legalPages } from './content-legal';
import { installers, realisations, stores } from './content-places';
import { createContext } from './context';
import { insertPages } from './page-builder';
import { seedRedirections } from './redirections';
import { seedMenus, seedSettings, seedSites } from './site';
import { seedTags } from './tags';

/**
 * Seeds an empty database with the full French demo data, in one transaction, deterministically
 * (fixed PRNG seed and dates). Returns false when the database already holds data.
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
    await insertPages(ctx, [
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
    ]);
    await seedCatalogue(ctx);
    await seedRedirections(ctx);
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
