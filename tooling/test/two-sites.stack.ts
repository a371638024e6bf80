/** @jest-environment node */
// Two whole sites from `npm start` side by side, each on its own PORT_BASE (tooling/ports.cjs), as
// two checkouts of a developer or a colleague's review run: both homes and both /health/ready answer
// 200, each page names its own remotes, and Ctrl-C (SIGTERM) stops each with nothing left running.
// It needs the production builds, so it is not a `*.test.ts` of the Jest step: `npm test` runs it in
// its `start` step, after `build` (tooling/test-all.mjs); alone: `npm test -- start`.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Plan {
  base: number;
  shell: number;
  api: number;
  releases: number;
  remotes: { name: string; port: number }[];
  services: { label: string; port: number }[];
}
/* eslint-disable @typescript-eslint/no-require-imports */
const ports = require('../ports.cjs') as {
  portPlan(env: Record<string, string | undefined>): Plan;
  takenPorts(plan: Plan): Promise<{ port: number }[]>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

const ROOT = path.resolve(__dirname, '..', '..');
const START = path.join(ROOT, 'tooling', 'start.mjs');
/** A busy 2-core machine: two APIs seeding their databases, two shells warming up, side by side. */
const READY_WITHIN_MS = 300_000;

interface Site {
  plan: Plan;
  child: ChildProcess;
  dataDir: string;
  output: () => string;
  /** Resolves when `npm start` says the site is up; rejects if it exits first. */
  up: Promise<void>;
  exited: Promise<number | null>;
}

const sites: Site[] = [];

/** A PORT_BASE whose every port is free and none of whose ports is one of `others`. */
async function freeBase(others: number[]): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 10_000);
    const plan = ports.portPlan({ PORT_BASE: String(base) });
    if (plan.services.some((service) => others.includes(service.port))) continue;
    if (!(await ports.takenPorts(plan)).length) return base;
  }
  throw new Error('no free PORT_BASE between 20000 and 30000');
}

function startSite(base: number): Site {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'arbora-two-sites-'));
  // Its own remotes.json (REMOTES_FILE): a release promoted into the checkout's would point both
  // sites elsewhere. It names this site's content version, which /remotes.json must then show.
  const remotesFile = path.join(dataDir, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify({ remotes: [{ name: 'content', version: `site-${base}` }] }));
  const child = spawn(process.execPath, [START], {
    cwd: ROOT,
    // Only what a developer's shell gives: no DATABASE_URL or REDIS_URL of CI, which the two sites
    // would share; each API embeds its own database in its own DATA_DIR.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT_BASE: String(base),
      DATA_DIR: dataDir,
      REMOTES_FILE: remotesFile,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const up = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Arbora is up: ')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    void exited.then((code) => reject(new Error(`npm start (PORT_BASE=${base}) exited with ${code}:\n${output}`)));
  });
  return { plan: ports.portPlan({ PORT_BASE: String(base) }), child, dataDir, output: () => output, up, exited };
}

/** Polls `url` until it answers 200 (the shell's warm-up may outlast `npm start`'s own wait). */
async function ready(url: string, site: Site): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (site.child.exitCode !== null) throw new Error(`its npm start exited:\n${site.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      last = `${response.status} ${await response.text()}`;
      if (response.ok) return;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} not ready within ${READY_WITHIN_MS / 1000} s: ${last}`);
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The processes left in the group `npm start` led, as `ps` lists them, once they had up to 30 s to go:
 * a server's own helpers (tsx's esbuild service) exit when their parent's pipe closes, just after it.
 */
async function groupLeft(pgid: number): Promise<string[]> {
  const deadline = Date.now() + 30_000;
  while (groupAlive(pgid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!groupAlive(pgid)) return [];
  return execFileSync('ps', ['-eo', 'pid=,pgid=,stat=,args='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.trim().split(/\s+/)[1] === String(pgid));
}

beforeAll(() => {
  // Refuse rather than let `npm start` build for minutes inside a test (no-build-in-jest.test.ts).
  const unbuilt = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const s = await import('./tooling/stack.mjs'); console.log(s.APPS.filter((a) => !s.isBuilt(a)).map((a) => a.dir).join(' '))",
    ],
    { cwd: ROOT, encoding: 'utf8' },
  ).trim();
  if (unbuilt) throw new Error(`not built (npm run build first): ${unbuilt}`);
});

afterAll(async () => {
  for (const site of sites) {
    if (groupAlive(site.child.pid!)) process.kill(-site.child.pid!, 'SIGKILL');
    rmSync(site.dataDir, { recursive: true, force: true });
  }
});

it(
  'runs two sites at once on two PORT_BASEs: both homes and both /health/ready answer 200, each with its own remotes',
  async () => {
    const first = await freeBase([]);
    const second = await freeBase(ports.portPlan({ PORT_BASE: String(first) }).services.map((s) => s.port));
    sites.push(startSite(first), startSite(second));
    await Promise.all(sites.map((site) => site.up));

    for (const [site, other] of [
      [sites[0], sites[1]],
      [sites[1], sites[0]],
    ]) {
      const origin = `http://127.0.0.1:${site.plan.shell}`;
      await ready(`${origin}/health/ready`, site);
      const health = await fetch(`${origin}/health/ready`);
      expect(health.status).toBe(200);
      const checks = (await health.json()) as { remotes: Record<string, string> };
      expect(Object.values(checks.remotes)).toEqual(site.plan.remotes.map(() => 'ok'));

      const remotes = (await (await fetch(`${origin}/remotes.json`)).json()) as {
        remotes: { name: string; entry: string; version: string }[];
      };
      expect(remotes.remotes.map(({ name, entry }) => [name, entry])).toEqual(
        site.plan.remotes.map(({ name, port }) => [name, `http://localhost:${port}/mf-manifest.json`]),
      );
      expect(remotes.remotes.find((remote) => remote.name === 'content')?.version).toBe(`site-${site.plan.base}`);

      const home = await fetch(`${origin}/`);
      expect(home.status).toBe(200);
      const html = await home.text();
      // The browser loads this site's remotes, and its canonical address is this site's.
      for (const remote of site.plan.remotes)
        expect(html).toContain(`http://localhost:${remote.port}/mf-manifest.json`);
      expect(html).toContain(`http://localhost:${site.plan.shell}/`);
      for (const service of other.plan.services) expect(html).not.toContain(`localhost:${service.port}`);
      expect(html).not.toMatch(/localhost:300\d\b/);
    }

    // Ctrl-C stops each site whole: exit 0, no process of its group left, every port free again.
    for (const site of sites) process.kill(site.child.pid!, 'SIGTERM');
    expect(await Promise.all(sites.map((site) => site.exited))).toEqual([0, 0]);
    for (const site of sites) {
      expect(await groupLeft(site.child.pid!)).toEqual([]);
      expect(await ports.takenPorts(site.plan)).toEqual([]);
    }
  },
  READY_WITHIN_MS * 2,
);
