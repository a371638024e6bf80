/** @jest-environment node */
import { createRequestStores, RequestStoresContext, SERVER_CART_KEY } from '@arbora/shared/store';
import { apiError, fakeApi } from '@arbora/shared/testing';
import { theme } from '@arbora/shared/ui';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Writable } from 'node:stream';
import { Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { variantQuery } from '../features/cart/api/get-variant';
import { cartFixture, lineFixture, TOKEN } from '../testing/fixtures';
import CartPage from './cart-page';

// /panier as the shell server renders it (shell/src/ssr/server-render.tsx): the cart cookie's cart
// in the render's cache, a render that waits for everything (onAllReady) until its deadline cuts
// it (abort), and the queries it fetched dehydrated for the browser. A shopper without JavaScript
// tells two lines of one product apart by their variant's attributes.

const variant = (...attributes: [string, string, string, string | null][]) => ({
  body: {
    data: {
      attributes: attributes.map(([technical_name, name, value, unit]) => ({
        technical_name,
        name,
        value,
        unit,
        type: 'text',
        values: [],
      })),
    },
  },
});
const GREY = variant(['couleur', 'Couleur', 'Gris clair', null], ['longueur', 'Longueur', '3,60 m', 'm']);
const BROWN = variant(['couleur', 'Couleur', 'Brun', null], ['longueur', 'Longueur', '', 'm']);
const NAME = 'Lame de terrasse Lisbonne';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

/** Renders the page as the shell server does; `cut()` is its deadline. */
function serverRender(client: QueryClient) {
  const errors: unknown[] = [];
  let cut: () => void = () => undefined;
  const html = new Promise<string>((resolve, reject) => {
    let markup = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        markup += chunk.toString('utf8');
        callback();
      },
      final(callback) {
        resolve(markup);
        callback();
      },
    });
    const stream = renderToPipeableStream(
      <RequestStoresContext value={createRequestStores()}>
        <QueryClientProvider client={client}>
          <ThemeProvider theme={theme}>
            <MemoryRouter initialEntries={['/panier']}>
              <Suspense fallback={<p>Chargement de la page…</p>}>
                <CartPage />
              </Suspense>
            </MemoryRouter>
          </ThemeProvider>
        </QueryClientProvider>
      </RequestStoresContext>,
      {
        // Piped once React has finished aborting (a pipe inside its abort loop makes its development
        // build warn of a task it is about to clear).
        onAllReady: () => queueMicrotask(() => stream.pipe(sink)),
        onShellError: reject,
        onError: (error) => void errors.push(error),
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      },
    );
    cut = () => stream.abort(new Error('render deadline'));
  });
  return { html, errors, cut: () => cut() };
}

/** A cart of two lines of one product, in two colours (variants 3011 and 3012). */
function twoColours() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const cart = cartFixture({
    list: [lineFixture(), lineFixture({ id: 2, element_id: 3012, reference: 'LIS-BRU-36' })],
  });
  client.setQueryData(SERVER_CART_KEY, { token: TOKEN, cart });
  return client;
}

// (React's text separators `<!-- -->` are no text; `\s` would take the no-break spaces too)
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[ \n]+/g, ' ')
    .trim();
/** Each line's « Caractéristiques » list, in the page's order. */
const attributeLists = (html: string) =>
  [...html.matchAll(/<ul aria-label="Caractéristiques">([\s\S]*?)<\/ul>/g)].map((match) => text(match[1]!));
const lineCount = (html: string) => html.split(`aria-label="Retirer «\u00a0${NAME}\u00a0» du panier"`).length - 1;
const variantsOf = (client: QueryClient) =>
  dehydrate(client)
    .queries.filter((query) => query.queryKey[1] === 'variant')
    .map((query) => query.queryKey[2]);

describe('the cart page rendered on the server', () => {
  it('shows each line’s variant attributes, and hands the answers to the browser', async () => {
    api = fakeApi({ 'GET /api/v1/product-variant/3011': GREY, 'GET /api/v1/product-variant/3012': BROWN });
    const client = twoColours();
    const render = serverRender(client);
    const html = await render.html;
    expect(lineCount(html)).toBe(2);
    // An empty value is left out, as in the browser.
    expect(attributeLists(html)).toEqual(['Couleur\u00a0: Gris clair Longueur\u00a0: 3,60 m', 'Couleur\u00a0: Brun']);
    expect(render.errors).toEqual([]);
    // Fetched by the render itself: dehydrated with the page, the hydration renders the same lists.
    expect(variantsOf(client)).toEqual([3011, 3012]);
  });

  it('renders a line whose variant call fails without attributes, and leaves that call to the browser', async () => {
    api = fakeApi({
      'GET /api/v1/product-variant/3011': GREY,
      'GET /api/v1/product-variant/3012': apiError(503, 'SERVICE_UNAVAILABLE'),
    });
    const client = twoColours();
    const render = serverRender(client);
    const html = await render.html;
    expect(lineCount(html)).toBe(2);
    expect(attributeLists(html)).toEqual(['Couleur\u00a0: Gris clair Longueur\u00a0: 3,60 m']);
    // Not an error of the render (no part of the page left to the browser), and nothing the browser
    // would take for an answer: it asks again.
    expect(render.errors).toEqual([]);
    expect(variantsOf(client)).toEqual([3011]);
  });

  it('does not hold the page past its deadline: a late variant’s line goes out without its attributes', async () => {
    let asked: () => void = () => undefined;
    const late = new Promise<void>((resolve) => {
      asked = resolve;
    });
    api = fakeApi({
      'GET /api/v1/product-variant/3011': GREY,
      // Never answers within the render.
      'GET /api/v1/product-variant/3012': () => {
        asked();
        return new Promise(() => undefined);
      },
    });
    const client = twoColours();
    // The first line's, known already: when the second's call is out, nothing else waits.
    await client.prefetchQuery(variantQuery(3011));
    const render = serverRender(client);
    // (a render that does not wait for it is done before)
    await Promise.race([late, render.html]);
    render.cut();
    const html = await render.html;
    // The line itself is there (name, price, quantity, « Retirer »), only its attributes wait.
    expect(lineCount(html)).toBe(2);
    expect(html.split('Prix unitaire').length - 1).toBe(2);
    expect(attributeLists(html)).toEqual(['Couleur\u00a0: Gris clair Longueur\u00a0: 3,60 m']);
    expect(variantsOf(client)).toEqual([3011]);
  });
});
