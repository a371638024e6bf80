/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..');

/** What the first screen does not run: each is loaded by a dynamic import(), after an action or the interactive mark. */
const DEFERRED = [
  'build/build-updates.ts', // the build poller: after the interactive mark
  'build/update-bar.tsx', // its note: with the poller
  'header/search-suggestions.tsx', // suggestions: when the shopper comes to the search box
  'header/use-suggestions.ts',
  'header/menu-drawer-panel.tsx', // the phone menu's drawer: on the first press of « Menu »
  'header/menu-tree.tsx',
  'prefetch/link-prefetch.ts', // link prefetch (SPEC 9): after the interactive mark
  'prefetch/route-prefetcher.ts',
  'prefetch/task-queue.ts',
  'prefetch/connection.ts',
  'core/route-titles-fr.ts', // the routes' titles: after the interactive mark (the first page's came with its HTML)
];

function resolve(from: string, request: string): string {
  const base = path.resolve(path.dirname(from), request);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && !candidate.endsWith(path.sep) && /\.tsx?$/.test(candidate)) return candidate;
  throw new Error(`${request} from ${from} not found`);
}

/** The shell's own modules a file imports: statically (kept by the compiler: not type-only), and with import(). */
function importsOf(file: string): { static: string[]; dynamic: string[]; packages: string[] } {
  const source = readFileSync(file, 'utf8');
  const statics: string[] = [];
  const packages = [...source.matchAll(/^import\s+(?!type\s)[^;]*?\s+from\s+'([^.'][^']*)'/gms)].map(
    (match) => match[1]!,
  );
  for (const match of source.matchAll(/^(import|export)\s+(type\s+)?([^;]*?)\s+from\s+'(\.[^']+)'/gms)) {
    if (match[2]) continue;
    const names = /\{([^}]*)\}/.exec(match[3]!)?.[1];
    const onlyTypes =
      names !== undefined &&
      !/^\s*\w+\s*,/.test(match[3]!) &&
      names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .every((name) => name.startsWith('type '));
    if (!onlyTypes) statics.push(resolve(file, match[4]!));
  }
  for (const match of source.matchAll(/^import\s+'(\.[^']+)'/gm)) statics.push(resolve(file, match[1]!));
  const dynamic = [...source.matchAll(/(?<!typeof )import\(\s*(?:\/\*[^*]*\*\/\s*)?'(\.[^']+)'\s*\)/g)].map((match) =>
    resolve(file, match[1]!),
  );
  return { static: statics, dynamic, packages };
}

/** Every module reached from `entries` by static imports, and the targets of the import() calls met on the way. */
function closure(entries: string[]): { modules: Set<string>; dynamic: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const dynamic = new Set<string>();
  const packages = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (modules.has(file)) continue;
    modules.add(file);
    const found = importsOf(file);
    queue.push(...found.static);
    found.dynamic.forEach((target) => dynamic.add(target));
    found.packages.forEach((name) => packages.add(name));
  }
  return { modules, dynamic, packages };
}

const relative = (files: Iterable<string>) => [...files].map((file) => path.relative(SRC, file)).sort();

describe('the shell’s boot (early-start.ts, index.ts, bootstrap.tsx): only what the first screen runs', () => {
  const boot = closure([
    path.join(SRC, 'boot/early-start.ts'),
    path.join(SRC, 'index.ts'),
    path.join(SRC, 'boot/bootstrap.tsx'),
  ]);

  it('runs with main.js, before the federation runtime starts, only the shell’s own modules (early-start.ts)', () => {
    // It is the entry's first module (shell/webpack.config.cjs), in place before the boot
    // negotiates anything: a shared package imported there would be a second copy, or fail.
    const early = closure([path.join(SRC, 'boot/early-start.ts')]);
    expect([...early.packages]).toEqual([]);
    expect(relative(early.modules)).toEqual([
      'boot/early-start.ts',
      'boot/early-text.ts',
      'boot/early-toggles.ts',
      'boot/starter-clicks.ts',
      'core/ssr-state.ts',
      'core/starter-clicks-global.ts',
    ]);
  });

  it('imports none of the deferred modules statically', () => {
    expect(boot.modules.size).toBeGreaterThan(40);
    expect(relative(boot.modules).filter((file) => DEFERRED.includes(file))).toEqual([]);
  });

  it('reaches each of them with an import() (they still load when needed)', () => {
    const later = closure([...boot.dynamic].filter((file) => !boot.modules.has(file)));
    expect(DEFERRED.filter((file) => !later.modules.has(path.join(SRC, file)))).toEqual([]);
  });

  it('may import a shared package the boot does not: the host shares loaded-first', () => {
    // Under 'version-first', every shared module a lazy chunk consumed made the federation runtime
    // run every registered remote's entry (e2e shell-client-prefetch: the menu and the search
    // suggestions run no remote). The phone menu's drawer is the first to consume ui/overlays.
    const later = closure([...boot.dynamic].filter((file) => !boot.modules.has(file)));
    expect([...later.packages].filter((name) => !boot.packages.has(name))).toContain('@arbora/shared/ui/overlays');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const createConfig = require('../../../tooling/webpack/create-config.cjs') as {
      createConfig: (app: object) => (env: object, argv: object) => unknown[];
    };
    const [browser] = createConfig.createConfig({
      dir: path.resolve(SRC, '..'),
      name: 'shell',
      port: 3000,
      host: true,
    })({}, { mode: 'production' }) as {
      plugins: { constructor: { name: string }; _options?: { shareStrategy?: string } }[];
    }[];
    const federation = browser!.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
    expect(federation?._options?.shareStrategy).toBe('loaded-first');
  });

  it('keeps the server-rendered parts of the first screen in the boot (search box, menu button, update region)', () => {
    for (const file of [
      'header/search-box.tsx',
      'header/menu-drawer.tsx',
      'build/update-banner.tsx',
      'layouts/header.tsx',
    ])
      expect(relative(boot.modules)).toContain(file);
  });
});
