/**
 * Texts of a page's head (title, meta description, structured data descriptions), one rule each
 * for every page that writes one.
 */

/** The brand every document title ends with (« … | Arbora »), written once by the shell. */
export const SITE_BRAND = 'Arbora';

/** Search engines show about this many characters of a meta description. */
export const DESCRIPTION_MAX = 160;

const ELLIPSIS = '…';

/** Spaces a line may break at; a no-break space (« 40 cm », « Tél. : ») is not one and stays. */
const BREAKING_SPACES = /[ \t\r\n\f\v]+/g;

/**
 * `text` on one line, cut to at most `max` characters at the end of a word with « … » (never in the
 * middle of a word, nor at a no-break space); unchanged when it fits. A first word longer than `max`
 * is cut where it must.
 * @public
 */
export function cutAtWord(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(BREAKING_SPACES, ' ').trim();
  if (flat.length <= max) return flat;
  const room = flat.slice(0, max - ELLIPSIS.length + 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, max - ELLIPSIS.length);
  // No dangling punctuation before the ellipsis (« terrasse, … »).
  return `${cut.replace(/[\s,;:.!?'’«(–-]+$/u, '')}${ELLIPSIS}`;
}

/**
 * The title of page `page` of a listing: « Accessoires – page 2 » (the shell adds « | Arbora »
 * once). A title that already ends with the brand (an editor's meta title) loses it first, so the
 * brand is never written twice.
 * @public
 */
export function pagedTitle(title: string, page: number): string {
  const bare = title.replace(new RegExp(`\\s*[|–-]\\s*${SITE_BRAND}\\s*$`), '');
  return page > 1 ? `${bare} – page ${page}` : bare;
}

/** The meta description of page `page` of a listing: page 2 and later say so, so no two pages share one. @public */
export function pagedDescription(description: string, page: number): string {
  if (page <= 1) return cutAtWord(description);
  const suffix = ` (page ${page})`;
  return `${cutAtWord(description, DESCRIPTION_MAX - suffix.length)}${suffix}`;
}
