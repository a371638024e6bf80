/** @jest-environment node */
// House rule: a build never aliases, replaces or rewrites a file inside a dependency's package, nor
// edits what webpack emitted: each such edit breaks silently on a minor upgrade of the dependency and
// ties every app to the same day's upgrade (issue 34). For every app's webpack config (browser and
// Node builds, production and dev server), this fails on:
// - a NormalModuleReplacementPlugin (it swaps modules behind the package's back);
// - a `resolve.alias` (top level, in a module rule, or under `resolve.byDependency`) whose key names
//   a package and whose target is a file that is no dependency's (this repository's code in the
//   package's place), or a specifier of another package;
// - an alias target written as a package specifier that Node does not resolve from the repository
//   (a subpath the package's `exports` keep private, or no such package);
// - build code of this repository (what the configs load outside node_modules) that rewrites an
//   emitted asset (`updateAsset`, `ReplaceSource`) or webpack's generated startup (`renderStartup`).
// Not judged: an absolute target inside node_modules (which package holds it, whether that package
// exports it). A path does not say which public specifier, if any, gives it: finding out means
// reading the package and subpath out of the path or inverting the package's `exports`, which is
// looking inside the dependency. An alias written as a specifier (`three$: 'three/src/Three.js'`)
// is judged in full, by Node's resolution of it.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Target = string | false | string[];
type Alias = Record<string, Target> | { name: string; alias: Target }[];
type Resolve = { alias?: Alias; conditionNames?: string[]; byDependency?: Record<string, Resolve> };
type Rule = { descriptionData?: object; resolve?: Resolve; rules?: Rule[]; oneOf?: Rule[] };
type Config = {
  name: string;
  plugins?: { constructor: { name: string } }[];
  resolve?: Resolve;
  module?: { rules?: (Rule | '...')[] };
};

const root = path.resolve(__dirname, '..', '..');
const apps = readdirSync(root).filter((dir) => dir === 'shell' || dir.startsWith('mfe-'));

