import type { Metric } from 'web-vitals';
import type * as Loads from './remote-loads';
import type * as Reporter from './reporter';

type Callback = (metric: Metric) => void;
const callbacks: Record<string, Callback> = {};
jest.mock('web-vitals', () => ({
  onLCP: (cb: Callback) => (callbacks.LCP = cb),
  onINP: (cb: Callback) => (callbacks.INP = cb),
  onCLS: (cb: Callback) => (callbacks.CLS = cb),
  onTTFB: (cb: Callback) => (callbacks.TTFB = cb),
}));

// Fresh module state per test (the remote loads of one page).
let reporter: typeof Reporter;
let loads: typeof Loads;
beforeEach(() => {
  jest.isolateModules(() => {
    loads = jest.requireActual('./remote-loads');
    reporter = jest.requireActual('./reporter');
  });
});

const metric = (name: string, value: number) => ({ name, value }) as Metric;
function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('telemetry reporter', () => {
  it('sends the loads and vitals with the route type and remote version, no URL, when the page is hidden', () => {
    loads.setRemoteVersion('catalogue', '1.5.0');
    loads.recordRemoteLoad({ remote: 'catalogue', version: '1.5.0', durationMs: 123.4, outcome: 'failed' });
    loads.markFallback('catalogue');
    const sent: unknown[][] = [];
    const stop = reporter.startTelemetry({ send: (events) => sent.push(events), pathname: '/p-table-en-teck' });
    callbacks.LCP!(metric('LCP', 1800));
    callbacks.CLS!(metric('CLS', 0.05));
    expect(sent).toEqual([]);
    setVisibility('hidden');
    expect(sent).toEqual([
      [
        { type: 'remote_load', remote: 'catalogue', version: '1.5.0', duration_ms: 123, outcome: 'fallback' },
        { type: 'vital', name: 'LCP', value: 1800, route_type: 'product', remote: 'catalogue', version: '1.5.0' },
        { type: 'vital', name: 'CLS', value: 0.05, route_type: 'product', remote: 'catalogue', version: '1.5.0' },
      ],
    ]);
    expect(JSON.stringify(sent)).not.toContain('teck');
    setVisibility('visible');
    stop();
  });

  it('sends a beacon every BATCH_SIZE events, and nothing when there is nothing', () => {
    const sent: unknown[][] = [];
    const stop = reporter.startTelemetry({ send: (events) => sent.push(events), pathname: '/' });
    for (let i = 0; i < reporter.BATCH_SIZE + 2; i++) {
      loads.recordRemoteLoad({ remote: `remote-${i}`, version: '1.0.0', durationMs: 5, outcome: 'ok' });
    }
    expect(sent.map((batch) => batch.length)).toEqual([reporter.BATCH_SIZE]);
    stop();
    expect(sent.map((batch) => batch.length)).toEqual([reporter.BATCH_SIZE, 2]);
    stop();
    expect(sent).toHaveLength(2);
  });

  it('counts a remote once when it loads, each failure, and posts to /telemetry by sendBeacon', () => {
    const beacons: [string, string][] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      value: (url: string, data: string) => beacons.push([url, data]) > 0,
      configurable: true,
    });
    const stop = reporter.startTelemetry({ pathname: '/' });
    for (const outcome of ['ok', 'ok', 'failed', 'failed'] as const) {
      loads.recordRemoteLoad({ remote: 'content', version: '2.0.0', durationMs: 1, outcome });
    }
    stop();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]![0]).toBe('/telemetry');
    const text = beacons[0]![1];
    const body = JSON.parse(text) as { events: { outcome: string }[] };
    expect(body.events.map((event) => event.outcome)).toEqual(['ok', 'failed', 'failed']);
  });
});
