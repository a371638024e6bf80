import { STARTER_CLICKS_GLOBAL } from '../core/starter-clicks-global';

/**
 * On a page whose scripts wait for its largest picture (shell/server/picture-first.ts), the inline
 * starter holds the clicks made before main.js runs (a checkbox, a radio, a button) under
 * STARTER_CLICKS_GLOBAL, since nothing else can yet. main.js takes them over (early-start.ts) and clicks each again
 * through its own holder, whose rules decide (early-toggles.ts). If main.js cannot load, the starter
 * gives every click back to the browser.
 */

interface StarterClicks {
  /** Stops the starter's holding and returns the elements clicked meanwhile, in order. */
  take(): Element[];
}

/** Called once main.js's own holder is in place. */
export function takeStarterClicks(win: Window = window): void {
  const starter = (win as unknown as Record<string, StarterClicks | undefined>)[STARTER_CLICKS_GLOBAL];
  if (!starter) return;
  for (const target of starter.take()) if (target.isConnected) (target as HTMLElement).click();
}
