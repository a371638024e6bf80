/** @jest-environment node */
// The lint of tooling/lint/build-public-options.ts (what it refuses and why is said there) on every
// app's webpack configs, then on configs of the test's own making.
import {
  configProblems,
  configsOf,
  DefinePlugin,
  NormalModuleReplacementPlugin,
  webpackApps,
  type Config,
  type Rule,
} from '../lint/build-public-options';

describe.each(webpackApps())('%s', (dir) => {
  it('declares no alias and no module replacement', () => {
    expect(configsOf(dir).flatMap((config) => configProblems(config))).toEqual([]);
  });
});

describe('the rules themselves', () => {
  const config = (at: Omit<Config, 'name'>): Config => ({ name: 'fixture', ...at });
  const problems = (at: Omit<Config, 'name'>) => configProblems(config(at));

  it('refuse an alias wherever it is declared', () => {
    expect(problems({ resolve: { alias: { react: './src/my-react' } } })).toEqual([
      'fixture: an alias (resolve.alias)',
    ]);
    expect(problems({ resolve: { alias: [{ name: '@app', alias: './src' }] } })).toHaveLength(1);
    const nested: Rule = { oneOf: [{ rules: [{ resolve: { alias: { lib$: 'lib/sub' } } }] }] };
    expect(problems({ module: { rules: ['...', nested] } })).toEqual([
      'fixture: an alias (module.rules[1].oneOf[0].rules[0].resolve.alias)',
    ]);
    expect(problems({ resolve: { byDependency: { esm: { alias: {} } } } })).toEqual([
      'fixture: an alias (resolve.byDependency.esm.alias)',
    ]);
  });

  it('refuse a NormalModuleReplacementPlugin, accept other plugins and resolve options', () => {
    const replacement = new NormalModuleReplacementPlugin(/x/, './y');
    expect(problems({ plugins: [replacement, new DefinePlugin({})] })).toEqual([
      'fixture: a NormalModuleReplacementPlugin',
    ]);
    expect(problems({ resolve: { byDependency: { commonjs: {} } } })).toEqual([]);
  });
});
