import type * as Loads from './remote-loads';
import type * as Reporter from './reporter';

jest.mock('web-vitals', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn(), onTTFB: jest.fn() }));

// Fresh module state per test (the remote loads of one page). The listeners of an earlier test's
// copy stay on the document: each test leaves nothing pending, so they send nothing.
let loads: typeof Loads;
let reporter: typeof Reporter;
let beacons: { url: string; events: { remote: string; outcome: string; duration_ms: number }[] }[];
beforeEach(() => {
  jest.isolateModules(() => {
    loads = jest.requireActual('./remote-loads');
    reporter = jest.requireActual('./reporter');
  });
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    value: (url: string, data: string) =>
      beacons.push({ url, ...(JSON.parse(data) as Pick<(typeof beacons)[0], 'events'>) }) > 0,
    configurable: true,
  });
});

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}
const leave = () => {
  setVisibility('hidden');
  window.dispatchEvent(new Event('pagehide'));
  setVisibility('visible');
};
const failed = (remote: string) => ({ remote, version: '1.5.0', durationMs: 812.6, outcome: 'failed' as const });

describe('remote loads before the reporter runs', () => {
  it('sends a failed load from the boot code when the page is left before the reporter runs, once', () => {
    loads.recordRemoteLoad({ remote: 'content', version: '2.0.0', durationMs: 40, outcome: 'ok' });
    loads.recordRemoteLoad(failed('forms'));
    loads.markFallback('forms');
    expect(beacons).toEqual([]);
    leave();
    expect(beacons).toEqual([
      {
        url: '/telemetry',
        events: [
          { type: 'remote_load', remote: 'content', version: '2.0.0', duration_ms: 40, outcome: 'ok' },
          { type: 'remote_load', remote: 'forms', version: '1.5.0', duration_ms: 813, outcome: 'fallback' },
        ],
      },
    ]);
    // Back on the page (back-forward cache) and left again: nothing twice.
    leave();
    expect(beacons).toHaveLength(1);
  });

  it('hands the loads to the reporter when it starts: sent once, by the reporter', () => {
    loads.recordRemoteLoad(failed('forms'));
    const stop = reporter.startTelemetry({ pathname: '/' });
    loads.recordRemoteLoad(failed('catalogue'));
    leave();
    expect(beacons.flatMap((beacon) => beacon.events.map((event) => event.remote))).toEqual(['forms', 'catalogue']);
    expect(beacons).toHaveLength(1);
    stop();
    expect(beacons).toHaveLength(1);
  });

  it('does not send again what it sent when the reporter starts later', () => {
    loads.recordRemoteLoad(failed('forms'));
    setVisibility('hidden');
    setVisibility('visible');
    expect(beacons).toHaveLength(1);
    const stop = reporter.startTelemetry({ pathname: '/' });
    leave();
    stop();
    expect(beacons).toHaveLength(1);
  });

  it('sends the loads recorded after the reporter stopped (its chunk replaced, the page still open)', () => {
    reporter.startTelemetry({ pathname: '/' })();
    loads.recordRemoteLoad(failed('account'));
    leave();
    expect(beacons.map((beacon) => beacon.events.map((event) => event.remote))).toEqual([['account']]);
  });

  it('keeps a batch the API accepts: at most 50 loads in the beacon', () => {
    for (let i = 0; i < 60; i++) loads.recordRemoteLoad(failed('forms'));
    leave();
    expect(beacons.map((beacon) => beacon.events.length)).toEqual([50]);
  });
});
