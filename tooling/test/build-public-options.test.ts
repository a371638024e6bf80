/** @jest-environment node */
// The lint of tooling/lint/build-public-options.ts (what it refuses and why is said there) on every
// app's webpack configs and build code, then on configs of the test's own making.
import {
  assetEditProblem,
  buildFileProblems,
  buildFiles,
  configProblems,
  configsOf,
  webpackApps,
  type Config,
  type Rule,
} from '../lint/build-public-options';

describe.each(webpackApps())('%s', (dir) => {
  it('declares no alias and no module replacement', () => {
    expect(configsOf(dir).flatMap((config) => configProblems(config))).toEqual([]);
  });
});

it('no build code of this repository rewrites what webpack emitted', () => {
  const files = buildFiles();
  expect(files).toEqual(expect.arrayContaining(['tooling/webpack/create-config.cjs', 'shell/webpack.config.cjs']));
  expect(buildFileProblems(files)).toEqual([]);
});

describe('the rules themselves', () => {
  const config = (at: Omit<Config, 'name'>): Config => ({ name: 'fixture', ...at });

  it('refuse an alias wherever it is declared', () => {
    expect(configProblems(config({ resolve: { alias: { react: './src/my-react' } } }))).toEqual([
      'fixture: an alias (resolve.alias)',
    ]);
    expect(configProblems(config({ resolve: { alias: [{ name: '@app', alias: './src' }] } }))).toHaveLength(1);
    const nested: Rule = { oneOf: [{ rules: [{ resolve: { alias: { lib$: 'lib/sub' } } }] }] };
    expect(configProblems(config({ module: { rules: ['...', nested] } }))).toEqual([
      'fixture: an alias (module.rules[1].oneOf[0].rules[0].resolve.alias)',
    ]);
    expect(configProblems(config({ resolve: { byDependency: { esm: { alias: {} } } } }))).toEqual([
      'fixture: an alias (resolve.byDependency.esm.alias)',
    ]);
  });

  it('refuse a NormalModuleReplacementPlugin, accept other plugins and resolve options', () => {
    // a plugin is known by its class's name (no test builds with webpack)
    class NormalModuleReplacementPlugin {}
    class DefinePlugin {}
    expect(configProblems(config({ plugins: [new NormalModuleReplacementPlugin(), new DefinePlugin()] }))).toEqual([
      'fixture: a NormalModuleReplacementPlugin',
    ]);
    expect(configProblems(config({ resolve: { byDependency: { commonjs: {} } } }))).toEqual([]);
  });

  it('refuse build code that rewrites emitted code, accept code that emits its own files', () => {
    expect(assetEditProblem('compilation.updateAsset(file, edited)')).toMatch(/updateAsset/);
    expect(assetEditProblem('hooks.renderStartup.tap(NAME, fn)')).toMatch(/renderStartup/);
    expect(assetEditProblem('new ReplaceSource(original)')).toMatch(/ReplaceSource/);
    expect(assetEditProblem("compilation.emitAsset('boot-assets.json', source)")).toBeUndefined();
  });
});
