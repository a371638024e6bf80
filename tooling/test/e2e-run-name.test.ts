/** @jest-environment node */
// Two checkouts on one machine (a fresh clone run beside a working tree) each get their own e2e
// stack state file; an explicit E2E_RUN_ID still names the run.
import { runName } from '../../e2e/support/stack-state';

it('names a run by E2E_RUN_ID, else by its checkout, so two checkouts never share a state file', () => {
  expect(runName({ E2E_RUN_ID: 'helper-a' }, '/work/main')).toBe('helper-a');
  expect(runName({}, '/work/main')).toBe(runName({}, '/work/main'));
  expect(runName({}, '/work/main')).not.toBe(runName({}, '/tmp/ci-x'));
});
