import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What the fake API answers for one request; undefined means 404 NOT_FOUND. `data` is wrapped as the API does. */
export type FakeAnswer = { status?: number; data?: unknown; body?: unknown; delayMs?: number } | undefined;
export type FakeHandler = (url: URL) => FakeAnswer;

export interface FakeServer {
  url: string;
  /** Every request received, in order. */
  calls: URL[];
  close(): Promise<void>;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const closer = (server: Server) => () =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** A stand-in for the API on 127.0.0.1:0 (the real one needs a database). */
export async function startFakeApi(handler: FakeHandler): Promise<FakeServer> {
  const calls: URL[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://api.local');
    calls.push(url);
    const answer = handler(url);
    const send = () => {
      if (res.destroyed) return;
      const status = answer?.status ?? (answer ? 200 : 404);
      const body =
        answer?.body ??
        (answer && 'data' in answer ? { data: answer.data } : { code: 'NOT_FOUND', message: 'Not found' });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (answer?.delayMs) setTimeout(send, answer.delayMs).unref();
    else send();
  });
  return { url: await listen(server), calls, close: closer(server) };
}

/** A URL nothing listens on: the API (or a remote) is down. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  const url = await listen(server);
  await closer(server)();
  return url;
}

export const REMOTE_NAMES = ['catalogue', 'content', 'forms', 'checkout', 'account', 'configurator'] as const;

/** The manifest of a remote as the MF plugin writes it (the parts the shell server reads). */
export const fakeManifest = (name: string) => ({
  id: name,
  name,
  metaData: {
    name,
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    publicPath: 'auto',
    buildInfo: { buildVersion: `${name}-build-1` },
  },
  shared: [],
  remotes: [],
  exposes: [
    {
      id: `${name}:HomePage`,
      name: 'HomePage',
      path: './HomePage',
      assets: {
        js: { sync: ['501.6b62984e.js', '__federation_expose_HomePage.de29faf9.js'], async: [] },
        css: { sync: [], async: [] },
      },
    },
    {
      id: `${name}:ContentPage`,
      name: 'ContentPage',
      path: './ContentPage',
      assets: {
        js: { sync: ['501.6b62984e.js', '__federation_expose_ContentPage.3da8e18c.js'], async: ['470.fcbeae85.js'] },
        css: { sync: [], async: [] },
      },
    },
  ],
});

/** One server holding every remote's mf-manifest.json under /<name>/. */
export async function startFakeRemotes(): Promise<FakeServer & { entries: Record<string, string> }> {
  const calls: URL[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://remotes.local');
    calls.push(url);
    const name = /^\/(\w+)\/mf-manifest\.json$/.exec(url.pathname)?.[1];
    if (!name) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(fakeManifest(name)));
  });
  const url = await listen(server);
  const entries = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${url}/${name}/mf-manifest.json`]));
  return { url, calls, entries, close: closer(server) };
}

export const INDEX_HTML = `<!doctype html>
<html lang="fr">
  <head>
    <title>Arbora</title>
    <!--arbora-head-->
  </head>
  <body>
    <div id="root"></div>
    <!--arbora-config-->
  </body>
</html>`;

/** A built shell: index.html and a few files, in a temporary folder. */
export function fakeDist(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'main.0123abcd.js'), 'console.log("main");');
  writeFileSync(path.join(dir, 'boot-assets.json'), JSON.stringify({ js: ['/main.0123abcd.js', '/202.4567cdef.js'] }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'console.log("entry");');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** REMOTE_<NAME>_URL variables pointing every remote at the fake remotes server. */
export const remoteVars = (entries: Record<string, string>) =>
  Object.fromEntries(Object.entries(entries).map(([name, entry]) => [`REMOTE_${name.toUpperCase()}_URL`, entry]));
