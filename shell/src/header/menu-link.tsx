import type { MenuItem } from '@arbora/shared/schemas';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The header's and footer's menu links are plain anchors, not one router `Link` each (about thirty
 * per page, each with its own hooks on every server render): the menu's container navigates with
 * the router for all of them (useMenuClicks). Without JavaScript they are ordinary links.
 */
const ROUTED = 'data-menu-link';

/**
 * Whether `url` is the page at `pathname`, as react-router's NavLink decides (case-insensitive):
 * its own path, and every path below it unless `end`.
 */
export function isCurrentPath(url: string, pathname: string, end: boolean): boolean {
  const target = url.split(/[?#]/)[0].toLowerCase();
  const here = pathname.toLowerCase();
  if (here === target) return true;
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return !end && here.startsWith(target) && here.charAt(slashAt) === '/';
}

/**
 * One menu entry: an internal one is navigated by its container (useMenuClicks); `current`
 * (aria-current="page"), where the menu shows the current page.
 */
export function MenuLink({
  item,
  current = false,
  ...data
}: {
  item: MenuItem;
  current?: boolean;
  [data: `data-${string}`]: string;
}) {
  if (item.external)
    return (
      <a href={item.url} {...data}>
        {item.label}
      </a>
    );
  return (
    <a href={item.url} {...{ [ROUTED]: '' }} aria-current={current ? 'page' : undefined} {...data}>
      {item.label}
    </a>
  );
}

/**
 * The click handler of a menu's container: a plain click on one of its internal links (MenuLink)
 * navigates in the page with the router, as a router `Link` would (the same page again replaces the
 * history entry); a click with a modifier key, another button or a target is left to the browser.
 * `onNavigate` runs on any click on an internal link (a panel closes).
 */
export function useMenuClicks(onNavigate?: () => void) {
  const navigate = useNavigate();
  const location = useLocation();
  return (event: MouseEvent<HTMLElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest(`a[${ROUTED}]`) : null;
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    onNavigate?.();
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const target = anchor.getAttribute('target');
    if (target && target !== '_self') return;
    event.preventDefault();
    const to = anchor.getAttribute('href') ?? '/';
    navigate(to, { replace: to === location.pathname + location.search + location.hash });
  };
}
