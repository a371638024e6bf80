/** @jest-environment node */
// Immutable, versioned releases of a remote (tooling/release): the integrity digest of a release
// folder, the retention rule, the promotion that edits one remote's entry in remotes.json, and the
// release server that serves every kept version. No build here: folders are written by hand.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Release = { remote: string; version: string; commit: string };
/* eslint-disable @typescript-eslint/no-require-imports */
const integrity = require('../release/integrity.cjs') as {
  INTEGRITY_FILE: string;
  sriOf: (bytes: string | Buffer) => string;
  digestOf: (dir: string, release: Release) => { algorithm: string; files: Record<string, string> };
  writeIntegrity: (dir: string, release: Release) => string;
  verifyFolder: (dir: string, pin?: string) => string[];
};
const releases = require('../release/releases.cjs') as {
  folderName: (version: string, commit: string) => string;
  releasesOf: (root: string, remote: string) => { version: string; commit: string; dir: string }[];
  releaseDir: (root: string, remote: string, version: string) => string | null;
  pruneReleases: (root: string, remote: string, options: { keep: number; pinned?: Set<string> }) => string[];
};
const remotesFile = require('../release/remotes-file.cjs') as {
  promote: (file: string, name: string, release: object) => object;
  pinnedVersions: (file: string, name: string) => Set<string>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'arbora-releases-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A release folder as a build leaves it, released `age` seconds ago. */
function writeRelease(remote: string, version: string, commit = 'abc1234', age = 0): string {
  const dir = path.join(root, remote, releases.folderName(version, commit));
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: remote, version }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var ${remote} = ${JSON.stringify(version)};`);
  writeFileSync(path.join(dir, '501.6b62984e.js'), `console.log(${JSON.stringify(version)});`);
  writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), `module.exports = ${JSON.stringify(version)};`);
  integrity.writeIntegrity(dir, { remote, version, commit });
  const when = Date.now() / 1000 - age;
  utimesSync(dir, when, when);
  return dir;
}

describe('the integrity digest of a release', () => {
  it('lists every file with its sha384 in the SRI form, the Node build included', () => {
    const dir = writeRelease('content', '1.4.0');
    const digest = JSON.parse(readFileSync(path.join(dir, integrity.INTEGRITY_FILE), 'utf8')) as {
      algorithm: string;
      files: Record<string, string>;
      version: string;
    };
    expect(digest.algorithm).toBe('sha384');
    expect(digest.version).toBe('1.4.0');
    expect(Object.keys(digest.files)).toEqual([
      '501.6b62984e.js',
      'mf-manifest.json',
      'remoteEntry.js',
      'server/remoteEntry.js',
    ]);
    expect(digest.files['server/remoteEntry.js']).toBe(integrity.sriOf('module.exports = "1.4.0";'));
    expect(integrity.sriOf('abc')).toBe('sha384-ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn');
  });

  it('finds a file changed, removed or added after the release, and an integrity.json that is not the pinned one', () => {
    const dir = writeRelease('content', '1.4.0');
    const pin = integrity.sriOf(readFileSync(path.join(dir, integrity.INTEGRITY_FILE)));
    expect(integrity.verifyFolder(dir, pin)).toEqual([]);
    writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), 'module.exports = "evil";');
    rmSync(path.join(dir, '501.6b62984e.js'));
    writeFileSync(path.join(dir, 'extra.js'), '1');
    expect(integrity.verifyFolder(dir, pin)).toEqual([
      '501.6b62984e.js is missing',
      'server/remoteEntry.js changed',
      'extra.js was added',
    ]);
    integrity.writeIntegrity(dir, { remote: 'content', version: '1.4.0', commit: 'abc1234' });
    expect(integrity.verifyFolder(dir, pin)).toEqual(['integrity.json does not match the pinned digest']);
  });
});

describe('retention', () => {
  it('keeps the newest N versions and every version remotes.json names, deletes the others', () => {
    for (const [index, version] of ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0'].entries())
      writeRelease('content', version, 'abc1234', 500 - index * 100);
    writeRelease('forms', '2.0.0', 'abc1234', 1000);
    expect(releases.releasesOf(root, 'content').map((r) => r.version)).toEqual([
      '1.4.0',
      '1.3.0',
      '1.2.0',
      '1.1.0',
      '1.0.0',
    ]);
    const deleted = releases.pruneReleases(root, 'content', { keep: 2, pinned: new Set(['1.1.0']) });
    expect(deleted.sort()).toEqual(['1.0.0', '1.2.0']);
    expect(releases.releasesOf(root, 'content').map((r) => r.version)).toEqual(['1.4.0', '1.3.0', '1.1.0']);
    expect(releases.releasesOf(root, 'forms')).toHaveLength(1);
  });

  it('finds a kept version by its number only; a bad name or version names nothing', () => {
    const dir = writeRelease('content', '1.4.0', 'def5678');
    expect(releases.releaseDir(root, 'content', '1.4.0')).toBe(dir);
    expect(releases.releaseDir(root, 'content', '1.5.0')).toBeNull();
    expect(releases.releaseDir(root, 'content', '../forms')).toBeNull();
    expect(releases.releaseDir(root, '..', '1.4.0')).toBeNull();
  });
});

describe('promotion', () => {
  it('edits the one remote’s entry of remotes.json and keeps the rest of the file as it was', () => {
    const file = path.join(root, 'remotes.json');
    const others = [
      { name: 'forms', entry: 'http://cdn.test/forms/2.0.0/mf-manifest.json', version: '2.0.0' },
      { name: 'content', entry: 'http://cdn.test/content/1.3.0/mf-manifest.json', version: '1.3.0' },
    ];
    writeFileSync(file, JSON.stringify({ remotes: others, note: 'ops' }));
    const release = {
      version: '1.4.0',
      entry: 'http://cdn.test/content/1.4.0/mf-manifest.json',
      integrity: 'sha384-x',
    };
    remotesFile.promote(file, 'content', release);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      remotes: [others[0], { name: 'content', ...release }],
      note: 'ops',
    });
    expect([...remotesFile.pinnedVersions(file, 'content')]).toEqual(['1.4.0']);
  });

  it('reads the versions of a canary as kept', () => {
    const file = path.join(root, 'remotes.json');
    const versions = [
      { version: '1.4.0', weight: 90 },
      { version: '1.5.0', weight: 10 },
    ];
    writeFileSync(file, JSON.stringify({ remotes: [{ name: 'content', versions }] }));
    expect([...remotesFile.pinnedVersions(file, 'content')]).toEqual(['1.4.0', '1.5.0']);
    expect([...remotesFile.pinnedVersions(path.join(root, 'none.json'), 'content')]).toEqual([]);
  });
});

describe('the release server', () => {
  let child: ChildProcess;
  let base: string;

  beforeEach(async () => {
    writeRelease('content', '1.3.0', 'abc1234', 100);
    writeRelease('content', '1.4.0', 'def5678', 0);
    const server = path.resolve(__dirname, '..', 'static-server.mjs');
    child = spawn(process.execPath, [server, root, '0', '127.0.0.1', '--releases'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    base = await new Promise<string>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`release server exited with ${code}`)));
      child.stdout?.on('data', (chunk: Buffer) => {
        const match = /on (http:\/\/\S+)/.exec(String(chunk));
        if (match) resolve(match[1]!);
      });
    });
  });
  afterEach(() => {
    child.kill();
  });

  it('serves every kept version at /<remote>/<version>/, immutable, and nothing else', async () => {
    const older = await fetch(`${base}/content/1.3.0/remoteEntry.js`);
    expect(older.status).toBe(200);
    expect(await older.text()).toBe('var content = "1.3.0";');
    expect(older.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(older.headers.get('access-control-allow-origin')).toBe('*');
    const newer = await fetch(`${base}/content/1.4.0/server/remoteEntry.js`);
    expect(await newer.text()).toBe('module.exports = "1.4.0";');
    expect((await fetch(`${base}/content/1.4.0/integrity.json`)).status).toBe(200);
    for (const missing of [
      '/content/1.5.0/remoteEntry.js',
      '/content/1.4.0/',
      '/content/1.4.0/%2e%2e/%2e%2e/forms/x.js',
      '/content/',
    ])
      expect((await fetch(`${base}${missing}`)).status).toBe(404);
  });
});

describe('one pipeline per remote', () => {
  const ROOT = path.resolve(__dirname, '..', '..');
  const REMOTES = ['catalogue', 'content', 'forms', 'checkout', 'account', 'configurator'];

  it.each(REMOTES)('mfe-%s: its scripts release it alone, and its CI definition names only its workspace', (name) => {
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, `mfe-${name}`, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts['release:build']).toBe(`node ../tooling/release/build-release.mjs ${name}`);
    expect(scripts.release).toBe(`node ../tooling/release/release.mjs ${name}`);
    const ci = readFileSync(path.join(ROOT, '.ci', 'remotes', `mfe-${name}.yml`), 'utf8');
    expect(ci).toContain(`npm run release -w @arbora/mfe-${name}`);
    const workspaces = new Set([...ci.matchAll(/@arbora\/mfe-([a-z]+)|\bmfe-([a-z]+)/g)].map((m) => m[1] ?? m[2]));
    expect([...workspaces]).toEqual([name]);
    for (const step of ['eslint', 'npm test', 'tsc']) expect(ci).toContain(step);
  });
});
