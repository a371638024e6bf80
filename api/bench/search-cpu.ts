/**
 * `node --import tsx bench/search-cpu.ts` (from api/): CPU milliseconds per search, in process, on
 * PGlite (a copy of the bench data: BENCH_DATA_DIR's pglite, default .data/bench; run
 * `npm run bench:search -w @arbora/api` once to create it). No HTTP: the search repository's call,
 * which is what PGlite serialises (at 10 connections a suggestion waits for about ten of them).
 * CPU time, best and median of rounds, survives a loaded machine better than latency does.
 * Figures only. SEARCH_CPU_QUERIES (`|`-separated), SEARCH_CPU_PER_PAGE (4), SEARCH_CPU_FACETS=1.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import { repoRoot } from '../src/paths';
import { createCatalogueLookups } from '../src/repositories/catalogue-lookups';
import { createSearchRepository } from '../src/repositories/search';

const source = path.join(process.env.BENCH_DATA_DIR ?? path.join(repoRoot, '.data', 'bench'), 'pglite');
const queries = (
  process.env.SEARCH_CPU_QUERIES ?? 'anth|anthracite|portilon|lame terrasse gris|cloture occultante|ARB-LDT2-002'
).split('|');
const perPage = Number(process.env.SEARCH_CPU_PER_PAGE ?? 4);
const facets = process.env.SEARCH_CPU_FACETS === '1';
const ROUNDS = 7;
const CALLS = 40;

async function main(): Promise<void> {
  if (!existsSync(source)) throw new Error(`${source} does not exist: run npm run bench:search once`);
  // A copy: the bench data stays as the HTTP bench left it, and a server using it may be running.
  const dir = mkdtempSync(path.join(tmpdir(), 'arbora-search-cpu-'));
  cpSync(source, path.join(dir, 'pglite'), { recursive: true });
  const database = await openDatabase({ dataDir: dir });
  try {
    await database.migrateAndSeed(async () => undefined);
    const search = createSearchRepository(database.db, createCatalogueLookups(database.db));
    await search.analyzeIndex();
    const queryOf = (q: string) => ({ siteId: 1, q, type: 'all' as const, page: 1, perPage, filters: {}, facets });
    // Warm-up: JIT and the prepared statements' first plans.
    for (const q of queries) for (let i = 0; i < 20; i++) await search.search(queryOf(q));
    const samples = new Map<string, number[]>(queries.map((q) => [q, []]));
    for (let round = 0; round < ROUNDS; round++)
      for (const q of queries) {
        const before = process.cpuUsage();
        for (let i = 0; i < CALLS; i++) await search.search(queryOf(q));
        const used = process.cpuUsage(before);
        samples.get(q)!.push((used.user + used.system) / 1000 / CALLS);
      }
    console.log(`search-cpu: PGlite, perPage ${perPage}${facets ? ', facets' : ''}, CPU ms per search`);
    console.log('| query | best | median |\n|---|---|---|');
    for (const [q, ms] of samples) {
      const sorted = [...ms].sort((a, b) => a - b);
      console.log(`| ${q} | ${sorted[0]!.toFixed(2)} | ${sorted[sorted.length >> 1]!.toFixed(2)} |`);
    }
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
