/** @jest-environment node */
// One federation runtime in the browser (tooling/webpack/federation-runtime.cjs): the remotes'
// production browser builds take the shell's runtime-core, the shell provides it from the plugin's
// ES module file. The guard plugin fails a build that breaks this; these tests prove the configs
// ask for it and that the guard bites.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

type Plugin = { constructor: { name: string }; role?: string; _options?: Record<string, unknown> };
type Config = { name: string; target?: string; plugins: Plugin[] };
type FederationOptions = {
  runtimePlugins?: string[];
  experiments?: { externalRuntime?: boolean; provideExternalRuntime?: boolean };
};

const root = path.resolve(__dirname, '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const runtime = require('../webpack/federation-runtime.cjs') as {
  EXTERNAL_GLOBAL: string;
  PROVIDER_PLUGIN: string;
  federationRuntimeProblems: (
    role: 'host' | 'remote',
    modules: { resources: string[]; externals: string[] },
  ) => string[];
};
const { EXTERNAL_GLOBAL, PROVIDER_PLUGIN, federationRuntimeProblems } = runtime;

const remotes = readdirSync(root).filter((dir) => dir.startsWith('mfe-'));

function configsOf(dir: string, env: Record<string, unknown> = {}): Config[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const factory = require(path.join(root, dir, 'webpack.config.cjs')) as (e: unknown, a: unknown) => Config | Config[];
  return [factory(env, { mode: 'production' })].flat();
}
const federation = (config: Config) => config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin')!;
const options = (config: Config) => federation(config)._options as FederationOptions;
const guard = (config: Config) => config.plugins.find((p) => p.constructor.name === 'FederationRuntimeGuardPlugin');

const CORE = path.join(root, 'node_modules/@module-federation/runtime-core/dist');

describe('one federation runtime in the browser', () => {
  it.each(remotes)('%s: its browser build takes the shell’s runtime-core, its Node build keeps its own', (dir) => {
    const [browser, server] = configsOf(dir);
    expect(options(browser!).experiments?.externalRuntime).toBe(true);
    expect(guard(browser!)?.role).toBe('remote');
    expect(server!.target).toBe('async-node');
    expect(options(server!).experiments?.externalRuntime).toBeUndefined();
    expect(guard(server!)).toBeUndefined();
  });

  it('a remote’s dev server keeps its own runtime (its standalone page has no shell)', () => {
    const browser = configsOf('mfe-content', { WEBPACK_SERVE: true })[0]!;
    expect(options(browser).experiments?.externalRuntime).toBeUndefined();
    expect(guard(browser)).toBeUndefined();
  });

  it('the shell provides its runtime-core from the plugin’s ES module file, not the flag (its CommonJS file)', () => {
    const [browser, server] = configsOf('shell');
    expect(options(browser!).runtimePlugins).toContain(PROVIDER_PLUGIN);
    expect(options(browser!).experiments?.provideExternalRuntime).toBeUndefined();
    expect(guard(browser!)?.role).toBe('host');
    expect(PROVIDER_PLUGIN).toMatch(/\.js$/);
    const source = readFileSync(PROVIDER_PLUGIN, 'utf8');
    expect(source).toMatch(/^import \* as \w+ from "@module-federation\/runtime-tools\/runtime-core"/m);
    expect(source).toContain(EXTERNAL_GLOBAL);
    expect(options(server!).runtimePlugins).not.toContain(PROVIDER_PLUGIN);
  });
});

describe('the guard of the builds', () => {
  const provider = PROVIDER_PLUGIN;
  it('accepts a remote without runtime-core that reads the shell’s, and a shell with one copy that provides it', () => {
    expect(federationRuntimeProblems('remote', { resources: ['/a/src/x.ts'], externals: [EXTERNAL_GLOBAL] })).toEqual(
      [],
    );
    expect(federationRuntimeProblems('host', { resources: [`${CORE}/index.js`, provider], externals: [] })).toEqual([]);
  });

  it('fails a remote that embeds runtime-core again or does not read the shell’s', () => {
    const problems = federationRuntimeProblems('remote', { resources: [`${CORE}/core.js`], externals: [] });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('embeds @module-federation/runtime-core');
    expect(problems[1]).toContain(EXTERNAL_GLOBAL);
  });

  it('fails a shell that stops providing runtime-core, or bundles its CommonJS copy too', () => {
    expect(federationRuntimeProblems('host', { resources: [`${CORE}/index.js`], externals: [] })[0]).toContain(
      'does not provide',
    );
    expect(
      federationRuntimeProblems('host', {
        resources: [`${CORE}/index.js`, `${CORE}/index.cjs`, provider],
        externals: [],
      })[0],
    ).toContain('two copies');
  });
});
