/** @jest-environment node */
// The lint of tooling/lint/dependency-patching.ts (what it finds and why is said there) on every
// app's webpack configs and build code, then on configs of the test's own making.
import path from 'node:path';
import {
  aliasProblem,
  assetEditProblem,
  buildFileProblems,
  configProblems,
  configsOf,
  ownBuildFiles,
  repoRoot,
  webpackApps,
  type Config,
  type Resolve,
  type Resolves,
  type Rule,
} from '../lint/dependency-patching';

describe.each(webpackApps())('%s', (dir) => {
  it('replaces no module and aliases no package to another file', () => {
    expect(configsOf(dir).flatMap((config) => configProblems(config))).toEqual([]);
  });
});

it('no build code of this repository edits what webpack emitted', () => {
  for (const dir of webpackApps()) configsOf(dir);
  const files = ownBuildFiles();
  expect(files).toContain(path.join(repoRoot, 'tooling', 'webpack', 'create-config.cjs'));
  expect(buildFileProblems(files)).toEqual([]);
});

describe('the rules themselves', () => {
  // A package of the test's own making, as resolution sees it: it exports its main entry and
  // `./public/*`, and keeps `./private/*` to itself.
  const resolves: Resolves = (specifier) => ['fixture-lib', 'fixture-lib/public/widget'].includes(specifier);
  const project = path.join(repoRoot, 'fixture-project');
  const installed = path.join(project, 'node_modules', 'fixture-lib', 'public', 'widget.js');

  it('refuse a package aliased to a file that is no dependency’s, or to another package', () => {
    expect(aliasProblem('react$', path.join(project, 'src', 'my-react.ts'), resolves)).toMatch(
      /replaced by another file/,
    );
    expect(aliasProblem('fixture-lib$', 'other-lib', resolves)).toMatch(/replaced by other-lib/);
  });

  it('refuse a target written as a specifier that does not resolve (a private subpath)', () => {
    expect(aliasProblem('@runtime', 'fixture-lib/private/internal.js', resolves)).toMatch(/does not resolve/);
    expect(aliasProblem('fixture-lib$', 'fixture-lib/private/internal', resolves)).toMatch(/does not resolve/);
  });

  it('accept the project’s own files, public specifiers, and a package aliased to an installed file', () => {
    expect(aliasProblem('@app', path.join(project, 'src'), resolves)).toBeUndefined();
    expect(aliasProblem('@app', './src', resolves)).toBeUndefined();
    expect(aliasProblem('fixture-lib$', 'fixture-lib/public/widget', resolves)).toBeUndefined();
    expect(aliasProblem('@widget', ['fixture-lib/public/widget', path.join(project, 'src')], resolves)).toBeUndefined();
    // not judged (see the lint's header): which installed file an absolute target is
    expect(aliasProblem('fixture-lib$', installed, resolves)).toBeUndefined();
  });

  it('find aliases at the top level, in nested rules and under resolve.byDependency', () => {
    const mine = path.join(project, 'src', 'mine.ts');
    const config = (at: Omit<Config, 'name'>): Config => ({ name: 'fixture', ...at });
    expect(configProblems(config({ resolve: { alias: [{ name: 'react', alias: mine }] } }), resolves)).toHaveLength(1);
    const nested: Rule = { oneOf: [{ rules: [{ resolve: { alias: { react: mine } } }] }] };
    expect(configProblems(config({ module: { rules: ['...', nested] } }), resolves)).toHaveLength(1);
    const byDependency: Resolve = { byDependency: { esm: { alias: { react: mine } } } };
    expect(configProblems(config({ resolve: byDependency }), resolves)).toHaveLength(1);
  });

  it('refuse a NormalModuleReplacementPlugin, accept options scoped by package.json data', () => {
    // a plugin is known by its class's name (webpack is not loaded: no test builds with it)
    class NormalModuleReplacementPlugin {}
    const replacement = new NormalModuleReplacementPlugin();
    expect(configProblems({ name: 'fixture', plugins: [replacement] }, resolves)).toEqual([
      'fixture: a NormalModuleReplacementPlugin',
    ]);
    // the shape of create-config.cjs's runtimeProviderRule (webpack's documented descriptionData
    // and resolve.byDependency): other condition names for one package's modules, no alias
    const scoped: Rule = {
      descriptionData: { name: 'fixture-lib' },
      resolve: { byDependency: { commonjs: { conditionNames: ['import', 'require', '...'] } } },
    };
    expect(configProblems({ name: 'fixture', module: { rules: [scoped] } }, resolves)).toEqual([]);
  });

  it('refuse build code that rewrites emitted code, accept code that emits its own files', () => {
    expect(assetEditProblem('compilation.updateAsset(file, edited)')).toMatch(/updateAsset/);
    expect(assetEditProblem('hooks.renderStartup.tap(NAME, fn)')).toMatch(/renderStartup/);
    expect(assetEditProblem('new ReplaceSource(original)')).toMatch(/ReplaceSource/);
    expect(assetEditProblem("compilation.emitAsset('boot-assets.json', source)")).toBeUndefined();
  });

  it('ask Node whether a public specifier resolves, by default', () => {
    expect(aliasProblem('@react', 'react')).toBeUndefined();
    expect(aliasProblem('@react', 'react/no-such-subpath')).toMatch(/does not resolve/);
  });
});
