import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * SPEC 2.1: a page change scrolls to the top unless the route opts out; a hash scrolls to its
 * element. scrollIntoView honours the element's CSS scroll-margin, so the sticky header does not
 * cover the target. `viewKey` (the route's, default the path) says what a change of page is.
 */
export function useScrollOnNavigation(scrollToTop: boolean, viewKey?: string): void {
  const { pathname, hash, key } = useLocation();
  // The page the browser loaded (key `default`) stays where the browser put it: at the top, at a
  // reload's position, or where the visitor scrolled while it hydrated (the hydration yields, and
  // its effects run only at its end).
  const loadedPage = useRef(key === 'default');
  useEffect(() => {
    if (loadedPage.current) {
      loadedPage.current = false;
      return;
    }
    if (hash) return;
    if (scrollToTop) window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
    // Only a change of page counts, not a re-render of the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewKey ?? pathname]);
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    // The target may live in a remote that is still loading: look for it for a short while.
    const timer = window.setInterval(() => {
      const target = document.getElementById(id);
      if (target || ++tries > 40) {
        window.clearInterval(timer);
        target?.scrollIntoView({ block: 'start' });
      }
    }, 50);
    return () => window.clearInterval(timer);
    // `key`: following the same anchor again (after scrolling away) scrolls to it again.
  }, [pathname, hash, key]);
}
