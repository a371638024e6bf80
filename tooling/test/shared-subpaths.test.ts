/** @jest-environment node */
// Each public subpath of @arbora/shared is one federation singleton (its own chunk when the shell
// shares it lazily). A module file must belong to exactly one of them: a relative import from one
// subpath's folder into another's would bundle a second copy of the target into the importer's
// chunk, beside the singleton. Across subpaths, shared imports by package name
// (`@arbora/shared/ui`), which federation resolves to the singleton.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const shared = path.resolve(__dirname, '..', '..', 'shared');
const pkg = JSON.parse(readFileSync(path.join(shared, 'package.json'), 'utf8')) as { exports: Record<string, string> };

/** Each subpath's folder, deepest first (`ui/commerce` before `ui`). */
const folders = Object.entries(pkg.exports)
  .map(([subpath, file]) => ({ subpath, dir: path.dirname(path.join(shared, file)) }))
  .sort((a, b) => b.dir.length - a.dir.length);

const subpathOf = (file: string) => folders.find(({ dir }) => file.startsWith(dir + path.sep))?.subpath;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// Tests and test helpers are not bundled: they may reach across.
const bundled = sources(path.join(shared, 'src')).filter(
  (file) => !/\.test\.tsx?$/.test(file) && !file.includes(`${path.sep}testing${path.sep}`),
);

/** The relative imports of a source crossing into another subpath's folder, as `file -> specifier`. */
function crossings(file: string, source: string): string[] {
  const from = subpathOf(file);
  return [...source.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)]
    .map((match) => match[1] as string)
    .filter((specifier) => {
      const target = path.resolve(path.dirname(file), specifier);
      const to = subpathOf(`${target}.ts`) ?? subpathOf(path.join(target, 'index.ts'));
      return to !== from;
    })
    .map((specifier) => `${path.relative(shared, file)} -> ${specifier}`);
}

test('every bundled source of shared belongs to a public subpath', () => {
  expect(bundled.filter((file) => !subpathOf(file)).map((file) => path.relative(shared, file))).toEqual([]);
});

test('no relative import crosses a subpath boundary (import another subpath by package name)', () => {
  expect(bundled.flatMap((file) => crossings(file, readFileSync(file, 'utf8')))).toEqual([]);
});

test('the check sees a crossing', () => {
  const file = path.join(shared, 'src', 'ui', 'commerce', 'card', 'card.tsx');
  expect(crossings(file, "import { space } from '../../theme/tokens';")).toHaveLength(1);
  expect(crossings(file, "import { space } from '@arbora/shared/ui';")).toEqual([]);
  expect(crossings(file, "import { CardBody } from './styles';")).toEqual([]);
});

// The shell's browser build shares eagerly (in main.js, before any page is interactive) only the
// subpaths its own code imports: any other is a chunk, loaded by the remote page that needs it.
const root = path.resolve(shared, '..');
type SharedConfig = Record<string, { eager?: boolean; requiredVersion?: string | false }>;

function shellBrowserShared(): SharedConfig {
  // What the shell's browser build gives its federation plugin (tooling/webpack/create-config.cjs).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { browserFederation } = require(path.join(root, 'tooling', 'webpack', 'create-config.cjs')) as {
    browserFederation: (app: object, context: object) => { shared: SharedConfig };
  };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { app } = require(path.join(root, 'shell', 'webpack.config.cjs')) as { app: object };
  return browserFederation(app, { production: true, serve: false }).shared;
}

const specifiersIn = (files: string[]) =>
  files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/from\s+['"](@arbora\/shared(?:\/[^'"]+)?)['"]/g)].map((m) => m[1]!),
  );

/**
 * The `@arbora/shared` subpaths the shell's own (non-test) sources import, and those that these
 * subpaths import in turn by package name (the store reads `@arbora/shared/env`): all are consumed
 * from main.js at boot, so all must be eager.
 */
function shellImports(): Set<string> {
  const found = new Set(specifiersIn(sources(path.join(root, 'shell', 'src')).filter((f) => !/\.test\.tsx?$/.test(f))));
  for (const name of found) {
    const own = bundled.filter((file) => `@arbora/shared${subpathOf(file)?.slice(1)}` === name);
    for (const next of specifiersIn(own)) found.add(next);
  }
  return found;
}

test('the shell shares eagerly only the subpaths its own code imports, directly or through another subpath', () => {
  const config = shellBrowserShared();
  const imported = shellImports();
  const eagerButUnused = Object.keys(pkg.exports)
    .map((subpath) => `@arbora/shared${subpath.slice(1)}`)
    .filter((name) => !imported.has(name) && config[name]?.eager !== false);
  expect(eagerButUnused).toEqual([]);
  // the check sees one: the standalone page is a remote's own, never the composed site's
  expect(imported.has('@arbora/shared/platform/standalone')).toBe(false);
  expect(config['@arbora/shared/platform/standalone']?.eager).toBe(false);
});

test('the form controls and the postcode distances are lazy subpaths the shell neither imports nor loads at boot', () => {
  const config = shellBrowserShared();
  const imported = shellImports();
  for (const name of ['@arbora/shared/ui/forms', '@arbora/shared/geo']) {
    expect(pkg.exports[`.${name.slice('@arbora/shared'.length)}`]).toBeDefined();
    expect(imported.has(name)).toBe(false);
    expect(config[name]?.eager).toBe(false);
  }
});

test('the shell checks no version range of its eager copies (its own, at boot); its lazy ones keep theirs', () => {
  const config = shellBrowserShared();
  const eager = Object.entries(config).filter(([, options]) => options.eager);
  const lazy = Object.entries(config).filter(([, options]) => !options.eager);
  expect(eager.map(([name]) => name)).toEqual(expect.arrayContaining(['react', '@arbora/shared/platform']));
  for (const [name, options] of eager) expect([name, options.requiredVersion]).toEqual([name, false]);
  for (const [name, options] of lazy)
    expect([name, options.requiredVersion]).toEqual([name, expect.stringMatching(/^\^/)]);
});
