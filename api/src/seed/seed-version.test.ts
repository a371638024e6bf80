import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { menuItems, menus, pages, promotions, redirections, seedState, settings } from '../db/schema/index';
import { rowsOf } from '../db/rows';
import { parseEnv } from '../env';
import { apiRoot } from '../paths';
import { RESET_COMMAND } from '../plugins/database';
import { DELIVERY_PROMISE } from './site-facts';
import { seedDigests } from './version';

// `npm start`'s local database (PGlite under DATA_DIR) is seeded once, when empty. A later seed's
// copy is rewritten in place at start when the seed's structure is the same (ids, accounts and
// orders kept); otherwise the start warns, naming the command that seeds it afresh.

type LogLine = { level: number; msg: string; seed?: unknown; pages?: number };

const dir = mkdtempSync(path.join(tmpdir(), 'arbora-api-seed-version-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `npm start`'s API on the local PGlite database under `dir` (PostgreSQL's URL, if any, ignored). */
async function start(): Promise<{ app: FastifyInstance; warnings: LogLine[]; refreshed: LogLine[] }> {
  const lines: LogLine[] = [];
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: dir, DB_QUEUE_MAX_WAIT_MS: '120000' }),
    logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) },
  });
  const seedLines = lines.filter((l) => 'seed' in l);
  return {
    app,
    warnings: seedLines.filter((l) => l.level >= 40),
    refreshed: seedLines.filter((l) => l.msg.startsWith('seeded copy refreshed')),
  };
}

const recorded = async (app: FastifyInstance) =>
  Object.fromEntries((await app.db.select().from(seedState)).map((r) => [r.part, r.digest]));
