#!/usr/bin/env node
// `node bench/ssr-profile.mjs`: where a server render's CPU time goes. Starts the bench stack
// (bench-stack.mjs, existing builds) with one shell server, HTML cache off, under the inspector;
// renders each page (home, a content page, a product page) N times at 10 connections while the
// DevTools protocol records a CPU profile, then prints per page the CPU ms per render of the shell
// process and of the API (from /proc, without the profiler's overhead: a run of its own before the
// profiled one) and the profile's time by kind of work (ssr-profile-kinds.mjs). Figures only.
//
// Usage: node bench/ssr-profile.mjs [--requests 300] [--connections 10] [--save DIR] (DIR keeps the
// .cpuprofile files, to open in Chrome DevTools). SHELL_ENV='{"SSR_THREADS":"2"}' adds variables.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { freePort } from '../tooling/stack.mjs';
import { buildsPresent, startBenchStack } from './lib/bench-stack.mjs';
import { cpuMs } from './lib/process-cpu.mjs';
import { profileKinds } from './lib/ssr-profile-kinds.mjs';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const REQUESTS = Number(arg('requests', 300));
const CONNECTIONS = Number(arg('connections', 10));
const SAVE = arg('save', null);

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, amount: REQUESTS }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** A DevTools protocol session on the shell's inspector. */
async function inspector(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl, { maxPayload: 1 << 30 });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const pending = new Map();
  let id = 0;
  socket.on('message', (message) => {
    const { id: answered, result } = JSON.parse(String(message));
    pending.get(answered)?.(result);
    pending.delete(answered);
  });
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      id += 1;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: 250 });
  return { send, close: () => socket.close() };
}

async function main() {
  if (!buildsPresent()) return;
  const inspectPort = await freePort();
  const extra = process.env.SHELL_ENV ? JSON.parse(process.env.SHELL_ENV) : {};
  const { apiPort, shells, pids, stop } = await startBenchStack({
    tmpPrefix: 'arbora-bench-ssr-profile-',
    shells: {
      shell: { SSR: 'on', SSR_CACHE_SECONDS: '0', NODE_OPTIONS: `--inspect=127.0.0.1:${inspectPort}`, ...extra },
    },
  });
  const session = await inspector(inspectPort);
  try {
    const api = (pathname) => fetch(`http://127.0.0.1:${apiPort}/v1${pathname}`).then((response) => response.json());
    const advice = (await api('/page?type=advice_terrace&perPage=1')).data.items[0].slug;
    const product = String((await api('/product?perPage=1')).data.items[0].slug).replace(/^\/*(p-)?/, '');
    const pages = { home: '/', content: `/${advice}`, product: `/p-${product}` };
    console.log(`bench ssr-profile: ${REQUESTS} renders per page, ${CONNECTIONS} connections, HTML cache off\n`);
    for (const [name, pagePath] of Object.entries(pages)) {
      const url = `http://127.0.0.1:${shells.shell}${pagePath}`;
      for (let i = 0; i < 20; i += 1) await (await fetch(url)).text(); // cold remote, JIT warm-up
      const shell0 = cpuMs(pids.shells.shell);
      const api0 = cpuMs(pids.api);
      const plain = await load(url);
      const shellMs = (cpuMs(pids.shells.shell) - shell0) / REQUESTS;
      const apiMs = (cpuMs(pids.api) - api0) / REQUESTS;
      await session.send('Profiler.start');
      await load(url);
      const { profile } = await session.send('Profiler.stop');
      if (SAVE) writeFileSync(path.join(SAVE, `ssr-${name}.cpuprofile`), JSON.stringify(profile));
      const kinds = profileKinds(profile);
      console.log(
        `${name} ${pagePath}: shell ${shellMs.toFixed(1)} CPU ms/render, API ${apiMs.toFixed(1)}; ` +
          `${Math.round(plain.requests.average)} req/s, p99 ${plain.latency.p99} ms (unprofiled run); ` +
          `profiled: ${(kinds.busyMs / REQUESTS).toFixed(1)} ms busy per render`,
      );
      for (const [kind, ms] of kinds.byKind)
        console.log(
          `  ${(ms / REQUESTS).toFixed(2).padStart(6)} ms ${String(Math.round((100 * ms) / kinds.busyMs)).padStart(3)}%  ${kind}`,
        );
      console.log('');
    }
  } finally {
    session.close();
    await stop();
  }
}

await main();
