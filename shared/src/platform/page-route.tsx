import { createContext, useContext, type ReactNode } from 'react';
import { pageContext, type PageContext, type PageParams } from './page-contract';

interface PageRoute {
  params: PageParams;
  ctx: PageContext;
}

const PageRouteContext = createContext<PageRoute | null>(null);

/** Set by the shell (and its server) around a remote's page: the same values `pageQueries` got. */
export function PageRouteProvider({ params, ctx, children }: PageRoute & { children: ReactNode }) {
  return <PageRouteContext.Provider value={{ params, ctx }}>{children}</PageRouteContext.Provider>;
}

const EMPTY: PageRoute = { params: {}, ctx: pageContext('/', '', false) };

/**
 * The route parameters and context of the current page, exactly as `pageQueries` received them, so
 * a page builds the same query options for `useSuspenseQuery`. Outside a provider (a remote's
 * standalone page, a unit test without one): no parameters, path `/`.
 */
export function usePageRoute(): PageRoute {
  return useContext(PageRouteContext) ?? EMPTY;
}
