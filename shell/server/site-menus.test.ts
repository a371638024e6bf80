/** @jest-environment node */
import { siteMenusReader } from './site-menus';

const MENUS = [{ technical_name: 'footer_legal', items: [{ id: 1, label: 'CGV', url: '/cgv', children: [] }] }];

/** Until the read in flight has answered and been parsed (promises only, no timer). */
const answered = () => new Promise((resolve) => setImmediate(resolve));

/** A fake API for the reader: counts the menu reads, answers with `answer` (a status, or the menus). */
function api(answer: () => number | unknown[]) {
  const reads: string[] = [];
  const fetcher = () =>
    (async (input: Parameters<typeof fetch>[0]) => {
      reads.push(new URL(String(input)).pathname);
      const value = answer();
      return typeof value === 'number'
        ? new Response('{}', { status: value })
        : new Response(JSON.stringify({ data: value }), { status: 200 });
    }) as typeof fetch;
  return { reads, fetcher };
}

it('reads the menus once for every render of a few seconds, and never makes a render wait for them', async () => {
  let now = 0;
  const fake = api(() => MENUS);
  const menus = siteMenusReader('http://api.test', { now: () => now, ttlMs: 5_000, fetcher: fake.fetcher });
  // None yet: this render reads them itself; the read starts once for concurrent renders.
  expect(menus()).toBeUndefined();
  expect(menus()).toBeUndefined();
  await answered();
  expect(menus()).toEqual(MENUS);
  now = 4_999;
  expect(menus()).toBe(menus());
  expect(fake.reads).toEqual(['/v1/menu']);
  // Shared by every render: nobody may change them.
  expect(Object.isFrozen(menus()![0]!.items[0])).toBe(true);
  // Past the few seconds: read again.
  now = 5_000;
  expect(menus()).toBeUndefined();
  expect(fake.reads).toEqual(['/v1/menu', '/v1/menu']);
});

it('keeps no failed read: the renders read the menus themselves until the API answers', async () => {
  let status = 503;
  const fake = api(() => (status === 200 ? MENUS : status));
  const menus = siteMenusReader('http://api.test', { fetcher: fake.fetcher });
  expect(menus()).toBeUndefined();
  await answered();
  status = 200;
  expect(menus()).toBeUndefined();
  await answered();
  expect(menus()).toEqual(MENUS);
  expect(fake.reads).toHaveLength(2);
});
