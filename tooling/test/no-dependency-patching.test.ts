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
  isOwnPath,
  ownBuildFiles,
  repoRoot,
  webpackApps,
  type Config,
  type OwnPath,
  type Resolve,
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
  // A project of the test's own making: its own code is under src/; anything else (a vendored or
  // installed copy of a library) is not.
  const project = path.join(repoRoot, 'fixture-project');
  const own: OwnPath = (absolute) => absolute.startsWith(path.join(project, 'src'));
  const elsewhere = path.join(project, 'vendor', 'fixture-lib', 'public', 'widget.js');

  it('refuse a package aliased to a file or to another package', () => {
    expect(aliasProblem('react$', path.join(project, 'src', 'my-react.ts'), own)).toMatch(/replaced by another file/);
    expect(aliasProblem('react', './src/my-react', own)).toMatch(/replaced by another file/);
    expect(aliasProblem('fixture-lib$', 'other-lib', own)).toMatch(/replaced by other-lib/);
  });

  it('refuse a path outside the project’s own code, whatever the key', () => {
    expect(aliasProblem('fixture-lib$', elsewhere, own)).toMatch(/outside this repository's code/);
    expect(aliasProblem('@widget', elsewhere, own)).toMatch(/outside this repository's code/);
  });

  it('accept the project’s own files, specifiers, and a package aliased to its own specifier', () => {
    expect(aliasProblem('@app', path.join(project, 'src'), own)).toBeUndefined();
    expect(aliasProblem('@app', './src', own)).toBeUndefined();
    expect(aliasProblem('three$', 'three/src/Three.js', own)).toBeUndefined();
    expect(aliasProblem('@widget', ['fixture-lib/public/widget', path.join(project, 'src')], own)).toBeUndefined();
    expect(aliasProblem('fixture-lib', false, own)).toBeUndefined();
  });

  it('know this repository’s own code by what git tracks', () => {
    expect(isOwnPath(path.join(repoRoot, 'shell', 'src'))).toBe(true);
    expect(isOwnPath(path.join(repoRoot, 'tooling', 'lint', 'dependency-patching.ts'))).toBe(true);
    expect(isOwnPath(path.join(repoRoot, 'no-such-folder', 'lib.js'))).toBe(false);
  });

  it('find aliases at the top level, in nested rules and under resolve.byDependency', () => {
    const mine = path.join(project, 'src', 'mine.ts');
    const config = (at: Omit<Config, 'name'>): Config => ({ name: 'fixture', ...at });
    expect(configProblems(config({ resolve: { alias: [{ name: 'react', alias: mine }] } }))).toHaveLength(1);
    const nested: Rule = { oneOf: [{ rules: [{ resolve: { alias: { react: mine } } }] }] };
    expect(configProblems(config({ module: { rules: ['...', nested] } }))).toHaveLength(1);
    const byDependency: Resolve = { byDependency: { esm: { alias: { react: mine } } } };
    expect(configProblems(config({ resolve: byDependency }))).toHaveLength(1);
  });

  it('refuse a NormalModuleReplacementPlugin, accept options scoped by package.json data', () => {
    // a plugin is known by its class's name (webpack is not loaded: no test builds with it)
    class NormalModuleReplacementPlugin {}
    const replacement = new NormalModuleReplacementPlugin();
    expect(configProblems({ name: 'fixture', plugins: [replacement] })).toEqual([
      'fixture: a NormalModuleReplacementPlugin',
    ]);
    // the shape of create-config.cjs's runtimeProviderRule (webpack's documented descriptionData
    // and resolve.byDependency): other condition names for one package's modules, no alias
    const scoped: Rule = {
      descriptionData: { name: 'fixture-lib' },
      resolve: { byDependency: { commonjs: { conditionNames: ['import', 'require', '...'] } } },
    };
    expect(configProblems({ name: 'fixture', module: { rules: [scoped] } })).toEqual([]);
  });

  it('refuse build code that rewrites emitted code, accept code that emits its own files', () => {
    expect(assetEditProblem('compilation.updateAsset(file, edited)')).toMatch(/updateAsset/);
    expect(assetEditProblem('hooks.renderStartup.tap(NAME, fn)')).toMatch(/renderStartup/);
    expect(assetEditProblem('new ReplaceSource(original)')).toMatch(/ReplaceSource/);
    expect(assetEditProblem("compilation.emitAsset('boot-assets.json', source)")).toBeUndefined();
  });
});
