import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

test('remotes.json comes from the server, no-cache, and names every remote', async ({ request, stack }) => {
  const response = await request.get(`${stack.baseURL}/remotes.json`);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const { remotes } = await response.json();
  expect(remotes.map((r: { name: string }) => r.name).sort()).toEqual([
    'account',
    'catalogue',
    'checkout',
    'configurator',
    'content',
    'forms',
  ]);
});

test('a remote repointed through remotes.json loads from its new URL without a rebuild', async ({
  page,
  stack,
  repoint,
}) => {
  // "Deploy" the content remote elsewhere: a copy of its build behind another server.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'arbora-content-v2-'));
  cpSync(path.join(stack.root, 'mfe-content', 'dist'), path.join(dir, 'mfe-content', 'dist'), { recursive: true });
  const { startStaticServer } = await import('../../tooling/static-server.mjs');
  const server = await startStaticServer({ root: path.join(dir, 'mfe-content', 'dist'), host: '127.0.0.1' });
  repoint([{ name: 'content', entry: `http://127.0.0.1:${server.port}/mf-manifest.json`, version: '2.0.0' }]);

  const fromNewHost: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith(`http://127.0.0.1:${server.port}/`)) fromNewHost.push(req.url());
  });
  await page.goto('/');
  await expect(page.locator('main h1').first()).toBeVisible();
  // The HTML comes from the shell server; the remote's code runs when the page hydrates.
  await waitForInteractive(page);
  expect(fromNewHost.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  expect(fromNewHost.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  expect(fromNewHost.some((url) => !url.startsWith(`http://127.0.0.1:${stack.remotePorts.content}/`))).toBe(true);

  // The page first: its prefetches in flight would otherwise ask the server for files being removed.
  await page.goto('about:blank');
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

test('remote servers send CORS and cache headers', async ({ request, stack }) => {
  const base = `http://127.0.0.1:${stack.remotePorts.catalogue}`;
  const manifest = await request.get(`${base}/mf-manifest.json`);
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect((await request.get(`${base}/remoteEntry.js`)).headers()['cache-control']).toBe('no-cache');
  const { shared } = await manifest.json();
  const chunk = (shared as { assets: { js: { sync: string[] } } }[]).flatMap((s) => s.assets.js.sync)[0];
  expect(chunk).toMatch(/\.[0-9a-f]{8}\.js$/);
  expect((await request.get(`${base}/${chunk}`)).headers()['cache-control']).toContain('immutable');
});
