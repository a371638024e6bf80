import type * as AfterInteractive from './after-interactive';

/** A fresh copy of the module: the interactive moment comes once per page. */
function fresh(): typeof AfterInteractive {
  let loaded: typeof AfterInteractive | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof AfterInteractive>('./after-interactive');
  });
  return loaded!;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startAfterInteractive (code the first screen does not run)', () => {
  it('does not even load the module before the interactive mark, then loads and starts it', async () => {
    const { startAfterInteractive, reachInteractive } = fresh();
    const load = jest.fn(() => Promise.resolve({ go: 'module' }));
    const start = jest.fn(() => () => undefined);
    startAfterInteractive(load, start);
    await flush();
    expect(load).not.toHaveBeenCalled();

    reachInteractive();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith({ go: 'module' });
  });

  it('starts at once (after the load) when the page is already interactive, and stops what it started', async () => {
    const { startAfterInteractive, reachInteractive } = fresh();
    reachInteractive();
    const stopped = jest.fn();
    const stop = startAfterInteractive(
      () => Promise.resolve(1),
      () => stopped,
    );
    await flush();
    stop();
    expect(stopped).toHaveBeenCalledTimes(1);
  });

  it('starts nothing when stopped before its module arrived, nor when the module cannot be loaded', async () => {
    const { startAfterInteractive, reachInteractive } = fresh();
    const start = jest.fn(() => () => undefined);
    const stop = startAfterInteractive(() => Promise.resolve(1), start);
    stop();
    startAfterInteractive(() => Promise.reject(new Error('Loading chunk 77 failed.')), start);
    reachInteractive();
    await flush();
    expect(start).not.toHaveBeenCalled();
  });
});
