import type { PageHeadLink } from '@arbora/shared/platform';

/** Marks the link tags a page declared, so the browser can replace them after a client navigation. */
export const PAGE_LINK_ATTRIBUTE = 'data-page-link';

const sitePath = /^\/(?![/\\])/;
const RELS = new Set<PageHeadLink['rel']>(['prev', 'next', 'alternate']);

/**
 * The link tags of a page's `pageHead`, absolute from `origin`: only site paths (never another
 * site's URL a CMS text could smuggle in) and one `prev` and one `next` at most. Server and browser
 * use this one function, so hydration finds the tags it would have written.
 */
export function absolutePageLinks(links: readonly PageHeadLink[] | undefined, origin: string): PageHeadLink[] {
  const base = origin.replace(/\/+$/, '');
  const seen = new Set<string>();
  const result: PageHeadLink[] = [];
  for (const link of links ?? []) {
    if (!RELS.has(link.rel) || typeof link.href !== 'string' || !sitePath.test(link.href)) continue;
    if (link.rel !== 'alternate' && seen.has(link.rel)) continue;
    seen.add(link.rel);
    result.push({ rel: link.rel, href: `${base}${link.href}` });
  }
  return result;
}

/** Replaces the page's link tags in `head` (those the server wrote or a previous page left). */
export function syncPageLinks(head: HTMLHeadElement, links: readonly PageHeadLink[]): void {
  head.querySelectorAll(`link[${PAGE_LINK_ATTRIBUTE}]`).forEach((node) => node.remove());
  for (const link of links) {
    const node = head.ownerDocument.createElement('link');
    node.rel = link.rel;
    node.href = link.href;
    node.setAttribute(PAGE_LINK_ATTRIBUTE, '');
    head.appendChild(node);
  }
}
