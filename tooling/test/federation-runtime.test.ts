/** @jest-environment node */
// One federation runtime core in the browser (tooling/webpack/federation-runtime.cjs): the remotes'
// production browser builds take the shell's runtime-core (the documented
// `experiments.externalRuntime`), the shell provides it from its runtime plugin. The guard plugin
// fails a build that breaks this; these tests prove the configs ask for it and that the guard bites.
import path from 'node:path';

type Plugin = { constructor: { name: string }; role?: string };
type Config = { name: string; target?: string; plugins: Plugin[] };
type FederationOptions = {
  runtimePlugins?: string[];
  experiments?: { externalRuntime?: boolean; provideExternalRuntime?: boolean };
};

const root = path.resolve(__dirname, '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { RUNTIME_CORE_PROVIDER, federationRuntimeProblems } = require('../webpack/federation-runtime.cjs') as {
  RUNTIME_CORE_PROVIDER: string;
  federationRuntimeProblems: (role: 'host' | 'remote', modules: { resources: string[] }) => string[];
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { browserFederation } = require('../webpack/create-config.cjs') as {
  browserFederation: (app: object, context: { production: boolean; serve: boolean }) => FederationOptions;
};

function configsOf(dir: string, env: Record<string, unknown> = {}): Config[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const factory = require(path.join(root, dir, 'webpack.config.cjs')) as (e: unknown, a: unknown) => Config | Config[];
  return [factory(env, { mode: 'production' })].flat();
}
const guard = (config: Config) => config.plugins.find((p) => p.constructor.name === 'FederationRuntimeGuardPlugin');
const remote = { name: 'content', exposes: { './HomePage': './x.tsx' } };
const shell = { name: 'shell', host: true };

const CORE = path.join(root, 'node_modules/@module-federation/runtime-core/dist');

describe('one federation runtime core in the browser', () => {
  it('a remote’s production browser build takes the shell’s runtime-core; its dev server keeps its own', () => {
    expect(browserFederation(remote, { production: true, serve: false }).experiments?.externalRuntime).toBe(true);
    expect(browserFederation(remote, { production: true, serve: true }).experiments?.externalRuntime).toBeUndefined();
    expect(browserFederation(remote, { production: true, serve: false }).runtimePlugins ?? []).not.toContain(
      RUNTIME_CORE_PROVIDER,
    );
  });

  it('the shell provides its runtime-core from its runtime plugin, not the flag (which adds a CommonJS copy)', () => {
    const options = browserFederation(shell, { production: true, serve: false });
    expect(options.runtimePlugins).toContain(RUNTIME_CORE_PROVIDER);
    expect(options.experiments?.provideExternalRuntime).toBeUndefined();
  });

  it.each(['shell', 'mfe-content'])('%s: the browser build carries the guard, the Node build does not', (dir) => {
    const [browser, server] = configsOf(dir);
    expect(guard(browser!)?.role).toBe(dir === 'shell' ? 'host' : 'remote');
    expect(server!.target).toBe('async-node');
    expect(guard(server!)).toBeUndefined();
  });

  it('the shell’s provider puts its runtime-core on the global the remotes read, once', async () => {
    const scope = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
    const core = { Global: {} };
    jest.doMock('@module-federation/runtime-tools/runtime-core', () => core, { virtual: false });
    let plugin: { beforeInit: (args: object) => object } | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      plugin = (require(RUNTIME_CORE_PROVIDER) as { default: () => typeof plugin }).default();
    });
    const args = { options: { name: 'shell' } };
    expect(plugin!.beforeInit(args)).toBe(args);
    expect(scope._FEDERATION_RUNTIME_CORE).toBeDefined();
    const earlier = {};
    scope._FEDERATION_RUNTIME_CORE = earlier;
    plugin!.beforeInit(args);
    expect(scope._FEDERATION_RUNTIME_CORE).toBe(earlier);
    delete scope._FEDERATION_RUNTIME_CORE;
  });
});

describe('the guard of the builds', () => {
  const shellModules = [`${CORE}/index.js`, RUNTIME_CORE_PROVIDER];
  const remoteModules = ['/a/src/x.ts', path.join(root, 'node_modules/@module-federation/runtime/dist/index.js')];

  it('accepts a remote on the shell’s runtime-core, and a shell with one copy that provides it', () => {
    expect(federationRuntimeProblems('remote', { resources: remoteModules })).toEqual([]);
    expect(federationRuntimeProblems('host', { resources: shellModules })).toEqual([]);
  });

  it('fails a remote that embeds runtime-core again', () => {
    const problems = federationRuntimeProblems('remote', { resources: [...remoteModules, `${CORE}/core.js`] });
    expect(problems).toEqual([expect.stringContaining('embeds @module-federation/runtime-core')]);
  });

  it('fails a shell that stops providing runtime-core, or bundles runtime-core’s CommonJS copy too', () => {
    expect(federationRuntimeProblems('host', { resources: [`${CORE}/index.js`] })).toEqual([
      expect.stringContaining('does not provide its runtime-core'),
    ]);
    expect(federationRuntimeProblems('host', { resources: [...shellModules, `${CORE}/index.cjs`] })).toEqual([
      expect.stringContaining('two copies'),
    ]);
  });
});
