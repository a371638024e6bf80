import type { FastifyInstance } from 'fastify';
import { envelope, searchResultSchema } from '@arbora/shared/schemas';
import { buildTestApp, getJson } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';

/**
 * Issue 19: the corrections, the every-word pass and its any-word fallback run in one statement
 * (on PGlite a prepared one). What a shopper sees stays what the separate steps answered.
 */
let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(async () => t?.close());

const search = async (query: string) =>
  envelope(searchResultSchema).parse(await getJson(app, `/v1/search?${query}`)).data;
const enc = encodeURIComponent;

test('when no document has every word, any word finds them (and the facets count those)', async () => {
  const alone = await search('q=portillon&type=product&perPage=48&facets=true');
  const withNoise = await search(`q=${enc('portillon xqzwvk')}&type=product&perPage=48&facets=true`);
  expect(alone.products.pagination.total).toBeGreaterThan(0);
  expect(withNoise.products.pagination.total).toBe(alone.products.pagination.total);
  expect(withNoise.products.items.map((p) => p.id)).toEqual(alone.products.items.map((p) => p.id));
  expect(withNoise.facets).toEqual(alone.facets);
  expect(withNoise.suggestions).toEqual([]);
});

test('every word must match when some document has them all', async () => {
  const both = await search(`q=${enc('portillon anthracite')}&type=product&perPage=48`);
  const one = await search('q=portillon&type=product&perPage=48');
  expect(both.products.pagination.total).toBeGreaterThan(0);
  expect(both.products.pagination.total).toBeLessThanOrEqual(one.products.pagination.total);
});

test('known words, starts of words and typos in one query: the typo alone is corrected', async () => {
  const result = await search(`q=${enc('lame anthra terase')}&perPage=4`);
  expect(result.suggestions).toEqual(['lame anthra terrasse']);
  expect(result.products.pagination.total).toBeGreaterThan(0);
});

test("a query with an apostrophe (l'ipé) answers like its words", async () => {
  const quoted = await search(`q=${enc("lame l'ipé")}&perPage=4`);
  const plain = await search(`q=${enc('lame l ipé')}&perPage=4`);
  expect(quoted.products.pagination).toEqual(plain.products.pagination);
  expect(quoted.query).toBe("lame l'ipé");
});

test('suggestions asked together answer each its own query', async () => {
  const queries = ['anth', 'portilon', 'cloture occultante', 'lame terrasse gris'];
  const alone = [];
  for (const q of queries) alone.push(await search(`q=${enc(q)}&perPage=4`));
  const together = await Promise.all(queries.map((q) => search(`q=${enc(q)}&perPage=4`)));
  expect(together).toEqual(alone);
});
