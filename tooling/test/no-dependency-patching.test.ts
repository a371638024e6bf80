/** @jest-environment node */
// House rule: a build never aliases, replaces or rewrites a file inside a dependency's package, nor
// edits what webpack emitted: each such edit breaks silently on a minor upgrade of the dependency and
// ties every app to the same day's upgrade (issue 34). For every app's webpack config (browser and
// Node builds, production and dev server), this fails on:
// - a NormalModuleReplacementPlugin (it swaps modules behind the package's back);
// - a `resolve.alias` (top level or in a module rule) that points into node_modules at a file the
//   package does not export, or that redirects a package name to a file outside that package;
// - build code of this repository (what the configs load outside node_modules) that rewrites an
//   emitted asset (`updateAsset`, `ReplaceSource`) or webpack's generated startup (`renderStartup`).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Rule = { resolve?: { alias?: Alias }; rules?: Rule[]; oneOf?: Rule[] };
type Alias = Record<string, string | false | string[]> | { name: string; alias: string | false | string[] }[];
type Config = {
  name: string;
  plugins?: { constructor: { name: string } }[];
  resolve?: { alias?: Alias };
  module?: { rules?: (Rule | '...')[] };
};

const root = path.resolve(__dirname, '..', '..');
const apps = readdirSync(root).filter((dir) => dir === 'shell' || dir.startsWith('mfe-'));
const NODE_MODULES = `${path.sep}node_modules${path.sep}`;

function configsOf(dir: string): Config[] {
  const file = path.join(root, dir, 'webpack.config.cjs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const factory = require(file) as (e: unknown, a: unknown) => Config | Config[];
  return [
    ...[factory({}, { mode: 'production' })].flat(),
    ...[factory({ WEBPACK_SERVE: true }, { mode: 'development' })].flat(),
  ];
}

const isPackageName = (request: string) => /^(@[\w.-]+\/)?[\w.-]+$/.test(request);

/** The package a file inside node_modules belongs to, and its path inside it. */
function packageOf(file: string): { name: string; subpath: string } | undefined {
  const at = file.lastIndexOf(NODE_MODULES);
  if (at < 0) return undefined;
  const parts = file.slice(at + NODE_MODULES.length).split(path.sep);
  const size = parts[0]!.startsWith('@') ? 2 : 1;
  return { name: parts.slice(0, size).join('/'), subpath: parts.slice(size).join('/') };
}

/**
 * Does the package itself export this file (its package.json `exports`, as Node resolves it from
 * `from`, the folder whose node_modules hold it)?
 */
function exportedByItsPackage(file: string, from: string): boolean {
  const owner = packageOf(file);
  if (!owner) return false;
  const withoutExtension = owner.subpath.replace(/\.[cm]?js$/, '');
  for (const request of [owner.name, `${owner.name}/${owner.subpath}`, `${owner.name}/${withoutExtension}`]) {
    try {
      if (require.resolve(request, { paths: [from] }) === file) return true;
    } catch {
      // not exported under that name
    }
  }
  return false;
}

/** What is wrong with one alias entry (`key` → `target`), packages resolved from `from`. */
export function aliasProblem(key: string, target: string | false | string[], from = root): string | undefined {
  for (const one of [target].flat()) {
    if (one === false) continue;
    const request = key.replace(/\$$/, '');
    const owner = path.isAbsolute(one) ? packageOf(one) : undefined;
    if (owner && !exportedByItsPackage(one, from)) return `${key} → ${one}: a file ${owner.name} does not export`;
    if (isPackageName(request) && owner?.name !== request)
      return `${key} → ${one}: the package ${request} is replaced by another file`;
    const [first = '', second = ''] = one.split('/');
    const bare = first.startsWith('@') ? `${first}/${second}` : first;
    if (!path.isAbsolute(one) && isPackageName(bare) && one.length > bare.length)
      return `${key} → ${one}: an alias into a package's files`;
  }
  return undefined;
}

function aliasesOf(config: Config): [string, string | false | string[]][] {
  const found: [string, string | false | string[]][] = [];
  const add = (alias?: Alias) => {
    if (!alias) return;
    if (Array.isArray(alias)) for (const { name, alias: to } of alias) found.push([name, to]);
    else found.push(...Object.entries(alias));
  };
  add(config.resolve?.alias);
  const visit = (rules: (Rule | '...')[] = []) => {
    for (const rule of rules) {
      if (rule === '...') continue;
      add(rule.resolve?.alias);
      visit(rule.rules);
      visit(rule.oneOf);
    }
  };
  visit(config.module?.rules);
  return found;
}

/** What a build file of this repository does to emitted code, if it edits it. */
export function assetEditProblem(source: string): string | undefined {
  const edit = /\b(updateAsset|ReplaceSource|renderStartup)\b/.exec(source);
  return edit ? `edits emitted code (${edit[1]})` : undefined;
}

describe.each(apps)('%s', (dir) => {
  const configs = configsOf(dir);

  it('replaces no module (NormalModuleReplacementPlugin)', () => {
    for (const config of configs)
      expect((config.plugins ?? []).map((plugin) => plugin?.constructor.name)).not.toContain(
        'NormalModuleReplacementPlugin',
      );
  });

  it('aliases no package and no file inside one', () => {
    const problems = configs.flatMap((config) => aliasesOf(config).flatMap(([key, to]) => aliasProblem(key, to) ?? []));
    expect(problems).toEqual([]);
  });
});

it('no build code of this repository edits what webpack emitted', () => {
  for (const dir of apps) configsOf(dir);
  const ownBuildFiles = Object.keys(require.cache).filter(
    (file) => file.startsWith(root) && !file.includes(NODE_MODULES) && /\.c?js$/.test(file),
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

  it('refuse an alias to a file the package does not export, or of a package to another file', () => {
    const privateFile = path.join(fixture, 'private', 'internal.js');
    expect(aliasProblem('fixture-lib$', privateFile, project)).toMatch(/does not export/);
    expect(aliasProblem('react$', '/repo/src/my-react.ts', project)).toMatch(/replaced by another file/);
    expect(aliasProblem('@runtime', 'fixture-lib/private/internal.js', project)).toMatch(/into a package's files/);
  });

  it('accept an alias of the project’s own files, or of a package to a file it exports', () => {
    expect(aliasProblem('@app', '/repo/src', project)).toBeUndefined();
    expect(aliasProblem('fixture-lib$', path.join(fixture, 'index.js'), project)).toBeUndefined();
    expect(aliasProblem('fixture-lib/widget$', path.join(fixture, 'public', 'widget.js'), project)).toBeUndefined();
  });

  it('refuse build code that rewrites emitted code, accept code that emits its own files', () => {
    expect(assetEditProblem('compilation.updateAsset(file, edited)')).toMatch(/updateAsset/);
    expect(assetEditProblem('hooks.renderStartup.tap(NAME, fn)')).toMatch(/renderStartup/);
    expect(assetEditProblem("compilation.emitAsset('boot-assets.json', source)")).toBeUndefined();
  });
});
