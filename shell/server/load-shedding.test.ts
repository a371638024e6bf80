/** @jest-environment node */
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { parseEnv } from './env';
import { eventLoopGauge } from './load-shedding';
import { pageHandler } from './page';
import { fakeRenderer } from './testing/fake-renderer';
import { remoteVars } from './testing/fake-servers';
import { shellContext } from './testing/shell-context';

/** A histogram as monitorEventLoopDelay gives, with the mean delay a test sets (ms). */
function fakeHistogram(meanMs: number) {
  return {
    mean: meanMs * 1e6,
    count: 50,
    reset: jest.fn(),
    enable: jest.fn(() => true),
    disable: jest.fn(() => true),
  };
}

describe('eventLoopGauge', () => {
  it('is overloaded once the mean delay of the loop passes the threshold twice in a row, no longer when it falls', () => {
    const histogram = fakeHistogram(20);
    const gauge = eventLoopGauge(100, { histogram });
    gauge.sample();
    expect(gauge.overloaded()).toBe(false);
    histogram.mean = 400 * 1e6;
    gauge.sample();
    // One late reading (a long block) is no overload.
    expect(gauge.overloaded()).toBe(false);
    gauge.sample();
    expect(gauge.overloaded()).toBe(true);
    expect(histogram.reset).toHaveBeenCalledTimes(3);
    histogram.mean = 30 * 1e6;
    gauge.sample();
    expect(gauge.overloaded()).toBe(false);
    gauge.stop();
    expect(histogram.disable).toHaveBeenCalled();
  });

  it('never is with a threshold of 0', () => {
    const histogram = fakeHistogram(10_000);
    const gauge = eventLoopGauge(0, { histogram });
    gauge.sample();
    expect(gauge.overloaded()).toBe(false);
    expect(histogram.enable).not.toHaveBeenCalled();
  });
});

describe('pages while the server sheds load', () => {
  const ctx = shellContext();
  let renderer: ReturnType<typeof fakeRenderer>;
  beforeAll(() => {
    renderer = fakeRenderer(ctx.dist);
  });

  /** A shell's page handler whose load the test decides. */
  async function pages(busy: { now: boolean }) {
    const app = Fastify();
    await app.register(fastifyCookie);
    const env = parseEnv({
      SHELL_DIST: ctx.dist,
      API_URL: ctx.api.url,
      NODE_ENV: 'test',
      SSR_CACHE_SECONDS: '60',
      ...remoteVars(ctx.remotes.entries),
    });
    app.setNotFoundHandler(pageHandler(env, { overloaded: () => busy.now }));
    return app;
  }

  it('keeps serving cached pages, answers 503 Retry-After (noindex) for the others, and renders nothing', async () => {
    const busy = { now: false };
    const app = await pages(busy);
    expect((await app.inject({ method: 'GET', url: '/terrasse-bois' })).statusCode).toBe(200);
    busy.now = true;
    const cached = await app.inject({ method: 'GET', url: '/terrasse-bois' });
    expect(cached.statusCode).toBe(200);
    expect(cached.body).toContain('Rendu 1');

    const renders = renderer.calls('/');
    const shed = await app.inject({ method: 'GET', url: '/' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('30');
    expect(shed.headers['cache-control']).toBe('no-store');
    expect(shed.body).toContain('<meta name="robots" content="noindex" />');
    // Not an empty page without JavaScript: what happened, in French, and a way to try again.
    expect(shed.body).toContain('<h1>Le site est très demandé en ce moment</h1>');
    expect(shed.body).toContain('<a href="">Réessayer</a>');
    expect(shed.body).not.toContain('id="arbora-ssr"');
    expect(renderer.calls('/')).toBe(renders);

    busy.now = false;
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    await app.close();
  });
});
