/** @jest-environment node */
// `npm start`'s ports (tooling/ports.cjs): one PORT_BASE moves the whole site so that two sites run
// side by side, nothing set keeps 3000, 3001–3006, 3100 and 4000, and a port already taken stops the
// start before anything runs, with a message naming the port and the variable that moves it.
// The start itself runs here as `npm start` runs it (node tooling/start.mjs), on ports of its own:
// refused at its port check, it builds nothing and starts nothing. Two whole sites side by side need
// the production builds (none in Jest: no-build-in-jest.test.ts); README "Two sites side by side".
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface Service {
  label: string;
  what: string;
  port: number;
  variable: 'PORT' | 'PORT_BASE';
  hosts: string[];
}
interface Plan {
  base: number;
  shell: number;
  api: number;
  releases: number;
  remotes: { name: string; port: number }[];
  services: Service[];
}
/* eslint-disable @typescript-eslint/no-require-imports */
const ports = require('../ports.cjs') as {
  PortPlanError: new (message: string) => Error;
  portPlan(env: Record<string, string | undefined>): Plan;
  releasesUrl(env: Record<string, string | undefined>): string;
  serviceEnv(
    plan: Plan,
    env: Record<string, string | undefined>,
  ): { remoteUrls: Record<string, string>; shell: Record<string, string>; api: Record<string, string> };
  takenPorts(plan: Plan): Promise<Service[]>;
  portTakenMessage(taken: Service[], plan: Plan, options?: { suggestion?: number }): string;
};
/* eslint-enable @typescript-eslint/no-require-imports */

const START = path.resolve(__dirname, '..', 'start.mjs');
const RELEASE = path.resolve(__dirname, '..', 'release', 'release.mjs');
const REMOTES = ['catalogue', 'content', 'forms', 'checkout', 'account', 'configurator'];

function listen(port: number, host: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
const close = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A PORT_BASE whose every port is free now, away from the defaults and the ephemeral range. */
async function freeBase(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 10_000);
    if (!(await ports.takenPorts(ports.portPlan({ PORT_BASE: String(base) }))).length) return base;
  }
  throw new Error('no free PORT_BASE between 20000 and 30000');
}

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'arbora-start-ports-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The process groups of the starts of the current test, killed after it whatever its outcome. */
const started: number[] = [];
afterEach(() => {
  for (const pgid of started.splice(0)) killGroup(pgid);
});

/** Runs `npm start`'s script in its own process group until it exits, with its output. */
function runStart(env: Record<string, string>) {
  const child = spawn(process.execPath, [START], {
    // Only what the start reads: a PORT or PORT_BASE of the machine running the tests must not leak
    // in. Should the check let it through, its API gets a database of its own, not the checkout's .data.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  if (child.pid !== undefined) started.push(child.pid);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, output })),
  );
  return { child, exited };
}

/** Whether any process is left in the group `npm start` led (its servers would be). */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    // Gone: its number may now be another's, afterEach must not signal it.
    const index = started.indexOf(pgid);
    if (index >= 0) started.splice(index, 1);
    return false;
  }
}

/** Kills what a failed test may have left in the group. */
function killGroup(pgid: number) {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // already gone
  }
}

