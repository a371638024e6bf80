/** @jest-environment node */
import { FIRST_PAINT_TAG, renderPage } from './html';

const TEMPLATE =
  '<!doctype html><html><head><title>Arbora</title><!--arbora-head--></head>' +
  '<body><div id="root"></div><!--arbora-config--></body></html>';
const REMOTES = { remotes: [] };

describe('renderPage', () => {
  it('holds the first paint of a server-rendered page until its footer is parsed', () => {
    const html = renderPage(
      TEMPLATE,
      REMOTES,
      { title: 'Lames' },
      { html: '<main>Lames</main>', styles: '', state: '{}' },
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#pied-de-page" blocking="render" />');
    expect(html).toContain('<div id="root"><main>Lames</main></div>');
  });

  it('blocks nothing when the browser renders the page (no server HTML to wait for)', () => {
    expect(renderPage(TEMPLATE, REMOTES, { title: 'Panier' })).not.toContain(FIRST_PAINT_TAG);
  });
});
