import {
  FORM_TOKEN_FIELD,
  FORM_TOKEN_PLACEHOLDER,
  loadPageData,
  PageRouteProvider,
  pageContext,
} from '@arbora/shared/platform';
import { fakeApi } from '@arbora/shared/testing';
import { theme } from '@arbora/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { productFixture } from '../testing/product';
import ProductPage, { pageQueries } from './product-page';

const SLUG = 'lame-de-terrasse-alveolaire-boreal';
const PATH = `/p-${SLUG}`;

/** The product page as the server renders it for an anonymous visitor. */
async function serverHtml(): Promise<string> {
  const api = fakeApi({
    'GET /api/v1/url/entity': { body: { data: { entity_type: 'product', id: 2, slug: SLUG, line: 'composite' } } },
    'GET /api/v1/product/2': { body: { data: productFixture } },
  });
  try {
    const client = new QueryClient();
    const ctx = pageContext(PATH, '?variante=7', false);
    await loadPageData(client, { default: ProductPage, pageQueries }, { slug: SLUG }, ctx);
    return renderToString(
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={[`${PATH}?variante=7`]}>
            <PageRouteProvider params={{ slug: SLUG }} ctx={ctx}>
              <ProductPage />
            </PageRouteProvider>
          </MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>,
    );
  } finally {
    api.restore();
  }
}

describe('the product page’s server HTML', () => {
  // The shell makes a page that carries a form token the visitor's own (private, no-store): the
  // add-to-cart form, guarded by its Origin only (shell/server/form-actions/guard.ts), has none, so
  // the page stays the same for every anonymous visitor, which a CDN and the HTML cache keep.
  it('has the add-to-cart form, posting without JavaScript, and no per-visitor token', async () => {
    const html = await serverHtml();
    const form = document.createElement('div');
    form.innerHTML = html;
    const post = form.querySelector('form[method="post"]');
    expect(post).not.toBeNull();
    expect(post!.querySelector('input[name="variant"]')).toHaveAttribute('value', '7');
    expect(post!.querySelector('button[type="submit"]')).toHaveTextContent('Ajouter au panier');
    expect(html).not.toContain(FORM_TOKEN_PLACEHOLDER);
    expect(form.querySelector(`input[name="${FORM_TOKEN_FIELD}"]`)).toBeNull();
  });
});
