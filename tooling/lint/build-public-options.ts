// House rule: an app's build uses webpack's and the federation plugin's documented options only, so
// each app upgrades them on its own day (issue 34). Judged from this repository's own configs:
// - no `resolve.alias` (top level, in a module rule, or under `resolve.byDependency`): an alias is
//   how a build swaps a package, or a file of one, for something else; an app reaches its own code
//   by relative imports and a library by the names its documentation gives;
// - no `NormalModuleReplacementPlugin`, which swaps modules the same way.
// tooling/test/build-public-options.test.ts runs it on every app.
import { readdirSync } from 'node:fs';
import type Webpack from 'webpack';
import path from 'node:path';

export type Resolve = { alias?: unknown; byDependency?: Record<string, Resolve> };
export type Rule = { resolve?: Resolve; rules?: Rule[]; oneOf?: Rule[] };
export type Config = {
  name: string;
  plugins?: object[];
  resolve?: Resolve;
  module?: { rules?: (Rule | '...')[] };
};
export const repoRoot = path.resolve(__dirname, '..', '..');

/** Where in a config an alias is declared (`resolve`, `module.rules[1].oneOf[0]`, …). */
function aliasPlaces(config: Config): string[] {
  const found: string[] = [];
  const add = (where: string, resolve?: Resolve) => {
    if (resolve?.alias !== undefined) found.push(`${where}.alias`);
    for (const [kind, options] of Object.entries(resolve?.byDependency ?? {}))
      add(`${where}.byDependency.${kind}`, options);
  };
  add('resolve', config.resolve);
  const visit = (where: string, rules: (Rule | '...')[] = []) =>
    rules.forEach((rule, index) => {
      if (rule === '...') return;
      const at = `${where}[${index}]`;
      add(`${at}.resolve`, rule.resolve);
      visit(`${at}.rules`, rule.rules);
      visit(`${at}.oneOf`, rule.oneOf);
    });
  visit('module.rules', config.module?.rules);
  return found;
}

/**
 * webpack's exported plugin classes the rule knows (the lint compiles nothing: a Jest test must not
 * import webpack itself, tooling/test/no-build-in-jest.test.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { NormalModuleReplacementPlugin, DefinePlugin } = require('webpack') as typeof Webpack;

const isReplacement = (plugin: object) => plugin instanceof NormalModuleReplacementPlugin;

/** What one webpack config does that the rule refuses. */
export function configProblems(config: Config): string[] {
  const replacements = (config.plugins ?? [])
    .filter(isReplacement)
    .map(() => `${config.name}: a NormalModuleReplacementPlugin`);
  const aliases = aliasPlaces(config).map((where) => `${config.name}: an alias (${where})`);
  return [...replacements, ...aliases];
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
