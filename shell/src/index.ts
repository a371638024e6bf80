// Async boundary: shared singletons are negotiated before any of the shell's code runs.
//
// The libraries the boot needs are evaluated one per task before the bootstrap runs: in one go,
// react-dom, the router, the contract package and the shell made a single long task that blocked
// a phone's main thread (Lighthouse's TBT counts what each task spends past 50 ms). They ship in
// main.js (eager shared modules): `webpackMode: "eager"` adds no request, only a task boundary.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
