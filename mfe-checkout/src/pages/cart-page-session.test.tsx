import { cartStore } from '@arbora/shared/store';
import { act, within } from '@testing-library/react';
import { variantQuery } from '../features/cart/api/get-variant';
import { cartAnswer, cartFixture, customerFixture, lineFixture, TOKEN } from '../testing/fixtures';
import { renderForSession } from '../testing/server-render';
import { sessionPageTest } from '../testing/session-page';
import * as CartPage from './cart-page';

// A professional's cart, rendered by the shell server with the cart cookie's cart and the session's
// customer: HT first without JavaScript, and the browser's hydration reuses that HTML as it is.

const { serve } = sessionPageTest();

const summaryIn = (root: Element) => root.querySelector('dl[aria-label="Récapitulatif des montants"]');
const unitPriceIn = (root: Element) => within(root as HTMLElement).getByText(/^Prix unitaire/);
// 0,10 € HT (0,12 € TTC) of éco-participation a unit; the service's 25 € HT (30 € TTC).
const ecoHt = /, dont éco-participation\s:\s0,10\s€\sHT$/;
const recupChuteHt = /^Récupération de vos chutes de chantier \(25,00\s€\sHT\)$/;

describe('the cart page rendered on the server for a professional’s session', () => {
  it('reads HT first, offers the off-cut recovery, and hydrates without a mismatch', async () => {
    const cart = cartFixture();
    const pro = customerFixture({ isPro: true });
    serve({
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
    // Its line's éco-participation and the off-cut recovery's fee HT too, as every price of his page.
    expect(unitPriceIn(page.server)).toHaveTextContent(ecoHt);
    expect(within(page.server).queryByRole('checkbox', { name: recupChuteHt })).not.toBeNull();
    expect(page.mismatches).toEqual([]);
    expect(summaryIn(page.container)).toHaveTextContent(/Total HT66,70 €TVA \(20 %\)13,34 €Total TTC80,04 €$/);
    expect(unitPriceIn(page.container)).toHaveTextContent(ecoHt);
    expect(within(page.container).getByRole('checkbox', { name: recupChuteHt })).toBeInTheDocument();
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
    const api = serve({
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
