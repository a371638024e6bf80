#!/usr/bin/env node
// `npm run release:build -w @arbora/mfe-<name>` (or `node tooling/release/build-release.mjs <name>`):
// builds ONE remote for release into `releases/<name>/<version>+<commit>/` (releases.cjs), writes
// its integrity.json (integrity.cjs), then applies the retention rule. Nothing else is built.
//
// Options: --releases <dir> (default <repo>/releases, or RELEASES_DIR), --version <semver> (default
// the remote's package.json version), --remotes <file> (the remotes.json whose versions the
// retention keeps; default REMOTES_FILE, else <repo>/remotes.json), --keep <n> (RELEASES_KEEP, 5).
// Prints one JSON line: { remote, version, commit, dir, integrity } (integrity: the pin for remotes.json).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { INTEGRITY_FILE, sriOf, writeIntegrity } from './integrity.cjs';
import { DEFAULT_KEEP, VERSION, folderName, pruneReleases, releasesOf } from './releases.cjs';
import { pinnedVersions, remotesFileOf } from './remotes-file.cjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const WEBPACK = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

/** `--name value` options and the positional arguments. */
export function parseArgs(argv) {
  const options = {};
  const positional = [];
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i].startsWith('--')) options[argv[i].slice(2)] = argv[++i];
    else positional.push(argv[i]);
  }
  return { options, positional };
}

/** The remote's folder and version; throws for a name that is not one of the remotes. */
export function remoteInfo(name) {
  const dir = path.join(ROOT, `mfe-${name}`);
  if (!/^[a-z][a-z0-9-]*$/.test(name) || !existsSync(path.join(dir, 'webpack.config.cjs')))
    throw new Error(`unknown remote « ${name} » (expected the name of an mfe-<name> folder)`);
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return { dir, version };
}

export function currentCommit() {
  return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
}

function webpackBuild(cwd, outDir, buildId) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WEBPACK, '--mode', 'production', '--output-path', outDir], {
      cwd,
      // The build id a page compares between the Node render and the browser build (create-config.cjs).
      env: { ...process.env, MF_BUILD_VERSION: buildId },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`webpack exited with ${code}`))));
  });
}

/**
 * Builds `name` for release. An existing release of the same version is never written again: from
 * the same commit it is returned as it is; from another commit the release is refused (bump the version).
 */
export async function buildRelease(name, { releases, version, commit = currentCommit(), remotesFile, keep } = {}) {
  const remote = remoteInfo(name);
  version ??= remote.version;
  if (!VERSION.test(version)) throw new Error(`version « ${version} » is not semver (x.y.z or x.y.z-tag)`);
  const existing = releasesOf(releases, name).find((release) => release.version === version);
  if (existing && existing.commit !== commit)
    throw new Error(
      `${name} ${version} was already released from ${existing.commit}: bump the version to release ${commit}`,
    );
  const dir = existing?.dir ?? path.join(releases, name, folderName(version, commit));
  let integrity;
  if (existing) {
    integrity = sriOf(readFileSync(path.join(dir, INTEGRITY_FILE)));
  } else {
    const building = path.join(releases, name, `.building-${process.pid}`);
    rmSync(building, { recursive: true, force: true });
    mkdirSync(building, { recursive: true });
    try {
      await webpackBuild(remote.dir, building, `${version}-${commit}`);
      integrity = writeIntegrity(building, { remote: name, version, commit });
      // Whole or not at all: the folder appears under its name only once complete.
      renameSync(building, dir);
    } finally {
      rmSync(building, { recursive: true, force: true });
    }
  }
  const pinned = pinnedVersions(remotesFile, name);
  pinned.add(version);
  const deleted = pruneReleases(releases, name, { keep, pinned });
  return { remote: name, version, commit, dir, integrity, deleted };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { options, positional } = parseArgs(process.argv.slice(2));
  const name = positional[0] ?? process.env.npm_package_name?.replace(/^@arbora\/mfe-/, '');
  const releases = path.resolve(options.releases ?? process.env.RELEASES_DIR ?? path.join(ROOT, 'releases'));
  buildRelease(name, {
    releases,
    version: options.version,
    remotesFile: remotesFileOf(options.remotes),
    keep: Number(options.keep ?? process.env.RELEASES_KEEP ?? DEFAULT_KEEP),
  }).then(
    (result) => console.log(JSON.stringify(result)),
    (error) => {
      console.error(`release build failed: ${error.message}`);
      process.exit(1);
    },
  );
}
