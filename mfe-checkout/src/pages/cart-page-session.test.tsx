import { cartStore, clearCart, clearSession } from '@arbora/shared/store';
import { fakeApi } from '@arbora/shared/testing';
import { act, within } from '@testing-library/react';
import { cartAnswer, cartFixture, customerFixture, TOKEN } from '../testing/fixtures';
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