function configsOf(dir: string): Config[] {
  const file = path.join(root, dir, 'webpack.config.cjs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const factory = require(file) as (e: unknown, a: unknown) => Config | Config[];
  return [
    ...[factory({}, { mode: 'production' })].flat(),
    ...[factory({ WEBPACK_SERVE: true }, { mode: 'development' })].flat(),
  ];
}

/** An installed dependency's file rather than this repository's own code (or any other file). */
const isDependencyFile = (file: string) => file.split(path.sep).includes('node_modules');

/** The package a bare specifier names (`react`, `@scope/name/sub/path`), from the specifier alone. */
function packageNamed(specifier: string): string | undefined {
  return /^(?!\.)((?:@[\w.-]+\/)?[\w.-]+)(?:\/.*)?$/.exec(specifier)?.[1];
}

/** Does Node resolve this specifier from `from` (the package's `exports` refuse a private subpath)? */
function resolves(specifier: string, from: string): boolean {
  try {
    require.resolve(specifier, { paths: [from] });
    return true;
  } catch {
    return false;
  }
}

/** What is wrong with one alias entry (`key` → `target`), specifiers resolved from `from`. */
export function aliasProblem(key: string, target: Target, from = root): string | undefined {
  const aliased = packageNamed(key.replace(/\$$/, ''));
  for (const one of [target].flat()) {
    if (one === false) continue;
    if (path.isAbsolute(one)) {
      if (aliased && !isDependencyFile(one))
        return `${key} → ${one}: the package ${aliased} is replaced by another file`;
      continue;
    }
    const named = packageNamed(one);
    if (!named) continue;
    if (aliased && named !== aliased) return `${key} → ${one}: the package ${aliased} is replaced by ${named}`;
    if (!resolves(one, from))
      return `${key} → ${one}: Node does not resolve it (a subpath ${named} keeps private, or no such package)`;
  }
  return undefined;
}

function aliasesOf(config: Config): [string, Target][] {
  const found: [string, Target][] = [];
  const add = (resolve?: Resolve) => {
    const alias = resolve?.alias;
    if (Array.isArray(alias)) for (const { name, alias: to } of alias) found.push([name, to]);
    else if (alias) found.push(...Object.entries(alias));
    for (const options of Object.values(resolve?.byDependency ?? {})) add(options);
  };
  add(config.resolve);
  const visit = (rules: (Rule | '...')[] = []) => {
    for (const rule of rules) {
      if (rule === '...') continue;
      add(rule.resolve);
      visit(rule.rules);
      visit(rule.oneOf);
    }
  };
  visit(config.module?.rules);
  return found;
}

/** What is wrong with one webpack config: a module replacement plugin, an alias of a package. */
export function configProblems(config: Config, from = root): string[] {
  const replacements = (config.plugins ?? [])
    .filter((plugin) => plugin?.constructor.name === 'NormalModuleReplacementPlugin')
    .map(() => `${config.name}: a NormalModuleReplacementPlugin`);
  const aliases = aliasesOf(config).flatMap(([key, to]) => aliasProblem(key, to, from) ?? []);
  return [...replacements, ...aliases.map((problem) => `${config.name}: ${problem}`)];
}

/** What a build file of this repository does to emitted code, if it edits it. */
export function assetEditProblem(source: string): string | undefined {
  const edit = /\b(updateAsset|ReplaceSource|renderStartup)\b/.exec(source);
  return edit ? `edits emitted code (${edit[1]})` : undefined;
}

describe.each(apps)('%s', (dir) => {
  it('replaces no module and aliases no package to another file', () => {
    expect(configsOf(dir).flatMap((config) => configProblems(config))).toEqual([]);
  });
});

it('no build code of this repository edits what webpack emitted', () => {
  for (const dir of apps) configsOf(dir);
  const ownBuildFiles = Object.keys(require.cache).filter(
    (file) => file.startsWith(root) && !isDependencyFile(file) && /\.c?js$/.test(file),
  );
  expect(ownBuildFiles).toContain(path.join(root, 'tooling', 'webpack', 'create-config.cjs'));
  const problems = ownBuildFiles.flatMap((file) => {
    const problem = assetEditProblem(readFileSync(file, 'utf8'));
    return problem ? [`${path.relative(root, file)}: ${problem}`] : [];
  });
  expect(problems).toEqual([]);
});

describe('the rules themselves', () => {
  // A package of the test's own making (no real dependency's files are named): it exports its main
  // file and `./public/*`, and keeps `private/internal.js` to itself.
  let project: string;
  let fixture: string;
  beforeAll(() => {
    project = mkdtempSync(path.join(os.tmpdir(), 'arbora-alias-rule-'));
    fixture = path.join(project, 'node_modules', 'fixture-lib');
    for (const dir of ['public', 'private']) mkdirSync(path.join(fixture, dir), { recursive: true });
    const exportsField = { '.': './index.js', './public/*': './public/*.js' };
    writeFileSync(path.join(fixture, 'package.json'), JSON.stringify({ name: 'fixture-lib', exports: exportsField }));
    for (const file of ['index.js', 'public/widget.js', 'private/internal.js'])
      writeFileSync(path.join(fixture, file), 'module.exports = {};\n');
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it('refuse a package aliased to a file that is no dependency’s, or to another package', () => {
    expect(aliasProblem('react$', path.join(project, 'src', 'my-react.ts'), project)).toMatch(
      /replaced by another file/,
    );
    expect(aliasProblem('fixture-lib$', 'other-lib', project)).toMatch(/replaced by other-lib/);
  });

  it('refuse a target written as a specifier the package keeps private', () => {
    expect(aliasProblem('@runtime', 'fixture-lib/private/internal.js', project)).toMatch(/does not resolve/);
    expect(aliasProblem('fixture-lib$', 'fixture-lib/private/internal', project)).toMatch(/does not resolve/);
  });

  it('accept the project’s own files, public specifiers, and a package aliased to a dependency’s file', () => {
    expect(aliasProblem('@app', path.join(project, 'src'), project)).toBeUndefined();
    expect(aliasProblem('@app', './src', project)).toBeUndefined();
    expect(aliasProblem('fixture-lib$', 'fixture-lib/public/widget', project)).toBeUndefined();
    expect(aliasProblem('@widget', ['fixture-lib/public/widget', path.join(project, 'src')], project)).toBeUndefined();
    // not judged (see the header): which file of a dependency an absolute target is
    expect(aliasProblem('fixture-lib$', path.join(fixture, 'public', 'widget.js'), project)).toBeUndefined();
  });

  it('find aliases at the top level, in nested rules and under resolve.byDependency', () => {
    const mine = path.join(project, 'src', 'mine.ts');
    const config = (at: Omit<Config, 'name'>): Config => ({ name: 'fixture', ...at });
    expect(configProblems(config({ resolve: { alias: [{ name: 'react', alias: mine }] } }), project)).toHaveLength(1);
    const nested: Rule = { oneOf: [{ rules: [{ resolve: { alias: { react: mine } } }] }] };
    expect(configProblems(config({ module: { rules: ['...', nested] } }), project)).toHaveLength(1);
    const byDependency: Resolve = { byDependency: { esm: { alias: { react: mine } } } };
    expect(configProblems(config({ resolve: byDependency }), project)).toHaveLength(1);
  });

  it('refuse a NormalModuleReplacementPlugin, accept options scoped by package.json data', () => {
    // a plugin is known by its class's name (webpack is not loaded: no test builds with it)
    class NormalModuleReplacementPlugin {}
    const replacement = new NormalModuleReplacementPlugin();
    expect(configProblems({ name: 'fixture', plugins: [replacement] }, project)).toEqual([
      'fixture: a NormalModuleReplacementPlugin',
    ]);
    // the shape of create-config.cjs's runtimeProviderRule (webpack's documented descriptionData
    // and resolve.byDependency): other condition names for one package's modules, no alias
    const scoped: Rule = {
      descriptionData: { name: 'fixture-lib' },
      resolve: { byDependency: { commonjs: { conditionNames: ['import', 'require', '...'] } } },
    };
    expect(configProblems({ name: 'fixture', module: { rules: [scoped] } }, project)).toEqual([]);
  });

  it('refuse build code that rewrites emitted code, accept code that emits its own files', () => {
    expect(assetEditProblem('compilation.updateAsset(file, edited)')).toMatch(/updateAsset/);
    expect(assetEditProblem('hooks.renderStartup.tap(NAME, fn)')).toMatch(/renderStartup/);
    expect(assetEditProblem('new ReplaceSource(original)')).toMatch(/ReplaceSource/);
    expect(assetEditProblem("compilation.emitAsset('boot-assets.json', source)")).toBeUndefined();
  });
});
