import type { RemotesConfig } from '@arbora/shared/platform';
import { loadServerPage } from '../federation/server-remotes';
import { ROUTES } from '../routing/route-table';

/** A remote's cold load on a busy machine (fetching and evaluating its Node build) can take seconds. */
export const WARM_UP_TIMEOUT_MS = 15_000;

export interface WarmUpInput {
  remotes: RemotesConfig;
  /** Tests: page modules without the federation runtime. */
  loadPage?: (remote: string, module: string) => Promise<unknown>;
}

/** Per remote: every page module of the route table loaded, or the modules that failed. */
export type WarmUpResult = Record<string, 'ok' | { failed: string[] }>;

/** The page modules of the route table, each once, by remote. */
export function pageModulesByRemote(): Map<string, string[]> {
  const modules = new Map<string, string[]>();
  for (const route of ROUTES) {
    const list = modules.get(route.remote) ?? [];
    if (!list.includes(route.module)) list.push(route.module);
    modules.set(route.remote, list);
  }
  return modules;
}

/**
 * Loads the Node build of every remote the config names, and each of its page modules, before the
 * first visitor asks: a server that just started (a new replica, a restart) otherwise spends the
 * first requests of each remote's pages on that load, past their budget, and answers them 503.
 * The remotes load side by side, the modules of one remote one after the other (its first load
 * evaluates its entry). A remote that fails is left as a request would leave it (its backoff).
 */
export async function warmUp(input: WarmUpInput): Promise<WarmUpResult> {
  const modules = pageModulesByRemote();
  const results = await Promise.all(
    input.remotes.remotes.map(async (remote) => {
      const failed: string[] = [];
      for (const module of modules.get(remote.name) ?? []) {
        const page = input.loadPage
          ? await input.loadPage(remote.name, module).catch(() => null)
          : await loadServerPage(remote, module, WARM_UP_TIMEOUT_MS);
        if (!page) failed.push(module);
      }
      return [remote.name, failed.length ? { failed } : 'ok'] as const;
    }),
  );
  return Object.fromEntries(results);
}
