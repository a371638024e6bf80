/** @jest-environment node */
// tooling/webpack/snapshot-handler-disabled.js: the shell's federation runtime is built without
// runtime-core's SnapshotHandler. Proven on a real production build of runtime-core run in a VM:
// remotes register and re-register (`force`, what « Réessayer » and a repointed remote do), a
// plugin applies, `preloadRemote` says why it cannot; and only the shell's browser build swaps it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import webpack from 'webpack';
import { productionConfigs } from './support/app-configs';
import { productionBuild } from './support/production-build';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const runtime = require('../webpack/federation-runtime.cjs') as {
  SNAPSHOT_HANDLER_DISABLED: string;
  withoutSnapshotHandlerPlugin: (wp: typeof webpack) => webpack.WebpackPluginInstance;
};
const { SNAPSHOT_HANDLER_DISABLED, withoutSnapshotHandlerPlugin } = runtime;

const CORE_ENTRY = path.resolve(__dirname, '../../node_modules/@module-federation/runtime-core/dist/index.js');

/** What the built script leaves on its global object. */
interface Outcome {
  entries: string[];
  cached: boolean;
  errors: string[];
  applied: boolean;
  preload: string;
  size: number;
}

describe('the shell’s federation runtime without SnapshotHandler', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'snapshot-handler-'));
    writeFileSync(
      path.join(dir, 'index.js'),
      `import { ModuleFederation } from ${JSON.stringify(CORE_ENTRY)};
const mf = new ModuleFederation({ name: 'host', remotes: [], plugins: [{ name: 'probe', beforeInit: (args) => { globalThis.applied = true; return args; } }] });
mf.registerRemotes([{ name: 'content', entry: 'https://a.test/remoteEntry.js' }]);
// As if its code had loaded: re-registering must drop it, so the next load runs the new entry.
mf.moduleCache.set('content', { remoteInfo: { name: 'content', entryGlobalName: 'content' } });
mf.registerRemotes([{ name: 'content', entry: 'https://b.test/remoteEntry.js' }], { force: true });
globalThis.cached = mf.moduleCache.has('content');
mf.preloadRemote([{ nameOrAlias: 'content' }]).then(
  () => { globalThis.preload = 'done'; },
  (error) => { globalThis.preload = error.message; },
);
globalThis.entries = mf.options.remotes.map((r) => r.entry);
`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function run(name: string, plugins: webpack.WebpackPluginInstance[]): Promise<Outcome> {
    const out = path.join(dir, name);
    // As the shell's build: no snapshot plugin (experiments.optimization.disableSnapshot).
    const define = new webpack.DefinePlugin({ FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true });
    await productionBuild({ context: dir, out, entry: { main: './index.js' }, plugins: [define, ...plugins] });
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    // The runtime warns that `force` overrides a registered remote: expected here.
    const errors: string[] = [];
    const quiet = { ...console, warn: () => undefined, error: (...args: unknown[]) => errors.push(args.join(' ')) };
    const context: Record<string, unknown> = { console: quiet, URL, setTimeout, clearTimeout };
    context.globalThis = context;
    vm.runInNewContext(code, context);
    await new Promise((resolve) => setTimeout(resolve, 0));
    return {
      entries: context.entries as string[],
      cached: context.cached === true,
      errors,
      applied: context.applied === true,
      preload: String(context.preload),
      size: code.length,
    };
  }

  it('registers, re-registers and applies plugins as the full runtime does, without its snapshot code', async () => {
    const full = await run('full', []);
    const shell = await run('shell', [withoutSnapshotHandlerPlugin(webpack)]);
    expect(full.entries).toEqual(['https://b.test/remoteEntry.js']);
    expect(full).toMatchObject({ cached: false, errors: [] });
    expect(shell).toMatchObject({ entries: full.entries, cached: false, errors: [], applied: true });
    // preloadRemote, which the shell never calls, fails as a rejected promise, not a crash.
    expect(shell.preload).toMatch(/preloadRemote failed/);
    // The swap is what shrinks it (about 5 KB minified).
    expect(full.size - shell.size).toBeGreaterThan(3000);
  });
});

it('swaps the SnapshotHandler of core.js only, and in the shell’s browser build only', () => {
  const plugin = withoutSnapshotHandlerPlugin(webpack) as unknown as {
    resourceRegExp: RegExp;
    newResource: (data: { request: string; contextInfo: { issuer: string } }) => void;
  };
  const core = path.dirname(CORE_ENTRY);
  const fromCore = { request: './plugins/snapshot/SnapshotHandler.js', contextInfo: { issuer: `${core}/core.js` } };
  const fromRemoteHandler = {
    request: '../plugins/snapshot/SnapshotHandler.js',
    contextInfo: { issuer: `${core}/remote/index.js` },
  };
  for (const data of [fromCore, fromRemoteHandler])
    if (plugin.resourceRegExp.test(data.request)) plugin.newResource(data);
  expect(fromCore.request).toBe(SNAPSHOT_HANDLER_DISABLED);
  expect(fromRemoteHandler.request).toBe('../plugins/snapshot/SnapshotHandler.js');

  for (const [app, configs] of productionConfigs()) {
    const swaps = configs.map((config) =>
      (config.plugins ?? []).some(
        (p) =>
          p?.constructor.name === 'NormalModuleReplacementPlugin' &&
          String((p as unknown as typeof plugin).resourceRegExp) === String(plugin.resourceRegExp),
      ),
    );
    expect([app, swaps]).toEqual([
      app,
      app === 'shell' ? [true, ...swaps.slice(1).map(() => false)] : swaps.map(() => false),
    ]);
  }
});
