import { createQueryClient } from '@arbora/shared/api';
import { AppProviders, markFirstRenderDone, type RemotePageModule } from '@arbora/shared/platform';
import { adoptServerSession, refreshCart } from '@arbora/shared/store';
import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ShellBrowserRouter } from '../app/browser-router';
import { ShellRoutes } from '../app/router';
import { replayEarlyText } from './early-text';
import { replayEarlyToggles } from './early-toggles';
import { whenInteractive } from '../core/after-interactive';
import { InteractiveMark } from './interactive-mark';
import { nextTask } from '../core/one-per-task';
import { readSsrState, type SsrState } from '../core/ssr-state';
import { CLIENT_RENDER_DIGEST, InitialPageContext, type InitialPage } from '../federation/initial-page';
import { readRemotesConfig } from '../federation/remotes-config';
import { loadedBuildId, loadRemotePage, registerRemotesFromConfig } from '../federation/runtime';
import { sameBuild } from '../federation/build-id';
import { menusQuery } from '../layouts/use-menus';
import { markFallback } from '../telemetry/remote-loads';
import { startTelemetryWhenIdle } from '../telemetry/start-when-idle';

/**
 * The page the server rendered, with its module loaded before hydration: the first browser render
 * must be the server's tree, not a lazy fallback. A remote the browser cannot load keeps the HTML
 * the server rendered in its area (`serverHtml`); an area the server left empty goes to the usual
 * boundary (« Réessayer »).
 */
async function initialPage(state: SsrState | null): Promise<InitialPage | null> {
  const page = state?.page;
  if (!page || page.pathname !== window.location.pathname) return null;
  const initial: InitialPage = { pathname: page.pathname, remote: page.remote, module: page.module };
  if (page.httpError) return { ...initial, httpError: page.httpError };
  let loaded: RemotePageModule | undefined;
  try {
    loaded = await loadRemotePage(page.remote, page.module);
  } catch {
    loaded = undefined;
  }
  if (loaded) return { ...initial, page: loaded, buildId: await loadedBuildId(page.remote) };
  const area = page.rendered ? document.querySelector(`#root [data-remote="${CSS.escape(page.remote)}"]`) : null;
  if (area) markFallback(page.remote);
  return area ? { ...initial, serverHtml: area.innerHTML } : initial;
}

/** The server left an area to the browser on purpose (its remote was down): not an error to report. */
function onRecoverableError(error: unknown, info: { componentStack?: string }) {
  const digest = (error as { digest?: unknown } | null)?.digest;
  const cause = (error as { cause?: { digest?: unknown } } | null)?.cause;
  if (digest === CLIENT_RENDER_DIGEST || cause?.digest === CLIENT_RENDER_DIGEST) return;
  console.error('[shell] recoverable render error', error, info.componentStack);
}

function onFirstRenderDone() {
  markFirstRenderDone();
  // The text first: a held submit sends what was typed.
  replayEarlyText();
  replayEarlyToggles();
}

async function boot() {
  // The shell's modules were evaluated in this task: the boot's own work starts in the next one.
  await nextTask();
  const element = document.getElementById('root');
  if (!element) throw new Error('no #root element');
  // Remote discovery happens at run time: no remote URL is compiled into this bundle.
  registerRemotesFromConfig(await readRemotesConfig());
  const queryClient = createQueryClient();
  const state = readSsrState();
  if (state) hydrateQueries(queryClient, state.queries);
  // The server rendered a customer's page for the session cookie: the first render says the same.
  if (state?.session) adoptServerSession(state.session);
  // No task boundary between loading the page's module and hydrating: with one (7395219),
  // keystrokes typed into the server's search box while the page started could be lost (e2e
  // search-suggestions, « typing fast »).
  const initial = await initialPage(state);
  const app = (
    <InitialPageContext value={{ initial, server: false }}>
      <InteractiveMark onReady={onFirstRenderDone}>
        <AppProviders queryClient={queryClient}>
          <ShellBrowserRouter>
            <ShellRoutes />
          </ShellBrowserRouter>
        </AppProviders>
      </InteractiveMark>
    </InitialPageContext>
  );
  // Hydrated only with the remote build that rendered the HTML: a remote redeployed since the
  // server's render is rendered here with its new code (createRoot), no hydration error.
  if (state && element.hasChildNodes() && sameBuild(state.page, initial)) {
    // A transition lets React yield to the browser every few milliseconds while it hydrates: the
    // page's tree no longer blocks the main thread in one long task (Lighthouse's TBT), and a
    // click during hydration is handled first (selective hydration).
    startTransition(() => {
      hydrateRoot(element, app, { onRecoverableError });
    });
    // The HTML may come from the server's page cache: the shell's own menus are asked again (the
    // API caches them), so a changed menu shows and a failing API is reported as on any read. Once
    // the page is interactive, in a task of its own: invalidated before the header subscribes, the
    // query would start its fetch while the hydration commits and re-render the header at once.
    void whenInteractive()
      .then(nextTask)
      .then(() => queryClient.invalidateQueries({ queryKey: menusQuery().queryKey }));
  } else {
    markFirstRenderDone();
    createRoot(element).render(app);
  }
  // Remote loads and web vitals go out in beacons; the reporter and web-vitals load in an idle period once the page is interactive.
  startTelemetryWhenIdle();
  // The server is the truth for the cart: refresh the persisted copy once the page is up.
  void refreshCart().catch(() => undefined);
}

void boot();
