import type * as WhenIdle from './when-idle';
import type * as AfterInteractive from './after-interactive';

/** Fresh copies of the modules: the interactive moment comes once per page. */
function fresh(): typeof WhenIdle & typeof AfterInteractive {
  let loaded: (typeof WhenIdle & typeof AfterInteractive) | undefined;
  jest.isolateModules(() => {
    loaded = {
      ...jest.requireActual<typeof WhenIdle>('./when-idle'),
      ...jest.requireActual<typeof AfterInteractive>('./after-interactive'),
    };
  });
  return loaded!;
}

/** The browser's idle callbacks, run when the test says the main thread is idle. */
let idle: IdleRequestCallback[] = [];
const runIdle = async () => {
  const due = idle;
  idle = [];
  due.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('whenIdle and startWhenIdle', () => {
  beforeEach(() => {
    idle = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(callback));
  });
  afterEach(() => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    jest.useRealTimers();
  });

  it('asks for the chunk in an idle period after the interactive mark, and starts it in a later one', async () => {
    const { startWhenIdle, reachInteractive } = fresh();
    const load = jest.fn(() => Promise.resolve({ go: 'module' }));
    const start = jest.fn(() => () => undefined);
    startWhenIdle(load, start);
    reachInteractive();
    await flush();
    expect(load).not.toHaveBeenCalled();

    await runIdle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(start).not.toHaveBeenCalled();

    await runIdle();
    expect(start).toHaveBeenCalledWith({ go: 'module' });
  });

  it('gives the idle wait a deadline: a page that is never idle still gets it', async () => {
    const { whenIdle, IDLE_TIMEOUT_MS } = fresh();
    void whenIdle();
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
  });

  it('waits for a new task where the browser has no idle callbacks', async () => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    jest.useFakeTimers();
    const { whenIdle } = fresh();
    let done = false;
    void whenIdle().then(() => (done = true));
    await flush();
    expect(done).toBe(false);
    await jest.runAllTimersAsync();
    expect(done).toBe(true);
  });

  it('starts nothing when stopped before its idle period', async () => {
    const { startWhenIdle, reachInteractive } = fresh();
    const start = jest.fn(() => () => undefined);
    const stop = startWhenIdle(() => Promise.resolve(1), start);
    reachInteractive();
    await runIdle();
    stop();
    await runIdle();
    expect(start).not.toHaveBeenCalled();
  });
});
