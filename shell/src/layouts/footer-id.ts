/**
 * The footer's id. The footer follows the page's content in the document: the server's head asks
 * the browser not to paint before it is parsed (`<link rel="expect">`, server/html.ts).
 */
export const FOOTER_ID = 'pied-de-page';
