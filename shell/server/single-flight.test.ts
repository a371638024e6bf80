/** @jest-environment node */
import { singleFlight } from './single-flight';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('singleFlight', () => {
  it('shares one running work between the callers of a key, and starts again once it is done', async () => {
    const run = singleFlight<string>();
    const gate = deferred<string>();
    const work = jest.fn(() => gate.promise);
    const answers = Promise.all([run('/', work), run('/', work), run('/', work)]);
    gate.resolve('page');
    expect(await answers).toEqual(['page', 'page', 'page']);
    expect(work).toHaveBeenCalledTimes(1);
    await run('/', async () => 'again');
    expect(await run('/', async () => 'third')).toBe('third');
  });

  it('keeps keys apart, and shares a failure without keeping it', async () => {
    const run = singleFlight<string>();
    const gate = deferred<string>();
    const failing = [run('/a', () => gate.promise), run('/a', () => gate.promise)];
    expect(await run('/b', async () => 'b')).toBe('b');
    gate.reject(new Error('render failed'));
    for (const answer of failing) await expect(answer).rejects.toThrow('render failed');
    expect(await run('/a', async () => 'a')).toBe('a');
  });
});
