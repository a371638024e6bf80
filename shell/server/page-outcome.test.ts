/** @jest-environment node */
import type { DehydratedState } from '@tanstack/react-query';
import { matchRoute } from '../src/routing/match-route';
import { isImpossiblePath, isPageAreaMissing, isPastLastPage, withinRenderBound } from './page-outcome';

const queriesWith = (...data: unknown[]): DehydratedState =>
  ({
    mutations: [],
    queries: data.map((value, index) => ({ queryKey: [index], queryHash: String(index), state: { data: value } })),
  }) as unknown as DehydratedState;

describe('isImpossiblePath', () => {
  it('refuses an empty segment, a backslash, a path of 501 characters, a target that is not a path', () => {
    for (const url of [
      '//blog',
      '//blog?x=1',
      '///',
      '/blog//jardin',
      '/\\evil.com/',
      `/${'a'.repeat(500)}`,
      'http://x/y',
    ])
      expect([url, isImpossiblePath(url)]).toEqual([url, true]);
  });

  it('lets real paths through, up to 500 characters (a query does not count)', () => {
    for (const url of [
      '/',
      '/blog',
      '/blog/jardin?q=//x',
      `/${'a'.repeat(499)}`,
      `/${'a'.repeat(499)}?${'q'.repeat(600)}`,
    ])
      expect([url, isImpossiblePath(url)]).toEqual([url, false]);
  });
});

describe('isPastLastPage', () => {
  const list = (page: number, pages: number) => ({
    items: [],
    pagination: { page, perPage: 12, total: pages * 12, pages },
  });

  it('finds a list asked for a page past its last, at the top of the data or one level down', () => {
    expect(isPastLastPage(queriesWith(list(3, 2)))).toBe(true);
    expect(isPastLastPage(queriesWith({ category: { name: 'Lames' }, list: list(9, 2) }))).toBe(true);
  });

  it('keeps the last page, an empty first page and data without lists', () => {
    expect(isPastLastPage(queriesWith(list(2, 2)))).toBe(false);
    expect(isPastLastPage(queriesWith(list(1, 0)))).toBe(false);
    expect(isPastLastPage(queriesWith([1, 2], 'texte', null, { menu: [] }))).toBe(false);
    expect(isPastLastPage(undefined)).toBe(false);
  });
});

describe('isPageAreaMissing', () => {
  const page = matchRoute('/terrasse-bois');
  const done = { pageRendered: true, timedOut: false };

  it('owes a public page whose area the server did not render, failed, or cut at its deadline', () => {
    expect(isPageAreaMissing({ ssr: true, match: page, rendered: null })).toBe(true);
    expect(isPageAreaMissing({ ssr: true, match: page, rendered: { ...done, pageRendered: false } })).toBe(true);
    expect(isPageAreaMissing({ ssr: true, match: page, rendered: { ...done, timedOut: true } })).toBe(true);
    expect(isPageAreaMissing({ ssr: true, match: page, rendered: done })).toBe(false);
  });

  it('owes nothing with SSR off, for a customer page (always the browser’s) or a path no route matches', () => {
    expect(isPageAreaMissing({ ssr: false, match: page, rendered: null })).toBe(false);
    expect(isPageAreaMissing({ ssr: true, match: matchRoute('/mon-compte'), rendered: null })).toBe(false);
    expect(isPageAreaMissing({ ssr: true, match: matchRoute('/panier'), rendered: null })).toBe(false);
    expect(isPageAreaMissing({ ssr: true, match: matchRoute('/devis/devis-piscine'), rendered: null })).toBe(false);
  });
});

describe('withinRenderBound', () => {
  it('gives up on a render that never answers, and passes one that does', async () => {
    const env = { SSR_REMOTE_TIMEOUT_MS: 10, PAGE_API_TIMEOUT_MS: 10 };
    expect(await withinRenderBound(env, new Promise(() => {}))).toBeNull();
    expect(await withinRenderBound(env, Promise.resolve('page'))).toBe('page');
  });
});
