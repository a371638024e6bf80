// Async boundary: shared singletons are negotiated before any of the shell's code runs.
//
// The libraries the boot needs are evaluated one per task before the bootstrap runs: in one go,
// react-dom, the router, the contract package and the shell made a single long task that blocked
// a phone's main thread (Lighthouse's TBT counts what each task spends past 50 ms). They ship in
// main.js (eager shared modules): `webpackMode: "eager"` adds no request, only a task boundary.
import { holdEarlyToggles } from './app/early-toggles';
import { SSR_STATE_ID } from './app/ssr-state';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// A server-rendered document can be clicked before it is hydrated: a checkbox or radio clicked
// meanwhile is held and clicked again once React is there (app/early-toggles.ts).
if (document.getElementById(SSR_STATE_ID)) holdEarlyToggles();

async function start() {
  // Apart from main.js's own evaluation (the federation runtime and its share scope) too.
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-router');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@arbora/shared/platform');
  await nextTask();
  await import('./bootstrap');
}

void start();
