// The first module of main.js's entry (shell/webpack.config.cjs): it runs with the script, before
// index.ts's async boundary and the hydration. A server-rendered document
// can be clicked before it is hydrated: a checkbox, a radio or a button clicked meanwhile is held and
// clicked again once React is there (early-toggles.ts), and what is typed meanwhile is handed to
// React then (early-text.ts). It imports no shared module: the
// share scope is for what the boot negotiates, this must be in place before any of that.
import { holdEarlyText } from './early-text';
import { holdEarlyToggles } from './early-toggles';
import { SSR_STATE_ID } from '../core/ssr-state';
import { takeStarterClicks } from './starter-clicks';

if (document.getElementById(SSR_STATE_ID)) {
  holdEarlyText();
  holdEarlyToggles();
  // The clicks the page's starter held while main.js was still to come (picture-first pages).
  takeStarterClicks();
}
