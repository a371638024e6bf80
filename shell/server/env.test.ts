/** @jest-environment node */
import { DEFAULT_REMOTE_PORTS, parseEnv, REMOTE_NAMES } from './env';

// The shell server's default ports repeat the plan of `npm start` with PORT_BASE unset, whose one
// source is tooling/ports.cjs (env.ts says why it does not import it): they must not part.
/* eslint-disable @typescript-eslint/no-require-imports */
const ports = require('../../tooling/ports.cjs') as {
  REMOTE_NAMES: string[];
  portPlan(env: Record<string, string | undefined>): {
    shell: number;
    api: number;
    remotes: { name: string; port: number }[];
  };
};
/* eslint-enable @typescript-eslint/no-require-imports */

describe('the shell server’s defaults', () => {
  const plan = ports.portPlan({});
  const env = parseEnv({});

  it('listen where `npm start` puts the shell with PORT_BASE unset, and say so in PUBLIC_URL', () => {
    expect(env.PORT).toBe(plan.shell);
    expect(new URL(env.PUBLIC_URL).port).toBe(String(plan.shell));
  });

  it('reach the API on its port of the plan', () => {
    expect(new URL(env.API_URL).port).toBe(String(plan.api));
  });

  it('name the remotes in the plan’s order, each on its port of the plan', () => {
    expect([...REMOTE_NAMES]).toEqual(ports.REMOTE_NAMES);
    expect(DEFAULT_REMOTE_PORTS).toEqual(Object.fromEntries(plan.remotes.map(({ name, port }) => [name, port])));
  });
});
