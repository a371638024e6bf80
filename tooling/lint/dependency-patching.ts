// House rule: a build never aliases, replaces or rewrites a file inside a dependency's package, nor
// edits what webpack emitted: each such edit breaks silently on a minor upgrade of the dependency and
// ties every app to the same day's upgrade (issue 34). This lint reads this repository's webpack
// configs and build files only; tooling/test/no-dependency-patching.test.ts runs it on every app.
// It finds:
// - a NormalModuleReplacementPlugin (it swaps modules behind the package's back);
// - a `resolve.alias` (top level, in a module rule, or under `resolve.byDependency`) whose key names
//   a package and whose target is anything but that same package's own specifier (another package,
//   or a file: this repository's code or an installed file in the package's place);
// - an alias target written as a path that is not this repository's own code (a file git does not
//   track), whatever its key: a dependency's file is reached through the package's specifier, whose
//   `exports` webpack honours;
// - build code of this repository that rewrites an emitted asset (`updateAsset`, `ReplaceSource`) or
//   webpack's generated startup (`renderStartup`).
// Targets are judged by their text and the files git tracks: the lint never resolves them nor reads a
// dependency's files.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

type Target = string | false | string[];
type Alias = Record<string, Target> | { name: string; alias: Target }[];
export type Resolve = { alias?: Alias; conditionNames?: string[]; byDependency?: Record<string, Resolve> };
export type Rule = { descriptionData?: object; resolve?: Resolve; rules?: Rule[]; oneOf?: Rule[] };
export type Config = {
  name: string;
  plugins?: { constructor: { name: string } }[];
  resolve?: Resolve;
  module?: { rules?: (Rule | '...')[] };
};
export const repoRoot = path.resolve(__dirname, '..', '..');

/** Whether an absolute path is this repository's own code: a file git tracks, or a folder holding one. */
export type OwnPath = (absolute: string) => boolean;

let tracked: string[] | undefined;
/** The files git tracks, from the repository's own index (never a dependency's files). */
const trackedFiles = () =>
  (tracked ??= execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean)
    .map((file) => path.join(repoRoot, file)));

export const isOwnPath: OwnPath = (absolute) => {
  const target = path.resolve(absolute);
  return trackedFiles().some((file) => file === target || file.startsWith(target + path.sep));
};

/** The package a bare specifier names (`react`, `@scope/name/sub/path`), from the specifier alone. */
function packageNamed(specifier: string): string | undefined {
  return /^(?!\.)((?:@[\w.-]+\/)?[\w.-]+)(?:\/.*)?$/.exec(specifier)?.[1];
}

/** What is wrong with one alias entry (`key` → `target`). */
export function aliasProblem(key: string, target: Target, own: OwnPath = isOwnPath): string | undefined {
  const aliased = packageNamed(key.replace(/\$$/, ''));
  for (const one of [target].flat()) {
    if (one === false) continue;
    if (path.isAbsolute(one) && !own(one))
      return `${key} → ${one}: a path outside this repository's code rather than a package's specifier`;
    const named = packageNamed(one);
    if (aliased && named !== aliased)
      return `${key} → ${one}: the package ${aliased} is replaced by ${named ?? 'another file'}`;
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
export function configProblems(config: Config, own: OwnPath = isOwnPath): string[] {
  const replacements = (config.plugins ?? [])
    .filter((plugin) => plugin?.constructor.name === 'NormalModuleReplacementPlugin')
    .map(() => `${config.name}: a NormalModuleReplacementPlugin`);
  const aliases = aliasesOf(config).flatMap(([key, to]) => aliasProblem(key, to, own) ?? []);
  return [...replacements, ...aliases.map((problem) => `${config.name}: ${problem}`)];
}

/** What a build file of this repository does to emitted code, if it edits it. */
export function assetEditProblem(source: string): string | undefined {
  const edit = /\b(updateAsset|ReplaceSource|renderStartup)\b/.exec(source);
  return edit ? `edits emitted code (${edit[1]})` : undefined;
}

/** The apps that build with webpack: the shell and every remote. */
export const webpackApps = (root = repoRoot) =>
  readdirSync(root).filter((dir) => dir === 'shell' || dir.startsWith('mfe-'));

/** Every webpack config of one app: browser and Node builds, production and dev server. */
export function configsOf(dir: string, root = repoRoot): Config[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const factory = require(path.join(root, dir, 'webpack.config.cjs')) as (e: unknown, a: unknown) => Config | Config[];
  return [
    ...[factory({}, { mode: 'production' })].flat(),
    ...[factory({ WEBPACK_SERVE: true }, { mode: 'development' })].flat(),
  ];
}

/** This repository's build code the loaded configs required (its own files, no installed package's). */
export function ownBuildFiles(root = repoRoot): string[] {
  const own = new Set(trackedFiles());
  return Object.keys(require.cache).filter((file) => file.startsWith(root) && own.has(file) && /\.c?js$/.test(file));
}

/** Each own build file that edits emitted code, with what it does. */
export function buildFileProblems(files: string[], root = repoRoot): string[] {
  return files.flatMap((file) => {
    const problem = assetEditProblem(readFileSync(file, 'utf8'));
    return problem ? [`${path.relative(root, file)}: ${problem}`] : [];
  });
}
