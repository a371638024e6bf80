#!/usr/bin/env node
// `npm run release -w @arbora/mfe-<name>`: one remote's pipeline, as its team runs it (locally or
// from its CI definition, .ci/remotes/mfe-<name>.yml). In order, stopping at the first failure:
//   1. lint   eslint on mfe-<name>/ only
//   2. test   that workspace's Jest tests and its typecheck
//   3. build  the release folder releases/<name>/<version>+<commit>/ with its integrity.json
//   4. publish copy it to RELEASES_PUBLISH_DIR when set (the folder the release server serves, if
//             not the build's), check the copy against the digest, and check that the release
//             server (RELEASES_URL) serves that integrity.json
//   5. promote point remotes.json (REMOTES_FILE) at the new version: that remote's entry only
// Nothing else is built or touched: no other remote, not the shell (it re-reads remotes.json).
//
// Options: those of build-release.mjs, and --no-checks (skip 1-2: drills and re-runs of a release
// whose checks passed), --no-promote (stop after publishing: promote later, or start a canary).
// Environment: RELEASES_URL (the release server as browsers reach it; default the one `npm start`
// starts, http://localhost:<PORT_BASE + 100>, 3100 with PORT_BASE unset: tooling/ports.cjs),
// RELEASES_SSR_URL (the same as the shell server reaches it, when different).
import { spawn } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ports from '../ports.cjs';
import { ROOT, buildRelease, parseArgs, remoteInfo } from './build-release.mjs';
import integrity from './integrity.cjs';
import releases from './releases.cjs';
import remotesFile from './remotes-file.cjs';

function step(name, command, args, cwd = ROOT) {
  console.log(`▶ ${name}: ${command} ${args.join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${name} failed (exit ${code})`))));
  });
}

const npx = (args, cwd) => ['npx', ['--no-install', ...args], cwd];

/** The release's URLs: its manifest for the browser, and for the shell server when it has its own address. */
export function releaseUrls(name, version, env = process.env) {
  const base = (env.RELEASES_URL || ports.releasesUrl(env)).replace(/\/+$/, '');
  const ssrBase = env.RELEASES_SSR_URL?.replace(/\/+$/, '');
  return {
    entry: `${base}/${name}/${version}/mf-manifest.json`,
    integrityUrl: `${ssrBase ?? base}/${name}/${version}/${integrity.INTEGRITY_FILE}`,
    ...(ssrBase ? { ssrUrl: `${ssrBase}/${name}/${version}/mf-manifest.json` } : {}),
  };
}

async function publish(result, { publishDir, keep, file, env }) {
  let dir = result.dir;
  if (publishDir && path.resolve(publishDir) !== path.dirname(path.dirname(result.dir))) {
    const target = path.join(publishDir, result.remote, path.basename(result.dir));
    // A published release is never written again (it may be serving open tabs).
    if (!existsSync(target)) cpSync(result.dir, target, { recursive: true });
    dir = target;
    const pinned = remotesFile.pinnedVersions(file, result.remote);
    pinned.add(result.version);
    releases.pruneReleases(publishDir, result.remote, { keep, pinned });
  }
  const problems = integrity.verifyFolder(dir, result.integrity);
  if (problems.length) throw new Error(`the published release differs from its digest: ${problems.join(', ')}`);
  const { integrityUrl } = releaseUrls(result.remote, result.version, env);
  const response = await fetch(integrityUrl, { signal: AbortSignal.timeout(10_000) }).catch((error) => {
    throw new Error(`the release server does not answer at ${integrityUrl}: ${error.message}`);
  });
  if (!response.ok)
    throw new Error(`${integrityUrl} answered ${response.status}: is the release server serving ${dir}?`);
  if (integrity.sriOf(Buffer.from(await response.arrayBuffer())) !== result.integrity)
    throw new Error(`${integrityUrl} is not this release's digest`);
  console.log(`▶ published: ${integrityUrl}`);
}

export async function release(name, argv, env = process.env) {
  const { options } = parseArgs(argv.filter((arg) => !['--no-checks', '--no-promote'].includes(arg)));
  const { dir } = remoteInfo(name);
  if (!argv.includes('--no-checks')) {
    await step('lint', ...npx(['eslint', '--max-warnings=0', dir]));
    await step('test', ...npx(['jest'], dir));
    await step('typecheck', ...npx(['tsc', '-p', dir, '--noEmit']));
  }
  const file = remotesFile.remotesFileOf(options.remotes);
  const keep = Number(options.keep ?? env.RELEASES_KEEP ?? releases.DEFAULT_KEEP);
  console.log(`▶ build: release of ${name}`);
  const result = await buildRelease(name, {
    releases: path.resolve(options.releases ?? env.RELEASES_DIR ?? path.join(ROOT, 'releases')),
    version: options.version,
    remotesFile: file,
    keep,
  });
  console.log(`▶ built ${result.dir}`);
  await publish(result, { publishDir: env.RELEASES_PUBLISH_DIR, keep, file, env });
  if (argv.includes('--no-promote')) return result;
  const { entry, ssrUrl } = releaseUrls(name, result.version, env);
  const promoted = remotesFile.promote(file, name, {
    version: result.version,
    entry,
    integrity: result.integrity,
    ...(ssrUrl ? { ssrUrl } : {}),
  });
  console.log(`▶ promoted in ${file}: ${JSON.stringify(promoted)}`);
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  const name = argv[0]?.startsWith('--') ? undefined : argv[0];
  release(name ?? '', name ? argv.slice(1) : argv).then(
    () => undefined,
    (error) => {
      console.error(`release failed: ${error.message}`);
      process.exit(1);
    },
  );
}
