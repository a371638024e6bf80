import type { ActionInput, ActionOutcome } from './server-action';
import type { RenderInput, RenderResult } from './server-render';
import type { WarmUpInput, WarmUpResult } from './warm-up';

export type { ActionInput, ActionOutcome, RenderInput, RenderResult, WarmUpInput, WarmUpResult };

/**
 * The shell server's renderer (built for Node into dist/server/render.js, required by
 * shell/server/page.ts). The async boundary lets the federation runtime set up the share scope
 * before the shell's code runs, as in the browser entry.
 */
export async function renderRoute(input: RenderInput): Promise<RenderResult> {
  const { renderRoute: render } = await import('./server-render');
  return render(input);
}

/** Runs the page's form action (a POST without JavaScript): see server-action.ts. */
export async function runAction(input: ActionInput): Promise<ActionOutcome> {
  const { runAction: run } = await import('./server-action');
  return run(input);
}

/** Loads the remotes' page modules before the first request: see warm-up.ts. */
export async function warmUp(input: WarmUpInput): Promise<WarmUpResult> {
  const { warmUp: warm } = await import('./warm-up');
  return warm(input);
}
