import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Puts into a (fake) shell dist a renderer standing in for dist/server/render.js that renders the
 * CMS page `cookies` as a content page's `pageQueries` do: GET /v1/url/entity then /v1/page/{id},
 * through the fetch the shell server hands it. With `sharedReads`, it first reads the menus and the
 * settings every page shares, like a product page, and writes the first menu's label and the phone
 * after the page's title.
 */
export function cmsPageRenderer(dist: string, { sharedReads = false } = {}): void {
  const source = `
exports.renderRoute = async (input) => {
  const base = input.apiBaseUrl;
  const read = (url) => input.fetch(url, { headers: { Accept: 'application/json' } }).then((r) => r.json());
  const query = '?sales_plan_id=1&site_id=1&lang=fr';
  const shared = ${sharedReads} ? await Promise.all([read(base + '/menu' + query), read(base + '/setting' + query)]) : null;
  const entity = await read(base + '/url/entity?lang=fr&entity_type=cms_page&slug=cookies&site_id=1&sales_plan_id=1');
  const page = await read(base + '/page/' + entity.data.id + query);
  const text = shared ? [page.data.title, shared[0].data[0].label, shared[1].data.phone].join(' ') : page.data.title;
  return {
    status: 200,
    html: '<main>' + text + '</main>',
    styles: '',
    state: {},
    stateJson: '{}',
    head: { title: page.data.title },
    pageRendered: true,
  };
};
`;
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  writeFileSync(path.join(dist, 'server', 'render.js'), source);
}
