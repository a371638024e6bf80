import { useEffect, useLayoutEffect, useRef } from 'react';
import type { RouteMatch } from './match-route';
import { whenInteractive } from '../core/after-interactive';
import { DEFAULT_TITLE, routeTitle, type RouteTitles } from './document-title';

/**
 * The routes' titles in the browser come in a chunk of their own (route-titles-fr.ts), asked for
 * once the first page is interactive: the first page needs none of them, its title came with the
 * server's HTML. By the first client navigation they are there; if not yet, the page shows the
 * site's default title until they come.
 */
export function createRouteTitles(load: () => Promise<RouteTitles>) {
  let loaded: RouteTitles | null = null;
  let loading: Promise<RouteTitles> | null = null;

  function loadRouteTitles(): Promise<RouteTitles> {
    if (!loading) {
      const attempt = load().then((titles) => (loaded = titles));
      // A failed load (offline, a deploy replaced the chunk) is asked again at the next navigation.
      attempt.catch(() => {
        if (loading === attempt) loading = null;
      });
      loading = attempt;
    }
    return loading;
  }

  /**
   * Sets the document title on each client navigation, from the route (before the page's own head
   * refines it, remote-page.tsx); the first page keeps the title the server wrote.
   */
  function useRouteDocumentTitle(match: RouteMatch, pathname: string): void {
    const firstPage = useRef(true);
    const current = useRef(match);
    current.current = match;

    useEffect(() => {
      whenInteractive()
        .then(loadRouteTitles)
        .catch(() => undefined);
    }, []);

    useLayoutEffect(() => {
      if (firstPage.current) {
        firstPage.current = false;
        return;
      }
      const match = current.current;
      if (loaded) {
        document.title = routeTitle(match, loaded) ?? DEFAULT_TITLE;
        return;
      }
      document.title = DEFAULT_TITLE;
      let stillHere = true;
      loadRouteTitles().then(
        (titles) => {
          const title = routeTitle(match, titles);
          // Unless the page's own head has titled it meanwhile.
          if (stillHere && title && document.title === DEFAULT_TITLE) document.title = title;
        },
        () => undefined,
      );
      return () => {
        stillHere = false;
      };
    }, [pathname]);
  }

  return { loadRouteTitles, useRouteDocumentTitle };
}

export const { useRouteDocumentTitle } = createRouteTitles(() =>
  import('../core/route-titles-fr').then((module) => module.ROUTE_TITLES_FR),
);