describe('the port plan', () => {
  it('keeps today’s ports when nothing is set', () => {
    const plan = ports.portPlan({});
    expect(plan.shell).toBe(3000);
    expect(plan.remotes).toEqual(REMOTES.map((name, index) => ({ name, port: 3001 + index })));
    expect(plan.releases).toBe(3100);
    expect(plan.api).toBe(4000);
  });

  it('moves every server with PORT_BASE, so that a second site does not meet the first', () => {
    const plan = ports.portPlan({ PORT_BASE: '8000' });
    expect([plan.shell, ...plan.remotes.map((remote) => remote.port), plan.releases, plan.api]).toEqual([
      8000, 8001, 8002, 8003, 8004, 8005, 8006, 8100, 9000,
    ]);
    const first = ports.portPlan({}).services.map((service) => service.port);
    expect(plan.services.filter((service) => first.includes(service.port))).toEqual([]);
  });

  it('moves the shell alone with PORT, as before', () => {
    const plan = ports.portPlan({ PORT: '8080' });
    expect(plan.shell).toBe(8080);
    expect(plan.api).toBe(4000);
    expect(plan.remotes[0].port).toBe(3001);
    expect(plan.services.find((service) => service.label === 'shell')?.variable).toBe('PORT');
    expect(plan.services.find((service) => service.label === 'api')?.variable).toBe('PORT_BASE');
  });

  it.each([
    [{ PORT_BASE: 'abc' }, 'PORT_BASE=abc is not a port number between 1024 and 64535'],
    [{ PORT_BASE: '80' }, 'PORT_BASE=80 is not a port number between 1024 and 64535'],
    // Its API would be on 65 000 + 1000.
    [{ PORT_BASE: '65000' }, 'PORT_BASE=65000 is not a port number between 1024 and 64535'],
    [{ PORT: '3.5' }, 'PORT=3.5 is not a port number between 1 and 65535'],
    [{ PORT: '3003' }, 'PORT=3003 is also the port of the forms remote'],
    [{ PORT_BASE: '8000', PORT: '9000' }, 'PORT=9000 is also the port of the API'],
    // Ports a browser and Node's fetch refuse (the Fetch standard's bad ports): the API on 6000, a remote on 6666.
    [{ PORT_BASE: '5000' }, "PORT_BASE=5000 puts the API on 6000, a port browsers and Node's fetch refuse"],
    [{ PORT_BASE: '6660' }, 'PORT_BASE=6660 puts the account remote on 6665'],
    [{ PORT: '6000' }, 'PORT=6000 puts the shell server (the site) on 6000'],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(() => ports.portPlan(env)).toThrow(ports.PortPlanError);
    expect(() => ports.portPlan(env)).toThrow(message);
  });

  it('points the shell at the remotes and the API at the shell of its own plan, leaving what is set alone', () => {
    const plan = ports.portPlan({ PORT_BASE: '8000' });
    const follow = ports.serviceEnv(plan, {});
    expect(follow.remoteUrls).toEqual(
      Object.fromEntries(REMOTES.map((name, index) => [name, `http://localhost:${8001 + index}/mf-manifest.json`])),
    );
    expect(follow.shell).toEqual({ PUBLIC_URL: 'http://localhost:8000' });
    expect(follow.api).toEqual({ PUBLIC_SITE_URL: 'http://localhost:8000' });

    const set = ports.serviceEnv(plan, {
      REMOTE_CONTENT_URL: 'https://cdn.example/content/1.4.0/mf-manifest.json',
      PUBLIC_URL: 'https://www.arbora.example',
      PUBLIC_SITE_URL: 'https://www.arbora.example',
    });
    expect(set.remoteUrls.content).toBeUndefined();
    expect(set.remoteUrls.catalogue).toBe('http://localhost:8001/mf-manifest.json');
    expect(set.shell).toEqual({});
    expect(set.api).toEqual({});
  });

  it('gives the release tool the release server of its own plan when RELEASES_URL is unset', () => {
    // releaseUrls of tooling/release/release.mjs (an ES module: read by the Node that runs it).
    const entries = (env: Record<string, string>) => {
      const run = spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const { releaseUrls } = await import(${JSON.stringify(pathToFileURL(RELEASE).href)});
           console.log(releaseUrls('content', '1.4.0', ${JSON.stringify(env)}).entry);`,
        ],
        { encoding: 'utf8' },
      );
      expect(run.stderr).toBe('');
      return run.stdout.trim();
    };
    expect(ports.releasesUrl({})).toBe('http://localhost:3100');
    expect(entries({})).toBe('http://localhost:3100/content/1.4.0/mf-manifest.json');
    expect(entries({ PORT_BASE: '8000' })).toBe('http://localhost:8100/content/1.4.0/mf-manifest.json');
    // PORT moves the shell alone; RELEASES_URL, when set, wins.
    expect(entries({ PORT_BASE: '8000', PORT: '8100' })).toBe('http://localhost:8100/content/1.4.0/mf-manifest.json');
    expect(entries({ PORT_BASE: '8000', RELEASES_URL: 'https://releases.arbora.example/' })).toBe(
      'https://releases.arbora.example/content/1.4.0/mf-manifest.json',
    );
  });
});

describe('a port already in use', () => {
  it('is found whether it is held on loopback or on every interface', async () => {
    const base = await freeBase();
    const plan = ports.portPlan({ PORT_BASE: String(base) });
    const held = [await listen(base + 2, '127.0.0.1'), await listen(base + 100, '0.0.0.0')];
    try {
      const taken = await ports.takenPorts(plan);
      expect(taken.map((service) => [service.port, service.label])).toEqual([
        [base + 2, 'content'],
        [base + 100, 'releases'],
      ]);
    } finally {
      await Promise.all(held.map(close));
    }
  });

  it('stops `npm start` before anything runs: the port, what needed it, PORT_BASE to move it; exit 1, no process left', async () => {
    const base = await freeBase();
    const plan = ports.portPlan({ PORT_BASE: String(base) });
    const held = await listen(base + 3, '127.0.0.1');
    const { child, exited } = runStart({ PORT_BASE: String(base) });
    try {
      const { code, output } = await exited;
      expect(code).toBe(1);
      expect(output).toContain('a port this site needs is already in use; nothing was started.');
      expect(output).toContain(`  ${base + 3}  the forms remote\n`);
      expect(output).toContain(`It is set by PORT_BASE=${base}. To run this site beside the other one: PORT_BASE=`);
      // Refused before any server started: none wrote a line ([forms] …), none failed with a stack trace.
      expect(output).not.toMatch(/^\[\w+\] /m);
      expect(output).not.toMatch(/^\s+at .*:\d+:\d+\)?$/m);
      expect(groupAlive(child.pid!)).toBe(false);
      // None of its servers got to listen.
      expect(await ports.takenPorts(plan)).toEqual([expect.objectContaining({ port: base + 3 })]);
    } finally {
      await close(held);
    }
  }, 120_000);

  it('names PORT when the shell’s own port is the one taken', async () => {
    const base = await freeBase();
    const shellPort = base + 50; // not one of the plan's
    const held = await listen(shellPort, '0.0.0.0');
    const { child, exited } = runStart({ PORT_BASE: String(base), PORT: String(shellPort) });
    try {
      const { code, output } = await exited;
      expect(code).toBe(1);
      expect(output).toContain(`  ${shellPort}  the shell server (the site)\n`);
      expect(output).toContain(`The shell's port is set by PORT=${shellPort}: choose another, or unset PORT.`);
      expect(output).not.toContain('It is set by PORT_BASE');
      expect(output).not.toMatch(/^\[\w+\] /m);
      expect(groupAlive(child.pid!)).toBe(false);
    } finally {
      await close(held);
    }
  }, 120_000);

  it('refuses a PORT_BASE that is not a port with one line, exit 1', async () => {
    const { child, exited } = runStart({ PORT_BASE: '99999' });
    const { code, output } = await exited;
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'npm start: PORT_BASE=99999 is not a port number between 1024 and 64535. Nothing was started.',
    );
    expect(groupAlive(child.pid!)).toBe(false);
  }, 120_000);
});

describe('the message', () => {
  it('lists every taken port and suggests a free PORT_BASE with the ports it gives', () => {
    const plan = ports.portPlan({});
    const taken = plan.services.filter((service) => ['shell', 'api'].includes(service.label));
    expect(ports.portTakenMessage(taken, plan, { suggestion: 5200 })).toBe(
      [
        'npm start: 2 ports this site needs are already in use; nothing was started.',
        '  3000  the shell server (the site)',
        '  4000  the API',
        "Another `npm start` (this checkout or another one) or another program holds them: `ss -ltnp 'sport = :3000'` shows which.",
        'They are set by PORT_BASE, unset: 3000. To run this site beside the other one: PORT_BASE=5200 npm start ' +
          '(shell 5200, remotes 5201–5206, release server 5300, API 6200, all free now).',
      ].join('\n'),
    );
  });
});
