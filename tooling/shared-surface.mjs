#!/usr/bin/env node
// The public surface of @arbora/shared: every export of every subpath in its package.json `exports`,
// with the type the TypeScript checker gives it. Remotes take the host's copy of `shared` at run
// time (a federation singleton that a remote requires at `^<the version it was built against>`),
// so the version says what changed, under semver (tooling/shared-surface-rules.cjs): an addition
// needs at least a minor bump, a removed or changed export a major one; a message's wording is not
// part of it (a reworded text is a patch).
//
// `node tooling/shared-surface.mjs` fails when the surface changed without the matching bump;
// `--record` writes shared/public-surface.json (the version and every export's type) once the
// version carries the change: bump shared's version first (`npm version minor -w @arbora/shared`
// and the workspaces' `^` range on it), then record.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHARED = path.join(ROOT, 'shared');
// SHARED_SURFACE_FILE: another recorded file (the test of this check uses one).
export const SURFACE_FILE = process.env.SHARED_SURFACE_FILE ?? path.join(SHARED, 'public-surface.json');
const require = createRequire(import.meta.url);
const ts = require('typescript');
const { verdict, withoutWording } = require('./shared-surface-rules.cjs');

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
  // A type export by its shape, not its name: an alias by what it stands for, an interface or class
  // by its members (one level), so a changed member is a changed export.
  const typeShape = (type) => {
    const isObject = (type.flags & ts.TypeFlags.Object) !== 0 && type.getCallSignatures().length === 0;
    if (!isObject) return checker.typeToString(type, undefined, flags | ts.TypeFormatFlags.InTypeAlias);
    const members = checker.getPropertiesOfType(type).map((property) => {
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      const at = property.valueDeclaration ?? property.declarations?.[0];
      return `${property.name}${optional}: ${at ? text(checker.getTypeOfSymbolAtLocation(property, at)) : '?'}`;
    });
    return `{ ${members.join('; ')} }`;
  };
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
      exports[symbol.name] = withoutWording(subpath, isType ? `type ${typeShape(type)}` : `value ${text(type)}`);
    }
    surface[subpath] = Object.fromEntries(Object.entries(exports).sort(([a], [b]) => a.localeCompare(b)));
  });
  return { version: pkg.version, surface };
}

export function readRecorded() {
  return JSON.parse(readFileSync(SURFACE_FILE, 'utf8'));
}

const list = (keys) => (keys.length > 8 ? `${keys.slice(0, 8).join(', ')}, …` : keys.join(', '));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const current = computeSurface();
  let recorded = null;
  try {
    recorded = readRecorded();
  } catch {
    // nothing recorded yet
  }
  const { result, needed, difference } = verdict(recorded, current);
  if (result === 'bump') {
    const { added, removed, changed } = difference;
    console.error(
      `shared's public surface changed from ${recorded.version} but its version ${current.version} does not ` +
        `say so: it needs ${needed === 'major' || needed === 'minor' ? `a ${needed} bump` : needed} ` +
        `(added: ${list(added) || 'none'}; removed: ${list(removed) || 'none'}; changed: ${list(changed) || 'none'}). ` +
        "Bump it (shared/package.json and every workspace's range on it), then run `npm run shared:surface`.",
    );
    process.exit(1);
  }
  if (result === 'record' && process.argv.includes('--record')) {
    const { version, surface } = current;
    writeFileSync(SURFACE_FILE, `${JSON.stringify({ version, exports: surface }, null, 2)}\n`);
    console.log(`recorded shared ${version}`);
  } else if (result === 'record') {
    console.error(
      `shared ${current.version} is not recorded: run \`npm run shared:surface\` and commit shared/public-surface.json.`,
    );
    process.exit(1);
  } else {
    console.log(`shared ${current.version}: public surface as recorded`);
  }
}
