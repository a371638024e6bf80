#!/usr/bin/env node
// The public surface of @arbora/shared: every export of every subpath in its package.json `exports`,
// with the type the TypeScript checker gives it. Remotes take the host's copy of `shared` at run
// time (a federation singleton), so a changed contract must carry a new version: the federation
// runtime then refuses to mix a remote built against it with an older host (strictVersion).
//
// `node tooling/shared-surface.mjs --record` writes shared/public-surface.json, and refuses to
// record a changed surface under the version already recorded: bump shared's version first
// (`npm version minor -w @arbora/shared` and the remotes' dependency on it), then record.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHARED = path.join(ROOT, 'shared');
// SHARED_SURFACE_FILE: another recorded file (the test of this check uses one).
export const SURFACE_FILE = process.env.SHARED_SURFACE_FILE ?? path.join(SHARED, 'public-surface.json');
const ts = createRequire(import.meta.url)('typescript');

/** `{ subpath: { exportName: typeText } }` for every public subpath except the test kit. */
export function computeSurface() {
  const pkg = JSON.parse(readFileSync(path.join(SHARED, 'package.json'), 'utf8'));
  const entries = Object.entries(pkg.exports).filter(([subpath]) => subpath !== './testing');
  const files = entries.map(([, file]) => path.join(SHARED, file));
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(SHARED, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  );
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const flags = ts.TypeFormatFlags.NoTruncation;
  // Type text without file paths, so the same sources give the same surface in any checkout.
  const text = (type) => checker.typeToString(type, undefined, flags).replace(/import\("[^"]*"\)\./g, '');
  const surface = {};
  entries.forEach(([subpath], index) => {
    const source = program.getSourceFile(files[index]);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    const exports = {};
    for (const symbol of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const declaration = target.declarations?.[0];
      const isType = (target.flags & ts.SymbolFlags.Type) !== 0 && (target.flags & ts.SymbolFlags.Value) === 0;
      const type = isType
        ? checker.getDeclaredTypeOfSymbol(target)
        : checker.getTypeOfSymbolAtLocation(target, declaration ?? source);
      exports[symbol.name] = `${isType ? 'type' : 'value'} ${text(type)}`;
    }
    surface[subpath] = Object.fromEntries(Object.entries(exports).sort(([a], [b]) => a.localeCompare(b)));
  });
  return { version: pkg.version, surface };
}

export const hashOf = (surface) => createHash('sha256').update(JSON.stringify(surface)).digest('hex');

export function readRecorded() {
  return JSON.parse(readFileSync(SURFACE_FILE, 'utf8'));
}

/**
 * `ok`: recorded and current agree; `bump`: the surface changed under the recorded version (a remote
 * would silently run the host's copy of a changed contract); `record`: a new version, not recorded yet.
 */
export function verdict(recorded, current) {
  if (!recorded) return 'record';
  if (recorded.hash === current.hash) return recorded.version === current.version ? 'ok' : 'record';
  return recorded.version === current.version ? 'bump' : 'record';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { version, surface } = computeSurface();
  const current = { version, hash: hashOf(surface) };
  let recorded = null;
  try {
    recorded = readRecorded();
  } catch {
    // nothing recorded yet
  }
  const result = verdict(recorded, current);
  if (result === 'bump') {
    console.error(
      `shared's public surface changed but its version is still ${version}: bump it ` +
        '(shared/package.json and every workspace that depends on it), then run `npm run shared:surface`.',
    );
    process.exit(1);
  }
  if (result === 'record' && process.argv.includes('--record')) {
    const names = Object.fromEntries(Object.entries(surface).map(([subpath, map]) => [subpath, Object.keys(map)]));
    writeFileSync(SURFACE_FILE, `${JSON.stringify({ ...current, exports: names }, null, 2)}\n`);
    console.log(`recorded shared ${version} (${current.hash.slice(0, 12)})`);
  } else if (result === 'record') {
    console.error(
      `shared ${version} is not recorded: run \`npm run shared:surface\` and commit shared/public-surface.json.`,
    );
    process.exit(1);
  } else {
    console.log(`shared ${version}: public surface as recorded`);
  }
}
