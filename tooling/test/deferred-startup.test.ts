/** @jest-environment node */
// tooling/webpack/deferred-startup-plugin.cjs: the host's startup runs from a timer, in a task of its
// own, not in the task that compiles main.js. Proven on a real production build run in a VM whose
// timers the test fires itself; and only the shell's browser build uses it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import type webpack from 'webpack';
import { hasPlugin, productionConfigs } from './support/app-configs';
import { productionBuild } from './support/production-build';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { DeferredStartupPlugin } = require('../webpack/deferred-startup-plugin.cjs') as {
  DeferredStartupPlugin: new (options?: { atOnce?: string }) => webpack.WebpackPluginInstance;
};

describe('DeferredStartupPlugin in a production build', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'deferred-startup-'));
    writeFileSync(path.join(dir, 'started.js'), 'export const mark = () => { globalThis.started = true; };\n');
    writeFileSync(path.join(dir, 'index.js'), "import { mark } from './started.js';\nmark();\n");
    writeFileSync(path.join(dir, 'early.js'), 'globalThis.early = (globalThis.early ?? 0) + 1;\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  let builds = 0;
  async function build(plugins: webpack.WebpackPluginInstance[], entry: string[] = ['./index.js']): Promise<string> {
    const out = path.join(dir, `dist-${(builds += 1)}`);
    await productionBuild({ context: dir, out, entry: { main: entry }, plugins });
    return readFileSync(path.join(out, 'main.js'), 'utf8');
  }

  function run(code: string) {
    const timers: (() => void)[] = [];
    const context: { started?: boolean; early?: number; setTimeout: (callback: () => void) => void } = {
      setTimeout: (callback) => timers.push(callback),
    };
    vm.runInNewContext(code, context);
    return { context, timers };
  }

  it('runs the entry when the timer fires, not while the script runs', async () => {
    const plain = run(await build([]));
    expect(plain.context.started).toBe(true);

    const deferred = run(await build([new DeferredStartupPlugin()]));
    expect(deferred.context.started).toBeUndefined();
    expect(deferred.timers).toHaveLength(1);
    deferred.timers[0]!();
    expect(deferred.context.started).toBe(true);
  });

  it('runs its atOnce entry module with the script, once, and the rest from the timer', async () => {
    const atOnce = path.join(dir, 'early.js');
    const deferred = run(await build([new DeferredStartupPlugin({ atOnce })], ['./early.js', './index.js']));
    expect(deferred.context).toMatchObject({ early: 1 });
    expect(deferred.context.started).toBeUndefined();
    deferred.timers[0]!();
    expect(deferred.context).toMatchObject({ early: 1, started: true });
  });

  it('fails the build when atOnce is not an entry module (it would be concatenated, without an id)', async () => {
    const atOnce = path.join(dir, 'early.js');
    await expect(build([new DeferredStartupPlugin({ atOnce })])).rejects.toThrow(/early\.js is not an entry module/);
  });
});

it('is in the shell’s browser build only: a remote’s entry must define its container at once', () => {
  for (const [app, configs] of productionConfigs()) {
    const uses = configs.map((config) => hasPlugin(config, 'DeferredStartupPlugin'));
    expect([app, uses]).toEqual([
      app,
      app === 'shell' ? [true, ...uses.slice(1).map(() => false)] : uses.map(() => false),
    ]);
  }
});
