// The part of main.js that runs with the script, before its deferred startup (the federation
// runtime, then index.ts: tooling/webpack/deferred-startup-plugin.cjs). A server-rendered document
// can be clicked before it is hydrated: a checkbox, a radio or a button clicked meanwhile is held and
// clicked again once React is there (app/early-toggles.ts). It imports no shared module: it runs
// before the share scope exists.
import { holdEarlyToggles } from './app/early-toggles';
import { SSR_STATE_ID } from './app/ssr-state';

if (document.getElementById(SSR_STATE_ID)) holdEarlyToggles();
