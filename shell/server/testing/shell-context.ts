import type { FastifyInstance } from 'fastify';
import { buildShellServer } from '../app';
import { parseEnv } from '../env';
import {
  fakeDist,
  remoteVars,
  startFakeApi,
  startFakeRemotes,
  type FakeHandler,
  type FakeServer,
} from './fake-servers';
import { siteApi } from './site-api';

export interface ShellContext {
  api: FakeServer;
  remotes: FakeServer & { entries: Record<string, string> };
  dist: string;
  /** A shell server on the fake API and remotes; `vars` override the environment. */
  shell(vars?: Record<string, string>): Promise<FastifyInstance>;
}

/**
 * Registers beforeAll/afterAll for a test file: a fake API (the small site of site-api.ts unless
 * another handler is given), fake remotes and a fake dist. Tests never touch the network.
 */
export function shellContext(handler: FakeHandler = siteApi()): ShellContext {
  const apps: FastifyInstance[] = [];
  const context = {} as ShellContext;
  let removeDist = () => {};
  beforeAll(async () => {
    const dist = fakeDist();
    removeDist = dist.remove;
    context.dist = dist.dir;
    context.api = await startFakeApi(handler);
    context.remotes = await startFakeRemotes();
    context.shell = async (vars = {}) => {
      const app = await buildShellServer(
        parseEnv({
          SHELL_DIST: context.dist,
          API_URL: context.api.url,
          NODE_ENV: 'test',
          // Budgets for a busy machine (a test's first render loads modules): a page is not cut
          // short unless the test is about that and sets its own budgets.
          SSR_REMOTE_TIMEOUT_MS: '10000',
          PAGE_API_TIMEOUT_MS: '10000',
          ...remoteVars(context.remotes.entries),
          ...vars,
        }),
      );
      apps.push(app);
      return app;
    };
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await context.api.close();
    await context.remotes.close();
    removeDist();
  });
  return context;
}

/** The content of every `<meta property|name=key>` of an HTML page. */
export function metaContent(html: string, key: string): string | undefined {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<meta (?:property|name)="${escaped}" content="([^"]*)" />`).exec(html)?.[1];
}

export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
}

export const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
export const titleOf = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
