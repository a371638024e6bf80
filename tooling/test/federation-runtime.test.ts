/** @jest-environment node */
// One federation runtime in the browser (tooling/webpack/federation-runtime.cjs): the remotes'
// production browser builds take the shell's runtime-core and bundler runtime, the shell provides
// them (runtime-core from the plugin's ES module file). The guard plugin fails a build that breaks
// this; these tests prove the configs ask for it, that the guard bites, and that a remote's copy of
// the shell's bundler runtime keeps its per-build state its own.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

type Plugin = {
  constructor: { name: string };
  role?: string;
  _options?: Record<string, unknown>;
  resourceRegExp?: RegExp;
  newResource?: unknown;
};
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
  BUNDLER_RUNTIME_GLOBAL: string;
  BUNDLER_RUNTIME_PROVIDER: string;
  BUNDLER_RUNTIME_FROM_SHELL: string;
  SNAPSHOT_HANDLER_DISABLED: string;
  federationRuntimeProblems: (role: 'host' | 'remote', modules: { resources: string[] }) => string[];
};
const {
  EXTERNAL_GLOBAL,
  PROVIDER_PLUGIN,
  BUNDLER_RUNTIME_GLOBAL,
  BUNDLER_RUNTIME_PROVIDER,
  BUNDLER_RUNTIME_FROM_SHELL,
  SNAPSHOT_HANDLER_DISABLED,
  federationRuntimeProblems,
} = runtime;

const remotes = readdirSync(root).filter((dir) => dir.startsWith('mfe-'));

function configsOf(dir: string, env: Record<string, unknown> = {}): Config[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const factory = require(path.join(root, dir, 'webpack.config.cjs')) as (e: unknown, a: unknown) => Config | Config[];
  return [factory(env, { mode: 'production' })].flat();
}
const federation = (config: Config) => config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin')!;
const options = (config: Config) => federation(config)._options as FederationOptions;
const guard = (config: Config) => config.plugins.find((p) => p.constructor.name === 'FederationRuntimeGuardPlugin');
const replacement = (config: Config) =>
  config.plugins.find(
    (p) => p.constructor.name === 'NormalModuleReplacementPlugin' && p.newResource === BUNDLER_RUNTIME_FROM_SHELL,
  );

const CORE = path.join(root, 'node_modules/@module-federation/runtime-core/dist');
const BUNDLER = path.join(root, 'node_modules/@module-federation/webpack-bundler-runtime/dist');
/** The module a build's federation entry imports (FederationRuntimePlugin's template). */
const BUNDLER_ENTRY = require.resolve('@module-federation/webpack-bundler-runtime/bundler');

