/** @jest-environment node */
// shared's version says what changed in its public surface, under semver: remotes take the host's
// copy of shared at run time and require `^<the version they were built against>`, so an addition
// needs at least a minor bump, a removed or changed export a major one; npm test fails otherwise.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Surface = Record<string, Record<string, string>>;
type Verdict = { result: 'ok' | 'record' | 'bump'; needed?: string };

const root = path.resolve(__dirname, '..', '..');
const script = path.join(root, 'tooling', 'shared-surface.mjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const rules = require('../shared-surface-rules.cjs') as {
  verdict: (
    recorded: { version: string; exports: Surface } | null,
    current: { version: string; surface: Surface },
  ) => Verdict;
  bumpBetween: (from: string, to: string) => string;
  withoutWording: (subpath: string, typeText: string) => string;
};

function check(env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [script], { cwd: root, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

// Each case runs the surface script (a TypeScript program over shared): under a minute on a quiet
// machine, two on a busy one (seen: 111 s beside a second Jest worker). The limit is for a hang.
jest.setTimeout(600_000);

const sharedVersion = JSON.parse(readFileSync(path.join(root, 'shared', 'package.json'), 'utf8')).version as string;

describe('the semver rule', () => {
  const before: Surface = { './format': { formatMoney: 'value (amount: Money) => string' } };
  const added: Surface = { './format': { ...before['./format'], formatDate: 'value (date: Date) => string' } };
  const changed: Surface = { './format': { formatMoney: 'value (amount: Money, currency: string) => string' } };
  const removed: Surface = { './format': {} };
  const recorded = { version: '1.2.0', exports: before };

  it('unchanged, same version: ok', () => {
    expect(rules.verdict(recorded, { version: '1.2.0', surface: before }).result).toBe('ok');
  });

  it('an addition without a bump fails (a minor is needed); with a patch too', () => {
    expect(rules.verdict(recorded, { version: '1.2.0', surface: added })).toMatchObject({
      result: 'bump',
      needed: 'minor',
    });
    expect(rules.verdict(recorded, { version: '1.2.1', surface: added }).result).toBe('bump');
  });

  it('an addition with a minor (or a major) bump is to record', () => {
    expect(rules.verdict(recorded, { version: '1.3.0', surface: added }).result).toBe('record');
    expect(rules.verdict(recorded, { version: '2.0.0', surface: added }).result).toBe('record');
  });

  it('a union of literals printed in another order is the same export; one member more is a change', () => {
    // The checker prints a union's members in the order it created them, which another file can change.
    const union = (text: string): Surface => ({ './format': { SummaryLineKind: `type ${text}` } });
    const old = { version: '1.2.0', exports: union('"products" | "recup_chute" | "shipping" | "discount"') };
    const reordered = union('"shipping" | "products" | "recup_chute" | "discount"');
    expect(rules.verdict(old, { version: '1.2.0', surface: reordered }).result).toBe('ok');
    const grown = union('"shipping" | "products" | "recup_chute" | "discount" | "gift"');
    expect(rules.verdict(old, { version: '1.3.0', surface: grown })).toMatchObject({ result: 'bump', needed: 'major' });
  });

  it('a union of literals inside an object type, printed in another order, is the same export', () => {
    // Adding `next` as a key elsewhere in shared reordered React's `enterKeyHint` in every props type.
    const props = (hint: string): Surface => ({
      './ui': { LinkProps: `type { href: string; enterKeyHint?: ${hint}; size?: "sm" | "md" }` },
    });
    const old = { version: '1.2.0', exports: props('"search" | "done" | "next" | undefined') };
    expect(
      rules.verdict(old, { version: '1.2.0', surface: props('"search" | "next" | "done" | undefined') }).result,
    ).toBe('ok');
    expect(rules.verdict(old, { version: '1.3.0', surface: props('"search" | "next" | undefined') })).toMatchObject({
      result: 'bump',
      needed: 'major',
    });
  });

  it('an object type whose members are listed in another order is the same export; a member changed is a change', () => {
    const props = (members: string): Surface => ({ './ui': { LinkProps: `type { ${members} }` } });
    const old = {
      version: '1.2.0',
      exports: props('href: string; onClick?: (event: { x: number; y: number }) => void; title?: string'),
    };
    const moved = props('title?: string; href: string; onClick?: (event: { x: number; y: number }) => void');
    expect(rules.verdict(old, { version: '1.2.0', surface: moved }).result).toBe('ok');
    const changedInside = props('title?: string; href: string; onClick?: (event: { y: number; x: string }) => void');
    expect(rules.verdict(old, { version: '1.3.0', surface: changedInside })).toMatchObject({
      result: 'bump',
      needed: 'major',
    });
  });

  it('a changed or removed export with only a minor bump fails (a major is needed)', () => {
    for (const surface of [changed, removed])
      expect(rules.verdict(recorded, { version: '1.3.0', surface })).toMatchObject({ result: 'bump', needed: 'major' });
  });

  it('a changed or removed export with a major bump is to record', () => {
    for (const surface of [changed, removed])
      expect(rules.verdict(recorded, { version: '2.0.0', surface }).result).toBe('record');
  });

  it('a new subpath is an addition; a version below the recorded one fails', () => {
    const withSubpath = { ...before, './dates': { formatDate: 'value (date: Date) => string' } };
    expect(rules.verdict(recorded, { version: '1.2.0', surface: withSubpath })).toMatchObject({ needed: 'minor' });
    expect(rules.verdict(recorded, { version: '1.1.0', surface: before }).result).toBe('bump');
    expect(rules.bumpBetween('0.10.0', '1.0.0')).toBe('major');
  });
});

describe('a message’s wording is not contract', () => {
  const catalogue = (text: string) =>
    `value { readonly cart_count: "${text}"; readonly cart_empty: "Votre panier est vide." }`;
  const surface = (text: string): Surface => ({
    './messages/checkout': { fr: rules.withoutWording('./messages/checkout', catalogue(text)) },
  });
  const recorded = { version: '3.12.1', exports: surface('{count} article(s)') };

  it('a reworded text is the same surface: a patch is enough, no bump at all too', () => {
    expect(
      rules.verdict(recorded, { version: '3.12.1', surface: surface('{count} article(s) dans votre panier') }).result,
    ).toBe('ok');
  });

  it('a placeholder added changes what `t` asks for: a major', () => {
    expect(
      rules.verdict(recorded, { version: '3.13.0', surface: surface('{count} article(s), {total}') }),
    ).toMatchObject({
      result: 'bump',
      needed: 'major',
    });
  });

  it('keeps the keys, and the texts of every other subpath', () => {
    const t = 'value <K extends "cart_count" | "cart_empty">(key: K) => string';
    expect(rules.withoutWording('./messages', t)).toBe(t);
    expect(rules.withoutWording('./ui', 'type { readonly label: "Ajouter" }')).toBe(
      'type { readonly label: "Ajouter" }',
    );
    expect(
      rules.withoutWording('./messages', 'value { readonly a: "Le \\"code\\" {code} : refusé"; readonly b: "x" }'),
    ).toBe('value { readonly a: "{code}"; readonly b: "" }');
  });
});

describe('the recorded surface of shared', () => {
  it('is the current one, under the current version, with every export’s type', async () => {
    const { code, output } = await check();
    expect(output).toContain('public surface as recorded');
    expect(code).toBe(0);
    const recorded = JSON.parse(readFileSync(path.join(root, 'shared', 'public-surface.json'), 'utf8')) as {
      exports: Surface;
    };
    expect(recorded.exports['./format']?.formatMoney).toMatch(/^value /);
  });

  it('fails the check when an export is missing from the current surface under the same version', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'surface-'));
    const file = path.join(dir, 'public-surface.json');
    try {
      const recorded = JSON.parse(readFileSync(path.join(root, 'shared', 'public-surface.json'), 'utf8')) as {
        version: string;
        exports: Surface;
      };
      recorded.exports['./format'] = { ...recorded.exports['./format'], aRemovedExport: 'value () => void' };
      writeFileSync(file, JSON.stringify(recorded));
      const { code, output } = await check({ SHARED_SURFACE_FILE: file });
      expect(code).toBe(1);
      expect(output).toContain('a major bump');
      expect(output).toContain('./format#aRemovedExport');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test('every workspace that uses shared declares a caret range of its major that its current version meets', () => {
  const [major, minor, patch] = sharedVersion.split('.').map(Number) as [number, number, number];
  const workspaces = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces as string[];
  const wrong = workspaces.flatMap((workspace) => {
    const pkg = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
    const wanted = (pkg.dependencies?.['@arbora/shared'] ?? pkg.devDependencies?.['@arbora/shared']) as
      string | undefined;
    if (wanted === undefined) return [];
    const range = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(wanted)?.slice(1).map(Number);
    const met = range && range[0] === major && (range[1]! < minor || (range[1] === minor && range[2]! <= patch));
    return met ? [] : [`${workspace}: ${wanted}`];
  });
  expect(wrong).toEqual([]);
});

describe('the share rules of the contract, as the federation runtime applies them', () => {
  type ShareConfig = {
    singleton?: boolean;
    strictVersion?: boolean;
    requiredVersion?: string | false;
    version: string;
  };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { contractShare, sharedSingletons } = require('../webpack/shared-singletons.cjs') as {
    contractShare: (version: string, options?: { host?: boolean; eager?: boolean }) => ShareConfig;
    sharedSingletons: (options?: { host?: boolean; eager?: boolean }) => Record<string, ShareConfig>;
  };
  // The runtime's own share resolution (a public export of runtime-core), not a copy of its rules.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { getRegisteredShare } = require('@module-federation/runtime-tools/runtime-core') as {
    getRegisteredShare: (
      map: object,
      pkgName: string,
      shareInfo: object,
      resolveShare: { emit: () => undefined },
    ) => { shared: { from: string; version: string } } | undefined;
  };
  const KEY = '@arbora/shared/store';

  /** Which copy a remote built against `built` gets on a host that provides (and loaded) `provided`. */
  function resolve(provided: string, built: string): string {
    const host = contractShare(provided, { host: true, eager: true });
    const remote = contractShare(built);
    const map = {
      default: {
        [KEY]: {
          [provided]: { version: provided, from: 'shell', loaded: true, shareConfig: host },
          ...(built === provided ? {} : { [built]: { version: built, from: 'content', shareConfig: remote } }),
        },
      },
    };
    for (const strategy of ['version-first', 'loaded-first']) {
      const found = getRegisteredShare(
        map,
        KEY,
        { shareConfig: remote, scope: ['default'], strategy, from: 'content' },
        { emit: () => undefined },
      );
      if (found?.shared.from !== 'shell') return `${strategy}: ${found?.shared.from}`;
    }
    return 'the host’s copy';
  }

  it('a remote built against an older minor, or the same version, runs on the host’s copy', () => {
    expect(resolve('1.1.0', '1.0.0')).toBe('the host’s copy');
    expect(resolve('1.4.2', '1.4.0')).toBe('the host’s copy');
    expect(resolve('1.0.0', '1.0.0')).toBe('the host’s copy');
  });

  it('a remote built against a newer minor, or another major, is refused (the shell shows its fallback)', () => {
    expect(() => resolve('1.0.0', '1.1.0')).toThrow(/does not satisfy/);
    expect(() => resolve('2.0.0', '1.3.0')).toThrow(/does not satisfy/);
    expect(() => resolve('1.3.0', '2.0.0')).toThrow(/does not satisfy/);
  });

  it('every build takes these rules: the host (browser and Node) provides its major, a remote requires ^its version', () => {
    const host = sharedSingletons({ host: true, eager: true });
    const remote = sharedSingletons();
    const [major] = sharedVersion.split('.');
    expect(host[KEY]).toEqual({
      singleton: true,
      eager: true,
      version: sharedVersion,
      requiredVersion: `^${major}.0.0`,
    });
    expect(remote[KEY]).toEqual({
      singleton: true,
      strictVersion: true,
      version: sharedVersion,
      requiredVersion: `^${sharedVersion}`,
    });
  });
});