const count = async (app: FastifyInstance, table: string) =>
  rowsOf<{ n: number }>(await app.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;
/** What a person created and what links rows: none of it may change when the copy is refreshed. */
const kept = async (app: FastifyInstance) => ({
  customers: await count(app, 'customers'),
  orders: await count(app, 'orders'),
  carts: await count(app, 'carts'),
  pageTags: await count(app, 'page_tags'),
  pageIds: (await app.db.select({ id: pages.id, slug: pages.slug }).from(pages).orderBy(pages.id)).map(
    (p) => `${p.id}:${p.slug}`,
  ),
});
const notice = async (app: FastifyInstance) =>
  (await app.db.select({ content: pages.content }).from(pages).where(eq(pages.slug, 'mentions-legales')))[0]!.content;
const setting = async (app: FastifyInstance, name: string) =>
  (await app.db.select({ value: settings.value }).from(settings).where(eq(settings.technicalName, name)))[0]?.value;

/** Writes into the database what an older seed had written there. */
async function olderCopy(app: FastifyInstance) {
  await app.db.update(pages).set({ content: '<p>Ancienne version.</p>' }).where(eq(pages.slug, 'mentions-legales'));
  await app.db
    .update(settings)
    .set({ value: 'Livraison offerte dès 1 500 € d’achat' })
    .where(eq(settings.technicalName, 'header_banner'));
  await app.db.delete(settings).where(eq(settings.technicalName, 'delivery_promise'));
  await app.db
    .update(promotions)
    .set({ name: '50 € offerts dès 500 € d’achat' })
    .where(eq(promotions.code, 'REMISE50'));
  await app.db.delete(promotions).where(eq(promotions.code, 'ETE2024'));
  const [footer] = await app.db.select({ id: menus.id }).from(menus).where(eq(menus.technicalName, 'footer'));
  await app.db.delete(menuItems).where(and(eq(menuItems.menuId, footer!.id), sql`${menuItems.parentId} is null`));
  // A menu the older seed did not have (its items go with it).
  await app.db.delete(menus).where(eq(menus.technicalName, 'footer_legal'));
  await app.db
    .update(redirections)
    .set({ target: '/ancienne-cible', status: 302 })
    .where(eq(redirections.source, '/cgv/'));
  await app.db.delete(redirections).where(eq(redirections.source, '/avis-clients'));
}

/** The seeded copy's rows that have a natural key, by that key (ids left out: a row added again has another). */
const copyRows = async (app: FastifyInstance) => ({
  settings: (await app.db.select().from(settings).orderBy(settings.technicalName)).map(({ id: _id, ...row }) => row),
  redirections: (await app.db.select().from(redirections).orderBy(redirections.source)).map(
    ({ id: _id, ...row }) => row,
  ),
  promotions: (await app.db.select().from(promotions).orderBy(promotions.code)).map(({ id: _id, ...row }) => row),
  menus: (await app.db.select().from(menus).orderBy(menus.technicalName)).map(({ id: _id, ...row }) => row),
  menuItems: rowsOf<{ menu: string; label: string; url: string }>(
    await app.db.execute(
      sql`select m.technical_name as menu, i.label, i.url from menu_items i join menus m on m.id = i.menu_id order by 1, 2, 3`,
    ),
  ),
});

const resetScript = path.join(apiRoot, 'scripts', 'reset-local-db.mjs');
const reset = (env: Record<string, string> = {}) => {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return execFileSync(process.execPath, [resetScript], {
    env: { ...inherited, DATA_DIR: dir, ...env },
    encoding: 'utf8',
    stdio: 'pipe',
  });
};

describe('the local database and the seed it was seeded by', () => {
  let fresh: { notice: string; banner?: string; footerItems: number; copy: Awaited<ReturnType<typeof copyRows>> };

  test('a new database records the seed that filled it, and its start neither refreshes nor warns', async () => {
    const { app, warnings, refreshed } = await start();
    try {
      expect(await recorded(app)).toEqual(seedDigests());
      expect(Object.values(seedDigests()).every((d) => /^[0-9a-f]{16}$/.test(d))).toBe(true);
      expect(warnings).toEqual([]);
      expect(refreshed).toEqual([]);
      fresh = {
        notice: await notice(app),
        banner: await setting(app, 'header_banner'),
        footerItems: await count(app, 'menu_items'),
        copy: await copyRows(app),
      };
      expect(fresh.banner).toContain('1\u202f500\u00a0€');
    } finally {
      await app.close();
    }
  });

  test('seeded by an older copy of the same structure: the start rewrites the copy in place and keeps the rest', async () => {
    let { app } = await start();
    await olderCopy(app);
    await app.db.update(seedState).set({ digest: '0123456789abcdef' }).where(eq(seedState.part, 'copy'));
    const before = await kept(app);
    expect(before.customers).toBeGreaterThan(0);
    expect(before.orders).toBeGreaterThan(0);
    await app.close();

    const again = await start();
    app = again.app;
    try {
      expect(again.warnings).toEqual([]);
      expect(again.refreshed).toHaveLength(1);
      expect(again.refreshed[0]).toMatchObject({
        seed: { from: '0123456789abcdef', to: seedDigests().copy },
        pages: before.pageIds.length,
      });
      expect(await notice(app)).toBe(fresh.notice);
      expect(await setting(app, 'header_banner')).toBe(fresh.banner);
      expect(await setting(app, 'delivery_promise')).toBe(DELIVERY_PROMISE);
      expect((await app.db.select().from(promotions).where(eq(promotions.code, 'REMISE50')))[0]!.name).toBe(
        '50\u00a0€ offerts dès 500\u00a0€ d’achat',
      );
      expect(await count(app, 'menu_items')).toBe(fresh.footerItems);
      // Each row rewritten by its key, or added again (a promotion, a menu and its items, a redirection).
      expect(await copyRows(app)).toEqual(fresh.copy);
      expect(await kept(app)).toEqual(before);
      expect(await recorded(app)).toEqual(seedDigests());
    } finally {
      await app.close();
    }
  });

  test('seeded with another structure: the start warns, naming the reset command, and changes nothing', async () => {
    let { app } = await start();
    await olderCopy(app);
    await app.db.update(seedState).set({ digest: 'fedcba9876543210' }).where(eq(seedState.part, 'structure'));
    const before = await kept(app);
    await app.close();

    const again = await start();
    app = again.app;
    try {
      expect(again.refreshed).toEqual([]);
      expect(again.warnings).toHaveLength(1);
      const [warning] = again.warnings;
      expect(warning!.level).toBe(40);
      expect(warning!.msg).toContain('another structure of the seed (digest fedcba9876543210');
      expect(warning!.msg).toContain(`« ${RESET_COMMAND} »`);
      expect(warning!.msg).toContain(path.join(dir, 'pglite'));
      expect(await notice(app)).toBe('<p>Ancienne version.</p>');
      expect(await kept(app)).toEqual(before);
      expect((await recorded(app)).structure).toBe('fedcba9876543210');
      // A database seeded before the seed recorded its digests says so too.
      await app.db.delete(seedState);
    } finally {
      await app.close();
    }
    const older = await start();
    try {
      expect(older.refreshed).toEqual([]);
      expect(older.warnings.map((w) => w.msg)).toEqual([
        expect.stringContaining('before the seed recorded its digests'),
      ]);
    } finally {
      await older.app.close();
    }
  });

  test('the reset command deletes the local database only, and the next start seeds it afresh', async () => {
    writeFileSync(path.join(dir, 'kept.txt'), 'e-mails, uploads and invoices stay');
    // With PostgreSQL configured it refuses and deletes nothing.
    expect(() => reset({ DATABASE_URL: 'postgres://localhost/arbora' })).toThrow(/DATABASE_URL is set/);
    expect(existsSync(path.join(dir, 'pglite'))).toBe(true);

    expect(reset()).toContain(`Deleted ${path.join(dir, 'pglite')}`);
    expect(existsSync(path.join(dir, 'pglite'))).toBe(false);
    expect(existsSync(path.join(dir, 'kept.txt'))).toBe(true);
    expect(reset()).toContain('No local database');

    const { app, warnings } = await start();
    try {
      expect(await recorded(app)).toEqual(seedDigests());
      expect(await notice(app)).toBe(fresh.notice);
      expect(warnings).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
