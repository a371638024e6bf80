import { cartStore, clearCart, clearSession } from '@arbora/shared/store';
import { fakeApi } from '@arbora/shared/testing';
import { act, within } from '@testing-library/react';
import { variantQuery } from '../features/cart/api/get-variant';
import { cartAnswer, cartFixture, customerFixture, lineFixture, TOKEN } from '../testing/fixtures';
import { renderForSession } from '../testing/server-render';
import * as CartPage from './cart-page';

// A professional's cart, rendered by the shell server with the cart cookie's cart and the session's
// customer: HT first without JavaScript, and the browser's hydration reuses that HTML as it is.

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  act(() => {
    clearSession();
    clearCart();
  });
});
afterEach(() => api.restore());

const summaryIn = (root: Element) => root.querySelector('dl[aria-label="Récapitulatif des montants"]');
const recupChute = /Récupération de vos chutes de chantier/;

describe('the cart page rendered on the server for a professional’s session', () => {
  it('reads HT first, offers the off-cut recovery, and hydrates without a mismatch', async () => {
    const cart = cartFixture();
    const pro = customerFixture({ isPro: true });
    api = fakeApi({
      'GET /api/v1/cart': cartAnswer(cart),
      'GET /api/v1/product-variant/3011': { body: { data: { attributes: [] } } },
    });
    // This browser's store took the cart cookie's token (its persisted copy not read yet).
    act(() => cartStore.setState({ token: TOKEN, cart: null, selections: {} }));
    const page = await renderForSession(CartPage, {
      route: '/panier',
      customer: pro,
      serverCart: { token: TOKEN, cart: cart as never },
    });
    // (the server's HTML: what a professional without JavaScript reads)
    expect(summaryIn(page.server)).toHaveTextContent(/Total HT66,70 €TVA \(20 %\)13,34 €Total TTC80,04 €$/);
    expect(within(page.server).queryByRole('checkbox', { name: recupChute })).not.toBeNull();
    expect(page.mismatches).toEqual([]);
    expect(summaryIn(page.container)).toHaveTextContent(/Total HT66,70 €TVA \(20 %\)13,34 €Total TTC80,04 €$/);
    expect(within(page.container).getByRole('checkbox', { name: recupChute })).toBeInTheDocument();
    page.unmount();
  });
});

describe('the cart page’s lines rendered on the server', () => {
  const variant = (colour: string) => ({
    body: {
      data: {
        attributes: [
          { technical_name: 'couleur', name: 'Couleur', value: colour, type: 'color', values: [], unit: null },
        ],
      },
    },
  });
  const attributesIn = (root: Element) =>
    [...root.querySelectorAll('ul[aria-label="Caractéristiques"]')].map((list) => list.textContent);

  it('hydrates each line’s attributes, as the server rendered them, without asking again', async () => {
    const cart = cartFixture({ list: [lineFixture(), lineFixture({ id: 2, element_id: 3012 })] });
    api = fakeApi({
      'GET /api/v1/cart': cartAnswer(cart),
      'GET /api/v1/product-variant/3011': variant('Gris clair'),
      'GET /api/v1/product-variant/3012': variant('Brun'),
    });
    act(() => cartStore.setState({ token: TOKEN, cart: null, selections: {} }));
    const page = await renderForSession(CartPage, {
      route: '/panier',
      customer: customerFixture(),
      serverCart: { token: TOKEN, cart: cart as never },
      // What the shell's render fetches for itself (useVariantAttributes; cart-page-server.test.tsx).
      reads: [variantQuery(3011), variantQuery(3012)],
    });
    expect(attributesIn(page.server)).toEqual(['Couleur\u00a0: Gris clair', 'Couleur\u00a0: Brun']);
    expect(page.mismatches).toEqual([]);
    expect(attributesIn(page.container)).toEqual(['Couleur\u00a0: Gris clair', 'Couleur\u00a0: Brun']);
    // The browser started from the server's answers.
    expect(api.calls.filter((call) => call.path.startsWith('/api/v1/product-variant/'))).toHaveLength(2);
    page.unmount();
  });
});
