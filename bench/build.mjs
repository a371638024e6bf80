#!/usr/bin/env node
// `npm run bench:build`: the production build time of each app, then the JS a first visit of /
// downloads (raw and gzip -9), split into shell, shared libraries, federation runtime and remotes.
// Figures only, no thresholds. Builds go to a temporary folder (the working tree's dist/ folders,
// which `npm start` or the e2e suite may be serving, stay as they are) and are deleted at the end.
//
// How the first visit is measured: the real stack (the api, the shell server, the six remotes'
// static server) starts on free ports from those builds, Debian's Chromium loads / with an empty
// cache, and every JS response is recorded. Each file is then split into groups from its source
// map (rules in bench/lib/classify.mjs). If the stack or the browser cannot run, the script says
// so and falls back to a static estimate from the builds: the shell's whole dist plus
// content's remoteEntry.js and the files its mf-manifest.json lists for ./HomePage.
//
// Options: --keep (keep the build folder and print it), --no-browser (static estimate only),
// --dist (no build: measure a copy of the working tree's dist/ folders as they are),
// --path=/terrasse-composite (the page to load instead of /).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, ROOT } from '../tooling/stack.mjs';
import { GROUPS, classifyFile, sharedClosure } from './lib/classify.mjs';

const WEBPACK = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
const args = new Set(process.argv.slice(2));
const visitPath = process.argv.find((arg) => arg.startsWith('--path='))?.slice('--path='.length) || '/';
const log = (line) => console.log(line);
const kb = (bytes) => (bytes / 1024).toFixed(1);
const pad = (value, width, right = false) => (right ? String(value).padStart(width) : String(value).padEnd(width));

function build(app, outDir) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    let stderr = '';
    const child = spawn(process.execPath, [WEBPACK, '--mode', 'production', '--output-path', outDir], {
      cwd: path.join(ROOT, app.dir),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code === 0) resolve(seconds);
      else reject(new Error(`webpack failed for ${app.dir} (exit ${code}):\n${stderr.slice(-3000)}`));
    });
  });
}

function printBuilds(times) {
  log('\nBuild time (webpack --mode production, one app after the other)');
  log(`  ${pad('app', 20)}${pad('seconds', 9, true)}`);
  for (const [dir, seconds] of times) log(`  ${pad(dir, 20)}${pad(seconds.toFixed(1), 9, true)}`);
  log(`  ${pad('total', 20)}${pad([...times.values()].reduce((a, b) => a + b, 0).toFixed(1), 9, true)}`);
}

function staticEstimate(outDirs) {
  const shellFiles = readdirSync(outDirs.shell).filter((f) => f.endsWith('.js'));
  const manifest = JSON.parse(readFileSync(path.join(outDirs.content, 'mf-manifest.json'), 'utf8'));
  const home = manifest.exposes.find((e) => e.path === './HomePage' || e.name === 'HomePage');
  const contentFiles = ['remoteEntry.js', ...(home?.assets.js.sync ?? []), ...(home?.assets.js.async ?? [])];
  return [
    ...shellFiles.map((f) => ({ owner: 'shell', file: path.join(outDirs.shell, f), url: `shell:/${f}`, wire: null })),
    ...contentFiles.map((f) => ({
      owner: 'content',
      file: path.join(outDirs.content, f),
      url: `content:/${f}`,
      wire: null,
    })),
  ];
}

