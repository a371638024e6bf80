import { reachInteractive } from '../core/after-interactive';
import { startTelemetry } from './reporter';
import { startTelemetryWhenIdle } from './start-when-idle';

jest.mock('./reporter', () => ({ startTelemetry: jest.fn(() => () => undefined) }));

describe('startTelemetryWhenIdle', () => {
  const idle: IdleRequestCallback[] = [];
  const runIdle = async () => {
    idle.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));
    // The chunk's import() resolves in later turns of the loop (Jest's module loader).
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  beforeEach(() => {
    window.requestIdleCallback = (callback: IdleRequestCallback) => idle.push(callback);
  });
  afterEach(() => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it('starts the reporter once the page is interactive, in an idle period after the one its chunk came in', async () => {
    startTelemetryWhenIdle();
    await runIdle();
    expect(idle).toHaveLength(0); // not before the interactive mark

    reachInteractive();
    await runIdle(); // nothing queued yet: the interactive mark is read in a microtask
    expect(idle).toHaveLength(1);
    expect(startTelemetry).not.toHaveBeenCalled();
    await runIdle(); // the chunk
    expect(idle).toHaveLength(1);
    expect(startTelemetry).not.toHaveBeenCalled();
    await runIdle(); // its start
    expect(startTelemetry).toHaveBeenCalledTimes(1);
  });
});