describe('one federation runtime in the browser', () => {
  it.each(remotes)('%s: its browser build takes the shell’s runtime, its Node build keeps its own', (dir) => {
    const [browser, server] = configsOf(dir);
    expect(options(browser!).experiments?.externalRuntime).toBe(true);
    expect(guard(browser!)?.role).toBe('remote');
    // The module the federation entry imports becomes the shell's bundler runtime.
    expect(replacement(browser!)?.resourceRegExp?.test(BUNDLER_ENTRY)).toBe(true);
    expect(server!.target).toBe('async-node');
    expect(options(server!).experiments?.externalRuntime).toBeUndefined();
    expect(guard(server!)).toBeUndefined();
    expect(replacement(server!)).toBeUndefined();
  });

  it('a remote’s dev server keeps its own runtime (its standalone page has no shell)', () => {
    const browser = configsOf('mfe-content', { WEBPACK_SERVE: true })[0]!;
    expect(options(browser).experiments?.externalRuntime).toBeUndefined();
    expect(guard(browser)).toBeUndefined();
    expect(replacement(browser)).toBeUndefined();
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

  it('the shell provides its bundler runtime: the default export of the module its federation entry imports', () => {
    const [browser, server] = configsOf('shell');
    expect(options(browser!).runtimePlugins).toContain(BUNDLER_RUNTIME_PROVIDER);
    expect(options(server!).runtimePlugins).not.toContain(BUNDLER_RUNTIME_PROVIDER);
    expect(replacement(browser!)).toBeUndefined();
    const source = readFileSync(BUNDLER_RUNTIME_PROVIDER, 'utf8');
    expect(source).toMatch(/^import federation from '@module-federation\/webpack-bundler-runtime';$/m);
    // An import resolves to the package's ES module file, the one dist/bundler.js re-exports: one copy.
    const pkg = JSON.parse(readFileSync(path.join(BUNDLER, '..', 'package.json'), 'utf8')) as {
      exports: Record<string, { import?: { default: string } }>;
    };
    expect(pkg.exports['.']!.import!.default).toBe('./dist/index.js');
    expect(readFileSync(BUNDLER_ENTRY, 'utf8')).toMatch(/^import federation, .* from "\.\/index\.js";$/m);
    expect(source).toContain(BUNDLER_RUNTIME_GLOBAL);
  });
});

describe('the guard of the builds', () => {
  const provider = PROVIDER_PLUGIN;
  const shell = [
    `${CORE}/index.js`,
    `${BUNDLER}/index.js`,
    provider,
    BUNDLER_RUNTIME_PROVIDER,
    SNAPSHOT_HANDLER_DISABLED,
  ];
  const remote = ['/a/src/x.ts', `${BUNDLER}/initContainerEntry.js`, BUNDLER_RUNTIME_FROM_SHELL];

  it('accepts a remote on the shell’s runtime, and a shell with one copy that provides it', () => {
    expect(federationRuntimeProblems('remote', { resources: remote })).toEqual([]);
    expect(federationRuntimeProblems('host', { resources: shell })).toEqual([]);
  });

  it('fails a remote that embeds runtime-core again', () => {
    const problems = federationRuntimeProblems('remote', { resources: [...remote, `${CORE}/core.js`] });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('embeds @module-federation/runtime-core');
  });

  it.each([
    `${BUNDLER}/bundler.js`,
    `${BUNDLER}/init.js`,
    path.join(root, 'node_modules/@module-federation/runtime/dist/index.js'),
    path.join(root, 'node_modules/@module-federation/sdk/dist/logger.js'),
    path.join(root, 'node_modules/@module-federation/error-codes/dist/desc.mjs'),
  ])('fails a remote that embeds the bundler runtime again (%s)', (file) => {
    const problems = federationRuntimeProblems('remote', { resources: [...remote, file] });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('embeds the federation bundler runtime');
  });

  it('fails a remote that does not read the shell’s bundler runtime', () => {
    const problems = federationRuntimeProblems('remote', { resources: ['/a/src/x.ts'] });
    expect(problems).toEqual([expect.stringContaining(BUNDLER_RUNTIME_GLOBAL)]);
  });

  it('fails a shell that stops providing runtime-core or its bundler runtime, or bundles runtime-core’s CommonJS copy too', () => {
    expect(federationRuntimeProblems('host', { resources: shell.filter((file) => file !== provider) })).toEqual([
      expect.stringContaining('does not provide its runtime-core'),
    ]);
    expect(
      federationRuntimeProblems('host', { resources: shell.filter((file) => file !== BUNDLER_RUNTIME_PROVIDER) }),
    ).toEqual([expect.stringContaining('does not provide its bundler runtime')]);
    expect(federationRuntimeProblems('host', { resources: [...shell, `${CORE}/index.cjs`] })).toEqual([
      expect.stringContaining('two copies'),
    ]);
  });

  it('fails a shell whose runtime builds runtime-core’s SnapshotHandler again', () => {
    expect(
      federationRuntimeProblems('host', { resources: shell.filter((file) => file !== SNAPSHOT_HANDLER_DISABLED) }),
    ).toEqual([expect.stringContaining('SnapshotHandler')]);
  });
});

type Instance = { options: { name: string; id?: string; version?: string }; initOptions: jest.Mock };
type BuildFederation = {
  runtime: Record<string, unknown> & { init: (options: Record<string, unknown>) => unknown };
  instance: unknown;
  initOptions: unknown;
  bundlerRuntime: Record<string, unknown> & { S: object };
  attachShareScopeMap: unknown;
  bundlerRuntimeOptions: object;
};

/** A stand-in of the shell's bundler runtime (its default export), with a runtime of `instances`. */
function shellBundlerRuntime(instances: Instance[]) {
  const runtime = {
    init: jest.fn(),
    loadRemote: jest.fn(),
    getInstance: (finder: (instance: Instance) => boolean) => instances.find(finder) ?? null,
    createInstance: jest.fn((options: { name: string; id: string }) => {
      const instance = { options, initOptions: jest.fn() };
      instances.push(instance);
      return instance;
    }),
  };
  return {
    runtime,
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime: { init: jest.fn(), consumes: jest.fn(), S: {}, initContainerEntry: undefined },
    attachShareScopeMap: jest.fn(),
    bundlerRuntimeOptions: {},
  };
}

describe('a remote’s copy of the shell’s bundler runtime', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { bundlerRuntimeForBuild } = require('../webpack/bundler-runtime-copy.js') as {
    bundlerRuntimeForBuild: (shared: unknown, own: { initContainerEntry: unknown; buildId: string }) => BuildFederation;
  };

  it('gives each build its own state objects and shares only the functions', () => {
    const shared = shellBundlerRuntime([]);
    const ownEntry = jest.fn();
    const content = bundlerRuntimeForBuild(shared, { initContainerEntry: ownEntry, buildId: '' });
    const forms = bundlerRuntimeForBuild(shared, { initContainerEntry: ownEntry, buildId: '' });
    for (const build of [content, forms]) {
      expect(build.bundlerRuntime).not.toBe(shared.bundlerRuntime);
      expect(build.bundlerRuntime.S).not.toBe(shared.bundlerRuntime.S);
      expect(build.bundlerRuntimeOptions).not.toBe(shared.bundlerRuntimeOptions);
      expect(build.runtime).not.toBe(shared.runtime);
      expect(build.instance).toBeUndefined();
      expect(build.initOptions).toBeUndefined();
      expect(build.bundlerRuntime.init).toBe(shared.bundlerRuntime.init);
      expect(build.bundlerRuntime.consumes).toBe(shared.bundlerRuntime.consumes);
      expect(build.bundlerRuntime.initContainerEntry).toBe(ownEntry);
      expect(build.attachShareScopeMap).toBe(shared.attachShareScopeMap);
      expect(build.runtime.loadRemote).toBe(shared.runtime.loadRemote);
    }
    expect(content.bundlerRuntime).not.toBe(forms.bundlerRuntime);
    expect(content.bundlerRuntime.S).not.toBe(forms.bundlerRuntime.S);
    expect(content.bundlerRuntimeOptions).not.toBe(forms.bundlerRuntimeOptions);
    // What one build writes stays its own (the federation entry copies keys one level deep).
    (content.bundlerRuntimeOptions as Record<string, unknown>).remotes = {};
    expect(forms.bundlerRuntimeOptions).toEqual({});
    expect(shared.bundlerRuntimeOptions).toEqual({});
    expect(shared.bundlerRuntime.initContainerEntry).toBeUndefined();
  });

  it('starts the build’s instance without the shared runtime’s `init` (which would take the shell’s place)', () => {
    const shell: Instance = { options: { name: 'shell', id: '' }, initOptions: jest.fn() };
    const instances = [shell];
    const shared = shellBundlerRuntime(instances);
    const content = bundlerRuntimeForBuild(shared, { initContainerEntry: jest.fn(), buildId: 'content:1' });
    const created = content.runtime.init({ name: 'content', remotes: [] });
    expect(shared.runtime.init).not.toHaveBeenCalled();
    expect(shared.runtime.createInstance).toHaveBeenCalledWith({ name: 'content', remotes: [], id: '' });
    expect(created).toBe(instances[1]);
    expect(shell.initOptions).not.toHaveBeenCalled();

    // A second start of the same remote (another build of it on the page): its instance, re-initialised.
    const again = bundlerRuntimeForBuild(shared, { initContainerEntry: jest.fn(), buildId: '' });
    expect(again.runtime.init({ name: 'content', remotes: [] })).toBe(created);
    expect(instances[1]!.initOptions).toHaveBeenCalledWith({ name: 'content', remotes: [], id: '' });
    expect(shared.runtime.createInstance).toHaveBeenCalledTimes(1);
  });

  it('finds an instance as the runtime does: by build id, or by name and version', () => {
    const byId: Instance = { options: { name: 'other', id: 'forms:7' }, initOptions: jest.fn() };
    const v2: Instance = { options: { name: 'forms', version: '2' }, initOptions: jest.fn() };
    const shared = shellBundlerRuntime([byId, v2]);
    const own = { initContainerEntry: jest.fn() };
    expect(bundlerRuntimeForBuild(shared, { ...own, buildId: 'forms:7' }).runtime.init({ name: 'forms' })).toBe(byId);
    expect(bundlerRuntimeForBuild(shared, { ...own, buildId: '' }).runtime.init({ name: 'forms', version: '2' })).toBe(
      v2,
    );
    // Without a version, a versioned instance is another one.
    bundlerRuntimeForBuild(shared, { ...own, buildId: '' }).runtime.init({ name: 'forms' });
    expect(shared.runtime.createInstance).toHaveBeenCalledTimes(1);
  });
});

describe('the remote’s bundler runtime module and the shell’s provider', () => {
  const scope = globalThis as { _FEDERATION_BUNDLER_RUNTIME?: unknown };
  const ownEntry = jest.fn();
  jest.mock('@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js', () => ({
    initContainerEntry: ownEntry,
  }));
  afterEach(() => {
    delete scope._FEDERATION_BUNDLER_RUNTIME;
  });
  const load = <T>(file: string): T => {
    let loaded: T | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      loaded = require(file) as T;
    });
    return loaded!;
  };

  it('a remote on a host that does not provide it fails while it starts (the shell shows its fallback)', () => {
    expect(() => load(BUNDLER_RUNTIME_FROM_SHELL)).toThrow(BUNDLER_RUNTIME_GLOBAL);
  });

  it('a remote on the shell takes the provided runtime, with its own initContainerEntry', () => {
    const shared = shellBundlerRuntime([]);
    scope._FEDERATION_BUNDLER_RUNTIME = shared;
    const federation = load<{ default: BuildFederation }>(BUNDLER_RUNTIME_FROM_SHELL).default;
    expect(federation.bundlerRuntime.init).toBe(shared.bundlerRuntime.init);
    expect(federation.bundlerRuntime.initContainerEntry).toBe(ownEntry);
    expect(federation.bundlerRuntimeOptions).not.toBe(shared.bundlerRuntimeOptions);
  });

  it('the shell’s provider puts its bundler runtime on the global before its instance starts, once', () => {
    const shellRuntime = { bundlerRuntime: {} };
    jest.doMock('@module-federation/webpack-bundler-runtime', () => ({ __esModule: true, default: shellRuntime }));
    const plugin = load<{ default: () => { beforeInit: (args: object) => object } }>(
      BUNDLER_RUNTIME_PROVIDER,
    ).default();
    const args = { options: { name: 'shell' } };
    expect(plugin.beforeInit(args)).toBe(args);
    expect(scope._FEDERATION_BUNDLER_RUNTIME).toBe(shellRuntime);
    const earlier = { bundlerRuntime: {} };
    scope._FEDERATION_BUNDLER_RUNTIME = earlier;
    plugin.beforeInit(args);
    expect(scope._FEDERATION_BUNDLER_RUNTIME).toBe(earlier);
    jest.dontMock('@module-federation/webpack-bundler-runtime');
  });
});