function printFirstVisit(scripts, title) {
  const closure = sharedClosure(ROOT);
  const rows = scripts
    .filter((s) => s.file && existsSync(s.file))
    .map((s) => ({ ...s, ...classifyFile(s.file, s.owner, closure) }));
  const unknown = scripts.filter((s) => !s.file || !existsSync(s.file));

  log(`\n${title}`);
  log(`  ${pad('group', 22)}${pad('files', 6, true)}${pad('raw KB', 10, true)}${pad('gzip-9 KB', 11, true)}`);
  const totals = { raw: 0, gzip: 0 };
  for (const group of GROUPS) {
    const raw = rows.reduce((sum, r) => sum + r.byGroup[group], 0);
    const gzip = rows.reduce((sum, r) => sum + r.gzipByGroup[group], 0);
    totals.raw += raw;
    totals.gzip += gzip;
    const files = rows.filter((r) => r.main === group).length;
    log(`  ${pad(group, 22)}${pad(files, 6, true)}${pad(kb(raw), 10, true)}${pad(kb(gzip), 11, true)}`);
  }
  log(
    `  ${pad('total', 22)}${pad(rows.length, 6, true)}${pad(kb(totals.raw), 10, true)}${pad(kb(totals.gzip), 11, true)}`,
  );
  const wire = rows.filter((r) => r.wire !== null && r.wire !== undefined);
  if (wire.length)
    log(
      `  (on the wire, as the servers sent it: brotli, the precompressed .br files, as Chromium accepts it: ${kb(wire.reduce((s, r) => s + r.wire, 0))} KB)`,
    );

  // Where the federation runtime sits, and what the shared libraries are made of.
  log('\n  federation runtime by file');
  for (const r of rows
    .filter((x) => x.byGroup['federation runtime'] > 0)
    .sort((a, b) => b.byGroup['federation runtime'] - a.byGroup['federation runtime'])) {
    const raw = r.byGroup['federation runtime'];
    log(
      `    ${pad(`${r.owner} ${path.basename(r.file)}`, 52)}${pad(kb(raw), 8, true)} KB raw ${pad(kb(r.gzipByGroup['federation runtime']), 7, true)} KB gzip`,
    );
  }
  const byLabel = new Map();
  for (const r of rows) {
    for (const [key, bytes] of r.byLabel) {
      const [group, label] = key.split('\u0000');
      if (group === 'shared libraries') byLabel.set(label, (byLabel.get(label) ?? 0) + bytes);
    }
  }
  log('\n  shared libraries by package (raw KB, mapped bytes)');
  for (const [label, bytes] of [...byLabel].sort((a, b) => b[1] - a[1]))
    log(`    ${pad(label, 36)}${pad(kb(bytes), 8, true)}`);

  log('\n  files');
  log(`    ${pad('served by', 13)}${pad('file', 46)}${pad('raw KB', 8, true)}${pad('gzip KB', 9, true)}  main group`);
  for (const r of rows.sort((a, b) => a.owner.localeCompare(b.owner) || b.raw - a.raw)) {
    log(
      `    ${pad(r.owner, 13)}${pad(path.basename(r.file), 46)}${pad(kb(r.raw), 8, true)}${pad(kb(r.gzip), 9, true)}  ${r.main}`,
    );
  }
  for (const u of unknown) log(`    not classified (not a build file): ${u.url}`);
}

const outRoot = mkdtempSync(path.join(os.tmpdir(), 'arbora-bench-build-'));
const outDirs = Object.fromEntries(APPS.map((app) => [app.name, path.join(outRoot, app.dir)]));
try {
  if (args.has('--dist')) {
    // A copy: a build someone starts meanwhile must not change the files half way through.
    for (const app of APPS) cpSync(path.join(ROOT, app.dir, 'dist'), outDirs[app.name], { recursive: true });
    log(`measuring the working tree's dist/ folders (copied to ${outRoot}), no build`);
  } else {
    const times = new Map();
    for (const app of APPS) {
      times.set(app.dir, await build(app, outDirs[app.name]));
      log(`built ${app.dir} in ${times.get(app.dir).toFixed(1)} s`);
    }
    printBuilds(times);
  }

  let measured = null;
  if (!args.has('--no-browser')) {
    try {
      const { measureFirstVisit } = await import('./lib/first-visit.mjs');
      log(`\nLoading ${visitPath} in Chromium against the stack started from these builds...`);
      measured = await measureFirstVisit(outDirs, log, visitPath);
    } catch (error) {
      log(`\nThe first visit could not be measured in the browser: ${error.message}`);
    }
  }
  if (measured) {
    const boot = measured.scripts.filter((script) => script.beforeInteractive);
    printFirstVisit(
      boot,
      `JS before ${visitPath} is interactive (asked for before the shell's hydration mark): ${boot.length} JS files`,
    );
    printFirstVisit(
      measured.scripts,
      `First visit of ${visitPath} until the network is idle (Chromium, empty cache; prefetches included): ${measured.scripts.length} JS files`,
    );
    for (const note of measured.notes) log(`  note: ${note}`);
  } else {
    printFirstVisit(
      staticEstimate(outDirs),
      'First visit of / (STATIC ESTIMATE from the builds, no browser: shell dist + content remoteEntry + ./HomePage)',
    );
  }
} finally {
  if (args.has('--keep')) log(`\nbuilds kept in ${outRoot}`);
  else rmSync(outRoot, { recursive: true, force: true });
}
