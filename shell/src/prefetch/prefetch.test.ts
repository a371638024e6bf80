/** @jest-environment node */
import { PREFETCH_MAX_PARALLEL } from '../app/constants';
import { payloadPreloadAllowed, prefetchAllowed } from './connection';
import { createRoutePrefetcher, type PageDataTarget } from './route-prefetcher';
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
    const preloadData = jest.fn((_target: PageDataTarget) => Promise.resolve());
    const prefetcher = createRoutePrefetcher({ queue: createTaskQueue(5), preloadCode, preloadData, origin });
    return { preloadCode, preloadData, prefetcher };
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

  it("holds page data until enabled, then runs the page's own queries with its URL facts", async () => {
    const { preloadData, prefetcher } = setup();
    prefetcher.prefetch('/conseils/terrasse/choisir-sa-lame');
    prefetcher.prefetch('/');
    prefetcher.prefetch('/');
    await flush();
    expect(preloadData).not.toHaveBeenCalled();

    prefetcher.enablePayloads();
    await flush();
    expect(preloadData.mock.calls.map(([t]) => [t.remote, t.module, t.params, t.ctx.pathname])).toEqual([
      ['content', 'ContentPage', { splat: 'conseils/terrasse/choisir-sa-lame' }, '/conseils/terrasse/choisir-sa-lame'],
      ['content', 'HomePage', {}, '/'],
    ]);
    prefetcher.prefetch('/devis/devis-cloture?produit=p-lame');
    await flush();
    const last = preloadData.mock.calls.at(-1)![0];
    expect([last.module, last.params.kind, last.ctx.searchParams.get('produit')]).toEqual([
      'FormPage',
      'devis-cloture',
      'p-lame',
    ]);
  });

  it('warms no data for a guarded page (it renders for a customer only)', async () => {
    const { preloadCode, preloadData, prefetcher } = setup();
    prefetcher.enablePayloads();
    prefetcher.prefetch('/mes-commandes');
    await flush();
    expect(preloadCode).toHaveBeenCalledWith('account', 'OrdersPage');
    expect(preloadData).not.toHaveBeenCalled();
  });

  it('leaves alone other hosts, the API itself and 404s', async () => {
    const { preloadCode, preloadData, prefetcher } = setup();
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
    await flush();
    expect(preloadCode).not.toHaveBeenCalled();
    expect(preloadData).not.toHaveBeenCalled();
  });
});
