import { RELOAD_GUARD_STORAGE_KEY, RELOAD_GUARD_WINDOW_MS } from '../core/constants';
import { RemoteLoadError } from '../federation/runtime';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';

function chunkLoadError(message = 'Loading chunk 501 failed.\n(error: http://localhost:3002/501.6b62984e.js)') {
  const error = new Error(message);
  error.name = 'ChunkLoadError';
  return error;
}

describe('isChunkLoadError (SPEC 4, 8)', () => {
  it.each([
    ['webpack ChunkLoadError', chunkLoadError()],
    ['a "Loading chunk" message', new Error('Loading chunk 388 failed.')],
    ['a "Loading CSS chunk" message', new Error('Loading CSS chunk 12 failed.')],
    ['a wrapped ChunkLoadError', new RemoteLoadError('content', chunkLoadError())],
    [
      'a federation script error on a hashed chunk',
      new Error(
        '[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008 http://cdn.example/__federation_expose_HomePage.de29faf9.js',
      ),
    ],
  ])('recognises %s', (_label, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['a remote that does not answer', new RemoteLoadError('forms', 'no answer after 5500 ms')],
    [
      'a missing manifest',
      new RemoteLoadError('forms', new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003')),
    ],
    ['a page crash', new TypeError('cannot read properties of undefined')],
    ['nothing', undefined],
  ])('does not take %s for one', (_label, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('reloadOnceForChunkError (SPEC 4, 9)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('reloads once per path within 10 seconds, remembering path and time in sessionStorage', () => {
    const reload = jest.fn();
    const t0 = 1_000_000;
    expect(reloadOnceForChunkError('/terrasse-bois', { now: t0, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.sessionStorage.getItem(RELOAD_GUARD_STORAGE_KEY) ?? '')).toEqual({
      path: '/terrasse-bois',
      at: t0,
    });

    expect(reloadOnceForChunkError('/terrasse-bois', { now: t0 + RELOAD_GUARD_WINDOW_MS - 1, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    expect(reloadOnceForChunkError('/terrasse-bois', { now: t0 + RELOAD_GUARD_WINDOW_MS, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads for another path at once', () => {
    const reload = jest.fn();
    reloadOnceForChunkError('/a', { now: 5, reload });
    expect(reloadOnceForChunkError('/b', { now: 6, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload without a storage to remember it (no reload loop)', () => {
    const reload = jest.fn();
    expect(reloadOnceForChunkError('/a', { storage: null, reload })).toBe(false);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(reloadOnceForChunkError('/a', { storage: broken, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('survives a garbled record', () => {
    window.sessionStorage.setItem(RELOAD_GUARD_STORAGE_KEY, '{oops');
    const reload = jest.fn();
    expect(reloadOnceForChunkError('/a', { reload })).toBe(true);
  });
});
