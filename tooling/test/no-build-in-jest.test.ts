/** @jest-environment node */
// No Jest test runs a webpack compilation. A build inside a Jest worker outlives its test when the
// test times out on a loaded machine, keeps running while the worker loads the next test file, and
// crashes there (`Right-hand side of 'instanceof' is not an object` inside webpack, reported against
// an unrelated suite such as shell/server/sitemap.test.ts). What depends on a production build is
// checked by the build itself (the guard plugins of tooling/webpack) or by Playwright on `dist/`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

const BUILDS_WEBPACK: [RegExp, string][] = [
  [/\bfrom\s+['"]webpack['"]|\brequire\(\s*['"]webpack['"]\s*\)/, "imports webpack's compiler API"],
  [/(?<![\w.$])webpack\(/, 'calls webpack()'],
  [/\bcompiler\.run\s*\(/, 'runs a compiler'],
  [/\bbuildApps\b|tooling\/build-all|testing\/production-build/, 'runs the production builds'],
  [/['"]webpack(-cli)?['"]\s*,\s*\[|['"]run['"]\s*,\s*['"]build['"]/, 'spawns a build'],
];

/** Why a test file's source builds with webpack, or nothing when it does not. */
function buildsIn(source: string): string[] {
  return BUILDS_WEBPACK.filter(([pattern]) => pattern.test(source)).map(([, why]) => why);
}

function jestTestFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((file) => /\.test\.(ts|tsx|js|mjs|cjs)$/.test(file) && !file.startsWith('e2e/'));
}

it('no Jest test file builds with webpack', () => {
  const self = path.relative(ROOT, __filename).split(path.sep).join('/'); // its patterns name webpack
  const files = jestTestFiles().filter((file) => file !== self);
  expect(files.length).toBeGreaterThan(100);
  const building = files.flatMap((file) => {
    let source: string;
    try {
      source = readFileSync(path.join(ROOT, file), 'utf8');
    } catch {
      return []; // deleted in the working tree, not yet in the index
    }
    return buildsIn(source).map((why) => `${file}: ${why}`);
  });
  expect(building).toEqual([]);
});

it('recognises a build and leaves configs and plugins alone', () => {
  expect(buildsIn("import webpack from 'webpack';\nwebpack(config).run(() => {});")).toEqual([
    "imports webpack's compiler API",
    'calls webpack()',
  ]);
  expect(buildsIn("await productionBuild('shell'); // from './testing/production-build'")).toEqual([
    'runs the production builds',
  ]);
  expect(buildsIn("spawnSync('npm', ['run', 'build', '-w', 'shell'])")).toEqual(['spawns a build']);
  expect(
    buildsIn(
      "const { createConfig } = require('../../tooling/webpack/create-config.cjs');\n" +
        'import(/* webpackChunkName: "x" */ \'./x\'); // a webpack (5) comment',
    ),
  ).toEqual([]);
});

it('gives every test the loaded machine’s time limit where Jest reads it (the root config: a global option)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const root = require(path.join(ROOT, 'jest.config.cjs')) as { testTimeout?: number };
  expect(root.testTimeout).toBeGreaterThanOrEqual(30_000);
});
