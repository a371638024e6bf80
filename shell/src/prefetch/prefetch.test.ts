/** @jest-environment node */
import { PREFETCH_MAX_PARALLEL } from '../core/constants';
import { payloadPreloadAllowed, prefetchAllowed } from './connection';
import { createRoutePrefetcher, type PageDataTarget } from './route-prefetcher';
import { createTaskQueue } from './task-queue';

const flush = () => new Promise((resolve) => setImmediate(resolve));
/** The queue's yield between tasks, resolved at once: these tests count tasks, not browser tasks. */
const noYield = () => Promise.resolve();

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
    const queue = createTaskQueue(PREFETCH_MAX_PARALLEL, noYield);
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

describe('createTaskQueue yields', () => {
  it('starts each task only once its own yield has resolved: one task per prefetch, not one for all', async () => {
    const yields: (() => void)[] = [];
    const queue = createTaskQueue(5, () => new Promise<void>((resolve) => yields.push(resolve)));
    const started: string[] = [];
    for (const key of ['a', 'b', 'c']) queue.add(key, async () => void started.push(key));
    await flush();
    expect(yields).toHaveLength(3);
    expect(started).toEqual([]);
    yields[1]!();
    await flush();
    expect(started).toEqual(['b']);
    yields[0]!();
    yields[2]!();
    await flush();
    expect(started).toEqual(['b', 'a', 'c']);
  });
});

describe('createRoutePrefetcher (SPEC 9)', () => {
  const origin = 'https://www.arbora.example';
  const setup = () => {
    const fetchCode = jest.fn(() => Promise.resolve());
    const preloadCode = jest.fn(() => Promise.resolve());
    const preloadData = jest.fn((_target: PageDataTarget) => Promise.resolve());
    const prefetcher = createRoutePrefetcher({
      queue: createTaskQueue(5, noYield),
      fetchCode,
      preloadCode,
      preloadData,
      origin,
    });
    return { fetchCode, preloadCode, preloadData, prefetcher };
  };
  const intent = { intent: true };

  it('downloads the files of a link in view with the route table, once per module, and runs nothing', async () => {
    const { fetchCode, preloadCode, preloadData, prefetcher } = setup();
    prefetcher.enablePayloads();
    prefetcher.prefetch(`${origin}/p-lame-composite-gris`);
    prefetcher.prefetch('/p-autre-lame');
    prefetcher.prefetch('/contactez-nous?source=menu');
    await flush();
    expect(fetchCode.mock.calls).toEqual([
      ['catalogue', 'ProductPage'],
      ['forms', 'FormPage'],
    ]);
    expect(preloadCode).not.toHaveBeenCalled();
    expect(preloadData).not.toHaveBeenCalled();
  });

  it('loads the code of a link the shopper points at, once per module', async () => {
    const { preloadCode, prefetcher } = setup();
    prefetcher.prefetch('/p-lame-composite-gris', intent);
    prefetcher.prefetch('/p-autre-lame', intent);
    await flush();
    expect(preloadCode.mock.calls).toEqual([['catalogue', 'ProductPage']]);
  });

  it("holds page data until enabled, then runs the page's own queries with its URL facts", async () => {
    const { preloadData, prefetcher } = setup();
    prefetcher.prefetch('/conseils/terrasse/choisir-sa-lame', intent);
    prefetcher.prefetch('/', intent);
    prefetcher.prefetch('/', intent);
    await flush();
    expect(preloadData).not.toHaveBeenCalled();

    prefetcher.enablePayloads();
    await flush();
    expect(preloadData.mock.calls.map(([t]) => [t.remote, t.module, t.params, t.ctx.pathname])).toEqual([
      ['content', 'ContentPage', { splat: 'conseils/terrasse/choisir-sa-lame' }, '/conseils/terrasse/choisir-sa-lame'],
      ['content', 'HomePage', {}, '/'],
    ]);
    prefetcher.prefetch('/devis/devis-cloture?produit=p-lame', intent);
    await flush();
    const last = preloadData.mock.calls.at(-1)![0];
    expect([last.module, last.params.kind, last.ctx.searchParams.get('produit')]).toEqual([
      'FormPage',
      'devis-cloture',
      'p-lame',
    ]);
  });

  it.each(['/mes-commandes', '/mon-compte', '/commande/confirmation'])(
    'warms no data for %s (a customer page: its data loads in the browser for that customer)',
    async (path) => {
      const { preloadCode, preloadData, prefetcher } = setup();
      prefetcher.enablePayloads();
      prefetcher.prefetch(path, intent);
      await flush();
      expect(preloadCode).toHaveBeenCalledTimes(1);
      expect(preloadData).not.toHaveBeenCalled();
    },
  );

  it('leaves alone other hosts, the API itself and 404s', async () => {
    const { fetchCode, preloadCode, preloadData, prefetcher } = setup();
    prefetcher.enablePayloads();
    for (const href of [
      'https://pro.arbora.example/',
      '/api/v1/media/x.webp',
      '/Pas_Une_Page',
      'mailto:contact@arbora.example',
      'http://[bad',
    ]) {
      prefetcher.prefetch(href, intent);
    }
    await flush();
    expect(fetchCode).not.toHaveBeenCalled();
    expect(preloadCode).not.toHaveBeenCalled();
    expect(preloadData).not.toHaveBeenCalled();
  });
});
