/** @jest-environment node */
import { PREFETCH_MAX_PARALLEL } from '../app/constants';
import { payloadPreloadAllowed, prefetchAllowed } from './connection';
import { createRoutePrefetcher } from './route-prefetcher';
import { createTaskQueue } from './task-queue';

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('connection rules (SPEC 9)', () => {
  it.each([
    [undefined, true, true],
    [{ effectiveType: '4g' }, true, true],
    [{ effectiveType: '3g' }, true, true],
    [{ effectiveType: '2g' }, false, false],
    [{ effectiveType: 'slow-2g' }, false, false],
    [{ effectiveType: '4g', saveData: true }, false, false],
  ])('%j: prefetch %s, payload %s', (connection, prefetch, payload) => {
    expect(prefetchAllowed(connection)).toBe(prefetch);
    expect(payloadPreloadAllowed(connection)).toBe(payload);
  });
});

describe('createTaskQueue', () => {
  it('runs at most 5 tasks at once, each key once, and goes on after failures', async () => {
    const queue = createTaskQueue(PREFETCH_MAX_PARALLEL);
    const releases: (() => void)[] = [];
    let started = 0;
    const task =
      (fail = false) =>
      () =>
        new Promise<void>((resolve, reject) => {
          started++;
          releases.push(() => (fail ? reject(new Error('down')) : resolve()));
        });

    for (let i = 0; i < 8; i++) queue.add(`k${i}`, task(i === 0));
    expect(queue.add('k3', task())).toBe(false);
    await flush();
    expect(PREFETCH_MAX_PARALLEL).toBe(5);
    expect(started).toBe(5);
    expect(queue.running).toBe(5);
    expect(queue.pending).toBe(3);

    releases[0]!(); // the failing one
    releases[1]!();
    await flush();
    expect(started).toBe(7);
    expect(queue.running).toBe(5);
    releases.slice(2).forEach((release) => release());
    await flush();
    releases.slice(7).forEach((release) => release());
    await flush();
    expect(started).toBe(8);
    expect(queue.running).toBe(0);
  });
});

describe('createRoutePrefetcher (SPEC 9)', () => {
  const origin = 'https://www.arbora.example';
  const setup = () => {
    const preloadCode = jest.fn(() => Promise.resolve());
    const preloadPayload = jest.fn((_url: string) => Promise.resolve());
    const prefetcher = createRoutePrefetcher({ queue: createTaskQueue(5), preloadCode, preloadPayload, origin });
    return { preloadCode, preloadPayload, prefetcher };
  };

  it('preloads the remote module of a link with the route table, once per module', async () => {
    const { preloadCode, prefetcher } = setup();
    prefetcher.prefetch(`${origin}/p-lame-composite-gris`);
    prefetcher.prefetch('/p-autre-lame');
    prefetcher.prefetch('/contactez-nous?source=menu');
    await flush();
    expect(preloadCode.mock.calls).toEqual([
      ['catalogue', 'ProductPage'],
      ['forms', 'FormPage'],
    ]);
  });

  it('holds page payloads until enabled, then fetches them from the same host', async () => {
    const { preloadPayload, prefetcher } = setup();
    prefetcher.prefetch('/conseils/terrasse/choisir-sa-lame');
    prefetcher.prefetch('/');
    await flush();
    expect(preloadPayload).not.toHaveBeenCalled();

    prefetcher.enablePayloads();
    await flush();
    expect(preloadPayload.mock.calls.map(([url]) => url)).toEqual([
      '/api/v1/url/entity?sales_plan_id=1&site_id=1&lang=fr&slug=conseils%2Fterrasse%2Fchoisir-sa-lame&entity_type=cms_page',
      '/api/v1/home?sales_plan_id=1&site_id=1&lang=fr',
    ]);
    prefetcher.prefetch('/terrasse-bois');
    await flush();
    expect(preloadPayload).toHaveBeenLastCalledWith(
      '/api/v1/url/entity?sales_plan_id=1&site_id=1&lang=fr&slug=terrasse-bois&entity_type=cms_page',
    );
  });

  it('leaves alone other hosts, the API itself, 404s and routes without a payload', async () => {
    const { preloadCode, preloadPayload, prefetcher } = setup();
    prefetcher.enablePayloads();
    for (const href of [
      'https://pro.arbora.example/',
      '/api/v1/media/x.webp',
      '/Pas_Une_Page',
      'mailto:contact@arbora.example',
      'http://[bad',
    ]) {
      prefetcher.prefetch(href);
    }
    prefetcher.prefetch('/contactez-nous');
    await flush();
    expect(preloadCode).toHaveBeenCalledTimes(1);
    expect(preloadPayload).not.toHaveBeenCalled();
  });
});
