// Async boundary: shared singletons are negotiated before any of the shell's code runs.
//
// The libraries the boot needs are evaluated one per task before the bootstrap runs: in one go,
// react-dom, the router, the contract package and the shell made a single long task that blocked
// a phone's main thread (Lighthouse's TBT counts what each task spends past 50 ms). They ship in
// main.js (eager shared modules): `webpackMode: "eager"` adds no request, only a task boundary.
//
// Clicks made before the hydration are held from main.js's first run (early-start.ts, the entry's
// first module, shell/webpack.config.cjs).
import { runOnePerTask } from './core/one-per-task';

void runOnePerTask([
  // main.js's own evaluation (the federation runtime and its share scope) ends the first task.
  () => import(/* webpackMode: "eager" */ 'react-dom'),
  // React's client (the largest library, the shell's alone: not shared) is a script of its own,
  // preloaded with main.js: compiling main.js was one long task with it inside.
  () => import(/* webpackChunkName: "react-dom-client" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'react-router'),
  () => import(/* webpackMode: "eager" */ '@arbora/shared/format'),
  () => import(/* webpackMode: "eager" */ 'styled-components'),
  () => import(/* webpackMode: "eager" */ '@tanstack/react-query'),
  () => import(/* webpackMode: "eager" */ '@arbora/shared/ui'),
  () => import(/* webpackMode: "eager" */ '@arbora/shared/store'),
  () => import(/* webpackMode: "eager" */ '@arbora/shared/platform'),
  // The shell's own modules, in three tasks of one chunk ("boot"): the layouts (header, footer and
  // their styled components), the route table and its views, then the bootstrap.
  () => import(/* webpackChunkName: "boot" */ './layouts/site-layout'),
  () => import(/* webpackChunkName: "boot" */ './app/router'),
  () => import(/* webpackChunkName: "boot" */ './boot/bootstrap'),
]);
