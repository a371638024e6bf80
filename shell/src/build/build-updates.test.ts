import { BUILD_POLL_INTERVAL_MS } from '../core/constants';
import { fakeResponse } from '../testing/render-shell';
import { fetchBuildId, startBuildUpdatePoller } from './build-updates';

let fetchMock: jest.Mock;
let stop: (() => void) | undefined;

/** Serves these build ids, one per request (the last one forever). */
function deployed(...ids: (string | Error)[]) {
  fetchMock.mockImplementation(() => {
    const id = ids.length > 1 ? ids.shift()! : ids[0]!;
    return id instanceof Error ? Promise.reject(id) : Promise.resolve(fakeResponse({ body: { id } }));
  });
}

const requestedUrls = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2025-06-01T10:00:00Z') });
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  stop?.();
  stop = undefined;
  jest.useRealTimers();
});

describe('fetchBuildId (SPEC 4)', () => {
  it('asks for /build-manifest.json with a timestamp, past every cache, and reads its id', async () => {
    deployed('abc123');
    await expect(fetchBuildId(1748772000000)).resolves.toBe('abc123');
    expect(fetchMock).toHaveBeenCalledWith(
      '/build-manifest.json?t=1748772000000',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 404', () => Promise.resolve(fakeResponse({ status: 404 }))],
    ['a body without id', () => Promise.resolve(fakeResponse({ body: { version: 2 } }))],
  ])('gives null on %s', async (_label, answer) => {
    fetchMock.mockImplementation(answer);
    await expect(fetchBuildId()).resolves.toBeNull();
  });
});

describe('startBuildUpdatePoller (SPEC 4)', () => {
  it('reads the running build at start, then polls every minute; a new id flags an update once and stops polling', async () => {
    deployed('build-1', 'build-1', 'build-2');
    const onUpdate = jest.fn();
    stop = startBuildUpdatePoller({ onUpdate });
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(requestedUrls()[0]).toBe(`/build-manifest.json?t=${Date.parse('2025-06-01T10:00:00Z')}`);

    await jest.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onUpdate).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(onUpdate).toHaveBeenCalledWith('build-2');
    // each poll carries its own timestamp
    expect(new Set(requestedUrls()).size).toBe(3);

    await jest.advanceTimersByTimeAsync(10 * BUILD_POLL_INTERVAL_MS);
    window.dispatchEvent(new Event('focus'));
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('polls when the tab comes back (focus, visibility), once for both events', async () => {
    deployed('build-1', 'build-2');
    const onUpdate = jest.fn();
    stop = startBuildUpdatePoller({ onUpdate });
    await jest.advanceTimersByTimeAsync(20_000);

    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onUpdate).toHaveBeenCalledWith('build-2');
  });

  it('keeps polling through failures, and does not take a failure for a new build', async () => {
    deployed(new TypeError('offline'), 'build-1', new TypeError('offline'), 'build-1', 'build-3');
    const onUpdate = jest.fn();
    stop = startBuildUpdatePoller({ onUpdate });
    await jest.advanceTimersByTimeAsync(3 * BUILD_POLL_INTERVAL_MS);
    expect(onUpdate).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);
    expect(onUpdate).toHaveBeenCalledWith('build-3');
  });

  it('does not poll from a hidden tab', async () => {
    deployed('build-1', 'build-2');
    const onUpdate = jest.fn();
    stop = startBuildUpdatePoller({ onUpdate });
    await jest.advanceTimersByTimeAsync(0);
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await jest.advanceTimersByTimeAsync(5 * BUILD_POLL_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
    expect(onUpdate).toHaveBeenCalledWith('build-2');
    visibility.mockRestore();
  });

  it('stops when asked', async () => {
    deployed('build-1', 'build-2');
    const onUpdate = jest.fn();
    startBuildUpdatePoller({ onUpdate })();
    await jest.advanceTimersByTimeAsync(5 * BUILD_POLL_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onUpdate).not.toHaveBeenCalled();
  });
});
