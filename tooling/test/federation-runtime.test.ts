/** @jest-environment node */
// One federation runtime core in the browser (tooling/webpack/federation-runtime.cjs): the remotes'
// production browser builds take the shell's runtime-core (the documented
// `experiments.externalRuntime`), which the shell provides (the documented
// `experiments.provideExternalRuntime`). The guard plugin fails a build that breaks this; these
// tests prove the configs ask for it and that the guard bites, from public data only.
import path from 'node:path';

type Plugin = { constructor: { name: string }; role?: string };
type Rule = {
  descriptionData?: { name?: string };
  resolve?: { byDependency?: Record<string, { conditionNames?: string[] }> };
};
type Config = { name: string; target?: string; plugins: Plugin[]; module: { rules: Rule[] } };
type FederationOptions = {
  runtimePlugins?: string[];
  experiments?: { externalRuntime?: boolean; provideExternalRuntime?: boolean };
};
type Build = { packages: string[]; federation: FederationOptions };

const root = path.resolve(__dirname, '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { RUNTIME_CORE_PACKAGE, federationRuntimeProblems, packageOf } = require('../webpack/federation-runtime.cjs') as {
  RUNTIME_CORE_PACKAGE: string;
  federationRuntimeProblems: (role: 'host' | 'remote', build: Build) => string[];
  packageOf: (module: object) => string | undefined;
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
const PROVIDER_PACKAGE = '@module-federation/inject-external-runtime-core-plugin';

describe('one federation runtime core in the browser', () => {
  it('a remote’s production browser build takes the shell’s runtime-core; its dev server keeps its own', () => {
    expect(browserFederation(remote, { production: true, serve: false }).experiments?.externalRuntime).toBe(true);
    expect(browserFederation(remote, { production: true, serve: true }).experiments?.externalRuntime).toBeUndefined();
    expect(
      browserFederation(remote, { production: true, serve: false }).experiments?.provideExternalRuntime,
    ).toBeUndefined();
  });

  it('the shell provides its runtime-core by the documented flag, with no runtime plugin of its own for it', () => {
    const options = browserFederation(shell, { production: true, serve: false });
    expect(options.experiments?.provideExternalRuntime).toBe(true);
    expect(options.runtimePlugins ?? []).toEqual([]);
  });

  it('the shell’s build resolves the provider plugin’s require() to the ES modules (one runtime-core), nothing else', () => {
    const [browser] = configsOf('shell');
    const scoped = browser!.module.rules.filter((rule) => rule.descriptionData);
    expect(scoped).toEqual([expect.objectContaining({ descriptionData: { name: PROVIDER_PACKAGE } })]);
    expect(scoped[0]!.resolve?.byDependency?.commonjs?.conditionNames?.[0]).toBe('import');
    const [remoteBrowser] = configsOf('mfe-content');
    expect(remoteBrowser!.module.rules.filter((rule) => rule.descriptionData)).toEqual([]);
  });

  it.each(['shell', 'mfe-content'])('%s: the browser build carries the guard, the Node build does not', (dir) => {
    const [browser, server] = configsOf(dir);
    expect(guard(browser!)?.role).toBe(dir === 'shell' ? 'host' : 'remote');
    expect(server!.target).toBe('async-node');
    expect(guard(server!)).toBeUndefined();
  });
});

describe('the guard of the builds', () => {
  const remoteBuild: Build = {
    packages: ['@arbora/mfe-content', '@module-federation/runtime', '@module-federation/webpack-bundler-runtime'],
    federation: browserFederation(remote, { production: true, serve: false }),
  };
  const shellBuild: Build = {
    packages: ['@arbora/shell', RUNTIME_CORE_PACKAGE, PROVIDER_PACKAGE],
    federation: browserFederation(shell, { production: true, serve: false }),
  };

  it('reads a module’s package from the description file webpack resolved for it', () => {
    const module = { resourceResolveData: { descriptionFileData: { name: RUNTIME_CORE_PACKAGE, version: '2.9.2' } } };
    expect(packageOf(module)).toBe(RUNTIME_CORE_PACKAGE);
    expect(packageOf({})).toBeUndefined();
  });

  it('accepts a remote on the shell’s runtime-core, and a shell that provides it', () => {
    expect(federationRuntimeProblems('remote', remoteBuild)).toEqual([]);
    expect(federationRuntimeProblems('host', shellBuild)).toEqual([]);
  });

  it('fails a remote whose module graph holds runtime-core again', () => {
    const problems = federationRuntimeProblems('remote', {
      ...remoteBuild,
      packages: [...remoteBuild.packages, RUNTIME_CORE_PACKAGE, RUNTIME_CORE_PACKAGE],
    });
    expect(problems).toEqual([expect.stringContaining(`embeds ${RUNTIME_CORE_PACKAGE} (2 modules)`)]);
  });

  it('fails a shell that stops providing runtime-core', () => {
    const federation = { ...shellBuild.federation, experiments: { optimization: {} } } as FederationOptions;
    expect(federationRuntimeProblems('host', { ...shellBuild, federation })).toEqual([
      expect.stringContaining('does not provide its runtime-core'),
    ]);
  });
});
