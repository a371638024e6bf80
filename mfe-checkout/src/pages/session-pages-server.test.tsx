import { cartStore } from '@arbora/shared/store';
import { act, within } from '@testing-library/react';
import { cartAnswer, cartFixture, customerFixture, orderFixture, TOKEN } from '../testing/fixtures';
import { renderForSession } from '../testing/server-render';
import { sessionPageTest } from '../testing/session-page';
import * as ConfirmationPage from './confirmation-page';
import * as DeliveryPage from './delivery-page';

// Issue 36 point 2: the delivery step and the confirmations are in the server's HTML for the
// session cookie (no skeleton), and the browser's hydration reuses that HTML as it is.

const customer = customerFixture();
const REF = 'AR-2026-000042';
const { serve } = sessionPageTest();

describe('checkout pages rendered on the server for the session', () => {
  it('the delivery step: the saved addresses, the carriers, the payments and the cart’s lines', async () => {
    const cart = cartFixture();
    serve({ 'GET /api/v1/me': { body: { data: customer } }, 'GET /api/v1/cart': cartAnswer(cart) });
    // This browser's store took the cart cookie's token and a payment kept from an earlier visit.
    act(() => cartStore.setState({ token: TOKEN, cart: null, selections: { payment_method: 'transfer' } }));
    const page = await renderForSession(DeliveryPage, {
      route: '/panier/livraison',
      customer,
      serverCart: { token: TOKEN, cart: cart as never },
    });
    expect(page.html).not.toContain('aria-busy="true"');
    const view = within(page.server);
    const delivery = view.getByRole('radiogroup', { name: /Adresse de livraison/ });
    expect(within(delivery).getByRole('radio', { name: /Maison – Jeanne Martin/ })).toBeChecked();
    expect(view.getAllByRole('radio', { name: /Livraison à domicile/ })).toHaveLength(1);
    expect(view.getAllByRole('radio', { name: 'Virement bancaire' })).toHaveLength(1);
    expect(view.getByRole('complementary')).toHaveTextContent(cart.list[0]!.name);
    // Before the script, the order button posts the form to the page's action (delivery-page-no-js.test.tsx).
    expect(view.getByRole('form', { name: 'Livraison et paiement' })).toHaveAttribute('method', 'post');
    expect(view.getByRole('button', { name: 'Commander avec obligation de paiement' })).toBeEnabled();
    expect(page.mismatches).toEqual([]);
    expect(view.getByRole('radio', { name: 'Virement bancaire' })).not.toBeChecked();
    // Once hydrated, the payment this browser kept is chosen again (the server could not know it).
    expect(
      await within(page.container).findByRole('radio', { name: 'Virement bancaire', checked: true }),
    ).toBeInTheDocument();
    page.unmount();
  });

  it('the delivery step of a professional: HT first in the server’s HTML, and once hydrated', async () => {
    const cart = cartFixture();
    const pro = customerFixture({ isPro: true });
    serve({ 'GET /api/v1/me': { body: { data: pro } }, 'GET /api/v1/cart': cartAnswer(cart) });
    act(() => cartStore.setState({ token: TOKEN, cart: null, selections: {} }));
    const page = await renderForSession(DeliveryPage, {
      route: '/panier/livraison',
      customer: pro,
      serverCart: { token: TOKEN, cart: cart as never },
    });
    // (the server's HTML: what a professional without JavaScript reads)
    const line = within(within(page.server).getByRole('complementary')).getByRole('listitem');
    expect(line).toHaveTextContent(/\d € HT \(.* € TTC\)$/);
    // Its summary: HT, then « Total HT », the VAT and « Total TTC » (the amount charged).
    const summaryIn = (root: Element) => root.querySelector('dl[aria-label="Récapitulatif des montants"]');
    const summary = summaryIn(page.server);
    expect(summary).toHaveTextContent(/66,70 € HT.*Total HT66,70 €TVA \(20 %\)13,34 €Total TTC80,04 €$/);
    expect(page.mismatches).toEqual([]);
    expect(summaryIn(page.container)).toHaveTextContent(/Total HT66,70 €TVA \(20 %\)13,34 €Total TTC80,04 €$/);
    expect(within(within(page.container).getByRole('complementary')).getByRole('listitem')).toHaveTextContent(
      / € HT \(/,
    );
    page.unmount();
  });

  it('the confirmation: the order named by the URL, its number and its lines', async () => {
    const order = orderFixture({
      outcome: 'transfer',
      confirmation_route: '/commande/confirmation-virement',
      paid: false,
    });
    serve({
      'GET /api/v1/me': { body: { data: customer } },
      [`GET /api/v1/order/${REF}`]: { body: { data: order } },
      'GET /api/v1/order/status': { body: { data: { ...order } } },
    });
    const page = await renderForSession(ConfirmationPage, {
      route: `/commande/confirmation-virement?order=${REF}`,
      customer,
    });
    expect(page.html).not.toContain('aria-busy="true"');
    expect(page.html).toContain('Votre commande est enregistrée');
    expect(page.html).toContain(REF);
    expect(page.html).toContain(order.cart.list[0]!.name);
    expect(page.html).toContain(customer.email);
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });

  it('a confirmation reached without an order to show says so with links, in the server’s HTML', async () => {
    serve({ 'GET /api/v1/me': { body: { data: customer } } });
    for (const route of ['/commande/confirmation', '/commande/confirmation-cb?order=pas-une-reference']) {
      const page = await renderForSession(ConfirmationPage, { route, customer });
      const view = within(page.server);
      // (a detached element: what a visitor without JavaScript gets)
      expect(view.getByRole('heading', { level: 1 })).toHaveTextContent('Aucune commande à afficher');
      expect(view.getByRole('link', { name: 'Voir mes commandes' })).toHaveAttribute('href', '/mes-commandes');
      expect(view.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
      expect(page.mismatches).toEqual([]);
      page.unmount();
    }
  });
});
