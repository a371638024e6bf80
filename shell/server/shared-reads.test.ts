/** @jest-environment node */
import { sharedReads } from './shared-reads.cjs';

const API = 'http://api.test/v1';

function countingFetch(status = 200) {
  const calls: string[] = [];
  let answer = 0;
  const fetchImpl = async (input: string | URL | Request) => {
    calls.push(String(input));
    answer += 1;
    return new Response(JSON.stringify({ answer }), { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetchImpl: fetchImpl as typeof fetch };
}

describe('shared reads of the render threads', () => {
  it('ask the API once for the menus of concurrent renders and within the TTL, then again', async () => {
    let now = 0;
    const { calls, fetchImpl } = countingFetch();
    const fetchShared = sharedReads(fetchImpl, { ttlMs: 5000, now: () => now });
    const url = `${API}/menu?site_id=1`;
    const bodies = await Promise.all([1, 2, 3].map(async () => (await fetchShared(url)).json()));
    expect(bodies).toEqual([{ answer: 1 }, { answer: 1 }, { answer: 1 }]);
    now = 4999;
    expect(await (await fetchShared(url)).json()).toEqual({ answer: 1 });
    now = 5000;
    expect(await (await fetchShared(url)).json()).toEqual({ answer: 2 });
    expect(calls).toHaveLength(2);
  });

  it("leave a page's own reads, a visitor's call and a failed answer alone", async () => {
    const { calls, fetchImpl } = countingFetch();
    const fetchShared = sharedReads(fetchImpl);
    await fetchShared(`${API}/page/12`);
    await fetchShared(`${API}/page/12`);
    await fetchShared(`${API}/menu`, { headers: { Authorization: 'Bearer x' } });
    await fetchShared(`${API}/menu`, { method: 'POST' });
    expect(calls).toHaveLength(4);

    const failing = countingFetch(503);
    const retried = sharedReads(failing.fetchImpl);
    await retried(`${API}/menu`);
    expect((await retried(`${API}/menu`)).status).toBe(503);
    expect(failing.calls).toHaveLength(2);
  });

  it("keep a path's redirection rule and its absence (the API's 404) per path, a bounded number of paths", async () => {
    let now = 0;
    const { calls, fetchImpl } = countingFetch(404);
    const fetchShared = sharedReads(fetchImpl, { ttlMs: 5000, now: () => now, maxKept: 2 });
    const rule = (slug: string) => `${API}/redirection?site_id=1&slug=${encodeURIComponent(slug)}`;
    for (const slug of ['/a', '/a', '/b', '/b']) expect((await fetchShared(rule(slug))).status).toBe(404);
    expect(calls).toEqual([rule('/a'), rule('/b')]);
    // A third path: the oldest kept (/a) goes, /b stays.
    now = 1;
    await fetchShared(rule('/c'));
    await fetchShared(rule('/b'));
    await fetchShared(rule('/a'));
    expect(calls).toEqual([rule('/a'), rule('/b'), rule('/c'), rule('/a')]);
  });
});
