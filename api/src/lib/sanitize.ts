import sanitizeHtml from 'sanitize-html';

/**
 * CMS HTML is stored as authored and sanitized before it is served (issue 5 point 4): no script,
 * no event handler, no javascript: URL, no inline style. Headings keep their `id` so the table of
 * contents can link to them.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'sup',
    'sub',
    'small',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'q',
    'cite',
    'abbr',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'span',
    'div',
    'address',
    'time',
  ],
  allowedAttributes: {
    '*': ['id', 'class', 'lang', 'title'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    time: ['datetime'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    // Links opening a new tab must not hand the opener over to the target.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export function sanitize(html: string): string {
  return sanitizeHtml(html, options);
}

/**
 * Sanitizing long pages costs about a millisecond each; the result only changes when the page
 * does, so it is memoized by a caller-given key (id and update time), bounded in size.
 */
export function createSanitizeCache(max = 2000) {
  const cache = new Map<string, string>();
  return (key: string, html: string): string => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const clean = sanitize(html);
    if (cache.size >= max) cache.delete(cache.keys().next().value as string);
    cache.set(key, clean);
    return clean;
  };
}

/** Process-wide memo keyed by the HTML itself: CMS fragments repeat across requests. */
const shared = createSanitizeCache(5000);
export const clean = (html: string): string => shared(html, html);

/** Sanitizes the HTML fields of paragraph-like blocks (content of paragraphs, answer of FAQs). */
export function cleanBlocks<T extends { content: string }>(blocks: T[]): T[] {
  return blocks.map((b) => ({ ...b, content: clean(b.content) }));
}
export function cleanFaqs<T extends { answer: string }>(faqs: T[]): T[] {
  return faqs.map((f) => ({ ...f, answer: clean(f.answer) }));
}
