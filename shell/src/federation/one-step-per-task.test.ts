import { oneStepPerTaskPlugin } from './one-step-per-task';

describe('oneStepPerTaskPlugin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each(['beforeInitContainer', 'initContainer', 'beforeLoadShare'] as const)(
    '%s hands its arguments on in a later task, not in the same one',
    async (hook) => {
      const args = { shareScope: {} };
      let settled: unknown = null;
      void oneStepPerTaskPlugin[hook](args).then((value) => (settled = value));
      await Promise.resolve();
      await Promise.resolve();
      expect(settled).toBeNull();
      await jest.runAllTimersAsync();
      expect(settled).toBe(args);
    },
  );
});
