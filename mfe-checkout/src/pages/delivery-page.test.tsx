import { markFirstRenderDone } from '@arbora/shared/platform';
import { validationBodySchema } from '@arbora/shared/schemas';
import { cartStore, clearCart, sessionStore } from '@arbora/shared/store';
import { apiError, fakeApi, recordToasts, renderPage, type FakeCall } from '@arbora/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { useLocation } from 'react-router';
import {
  cartAnswer,
  cartFixture,
  customerFixture,
  lineFixture,
  orderFixture,
  relayFixture,
  TOKEN,
} from '../testing/fixtures';
import DeliveryPage from './delivery-page';

expect.extend(toHaveNoViolations);

// A page the browser renders alone (no server HTML): its order buttons are live from the start.
beforeAll(() => markFirstRenderDone());
let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

function Where() {
  const location = useLocation();
  return <output aria-label="adresse">{location.pathname + location.search}</output>;
}

const withCarrier = (name: string, relay: number | null = null) => {
  const base = cartFixture();
  return cartFixture({
    relay_point_id: relay,
    shipping_ttc: 120000,
    carriers: base.carriers.map((c) => ({ ...c, selected: c.technical_name === name })),
  });
};

function start(routes: Parameters<typeof fakeApi>[0] = {}, cart = cartFixture(), selections = {}) {
  clearCart();
  sessionStore.setState({ loggedIn: true, customer: { id: 5 }, isPro: false });
  cartStore.setState({ token: TOKEN, cart: cart as never, selections });
  api = fakeApi({
    'GET /api/v1/me': { body: { data: customerFixture() } },
    'GET /api/v1/cart': cartAnswer(cart),
    ...routes,
  });
  return renderPage(
    <>
      <DeliveryPage />
      <Where />
    </>,
    { route: '/panier/livraison' },
  );
}

const validations = () => api.calls.filter((c: FakeCall) => c.path === '/api/v1/cart/validation');
const orderButton = () => screen.getByRole('button', { name: 'Commander avec obligation de paiement' });

async function fillAndOrder(payment: RegExp) {
  await userEvent.click(await screen.findByRole('radio', { name: payment }));
  await userEvent.click(screen.getByRole('checkbox', { name: /conditions générales de vente/ }));
  await userEvent.click(orderButton());
}

describe('DeliveryPage (/panier/livraison)', () => {
  it('shows the saved addresses (defaults chosen), the carriers with price and delay, the payments, the order button', async () => {
    const { container } = start();
    const delivery = await screen.findByRole('radiogroup', { name: /Adresse de livraison/ });
    expect(within(delivery).getByRole('radio', { name: /Maison – Jeanne Martin/ })).toBeChecked();
    // The order's lines, « 2 × » bound to the name by no-break spaces.
    const aside = screen.getByRole('complementary', { name: 'Votre commande' });
    expect(within(aside).getByText(/Lame de terrasse Lisbonne/).textContent).toBe(
      '2\u00a0×\u00a0Lame de terrasse Lisbonne',
    );
    expect(screen.getByRole('checkbox', { name: /Adresse de facturation identique/ })).toBeChecked();
    const carriers = screen.getByRole('radiogroup', { name: /Mode de livraison/ });
    expect(
      within(carriers).getByRole('radio', { name: /Livraison à domicile – 12,00\s€ TTC/ }),
    ).toHaveAccessibleDescription('Colis Délai\u00a0: 3 jours ouvrés au plus.');
    expect(screen.getByRole('radio', { name: 'Virement bancaire' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'conditions générales de vente' })).toHaveAttribute(
      'href',
      '/conditions-generales-de-vente',
    );
    expect(orderButton()).toBeEnabled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('a method the total does not qualify for is shown disabled with its reason, and a kept choice of it is dropped', async () => {
    const reason = 'Le financement est proposé pour les commandes de 150 € à 6 000 €.';
    const base = cartFixture();
    const small = cartFixture({
      payments: base.payments.map((p) =>
        p.technical_name === 'credit' ? { ...p, available: false, unavailable_reason: reason } : p,
      ),
    });
    start({}, small, { payment_method: 'credit' });
    const credit = await screen.findByRole('radio', { name: 'Paiement en plusieurs fois' });
    expect(credit).toBeDisabled();
    expect(credit).not.toBeChecked();
    // The API's sentence goes on after the colon in lower case, its amounts unbroken.
    expect(credit).toHaveAccessibleDescription(
      'Indisponible pour cette commande\u00a0: le financement est proposé pour les commandes de 150\u00a0€ à 6\u202f000\u00a0€.',
    );
    expect(screen.getByRole('radio', { name: 'Carte bancaire' })).toBeEnabled();
    await userEvent.click(orderButton());
    expect(screen.getByText('Veuillez choisir un moyen de paiement.')).toBeInTheDocument();
  });

  it('refuses to send without carrier, payment and CGV, and says why', async () => {
    start();
    await screen.findByRole('radiogroup', { name: /Adresse de livraison/ });
    await userEvent.click(orderButton());
    expect(screen.getByText('Veuillez choisir un mode de livraison.')).toBeInTheDocument();
    expect(screen.getByText('Veuillez choisir un moyen de paiement.')).toBeInTheDocument();
    expect(screen.getByText('Veuillez accepter les conditions générales de vente.')).toBeInTheDocument();
    expect(validations()).toHaveLength(0);
  });

  it('a refused order puts what to correct at the top of the step and takes the focus there, each a link to its field', async () => {
    start();
    await userEvent.click(await screen.findByRole('radio', { name: 'Nouvelle adresse' }));
    const postcode = screen.getByRole('textbox', { name: /Code postal/ });
    await userEvent.type(postcode, '4400');
    await userEvent.click(orderButton());
    // On a phone the refused fields are screens above the order button: the summary says them, focused.
    const summary = screen.getByRole('group', { name: '6\u00a0points à corriger avant de commander' });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Votre commande n’a pas encore été envoyée.');
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Adresse de livraison – Adresse\u00a0: Ce champ est obligatoire.', '#livraison-street'],
      [
        'Adresse de livraison – Code postal\u00a0: Veuillez saisir un code postal à 5\u00a0chiffres.',
        '#livraison-postcode',
      ],
      ['Adresse de livraison – Ville\u00a0: Ce champ est obligatoire.', '#livraison-city'],
      ['Mode de livraison\u00a0: Veuillez choisir un mode de livraison.', '#transporteur-colis'],
      ['Moyen de paiement\u00a0: Veuillez choisir un moyen de paiement.', '#paiement-card'],
      ['Conditions générales de vente\u00a0: Veuillez accepter les conditions générales de vente.', '#commande-cgv'],
    ]);
    expect(document.title.startsWith('Erreur\u00a0:')).toBe(true);
    // Each link leads to its field.
    await userEvent.click(within(summary).getByRole('link', { name: /^Adresse de livraison – Code postal/ }));
    expect(postcode).toHaveFocus();
    await userEvent.click(within(summary).getByRole('link', { name: /^Conditions générales/ }));
    expect(screen.getByRole('checkbox', { name: /conditions générales de vente/ })).toHaveFocus();
    expect(validations()).toHaveLength(0);
  });

  it('the relay farm asked for before any farm is listed is said beside the postcode search', async () => {
    start({ 'GET /api/v1/cart/relais-fermiers': { body: { data: [] } } });
    await userEvent.click(await screen.findByRole('radio', { name: 'Nouvelle adresse' }));
    await userEvent.click(screen.getByRole('radio', { name: /^Ferme relais/ }));
    await userEvent.click(orderButton());
    expect(screen.getByRole('textbox', { name: /Code postal de retrait/ })).toHaveAccessibleDescription(
      /Veuillez choisir une ferme relais\./,
    );
  });

  it('a new address is typed in place and checked with the SPEC 5 rules on blur', async () => {
    start();
    await userEvent.click(await screen.findByRole('radio', { name: 'Nouvelle adresse' }));
    const postcode = screen.getByRole('textbox', { name: /Code postal/ });
    await userEvent.type(postcode, '44A');
    await userEvent.tab();
    expect(postcode).toHaveAccessibleDescription(/code postal à 5\u00a0chiffres/);
    const phone = screen.getByRole('textbox', { name: /Téléphone/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '12');
    await userEvent.tab();
    expect(phone).toHaveAccessibleDescription(/numéro de téléphone valide/);
  });

  it('choosing a carrier posts it (POST /cart/livraison) and the totals follow', async () => {
    start({ 'POST /api/v1/cart/livraison': cartAnswer(withCarrier('colis')) });
    // Before a choice, the delivery is not in the totals, and this step does not send it to a next one.
    const summary = await screen.findByRole('complementary', { name: 'Votre commande' });
    expect(within(summary).getByText('selon le mode choisi')).toBeInTheDocument();
    expect(within(summary).queryByText(/étape suivante/)).toBeNull();
    expect(screen.getByText('Total à payer (hors livraison)')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: /Livraison à domicile/ }));
    expect(await screen.findByText(/^12,00\s€$/, { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Total à payer')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/v1/cart/livraison')?.body).toEqual({
      cart_token: TOKEN,
      carrier_technical_name: 'colis',
      saleplan_id: 1,
    });
  });

  it('relay farms by postcode, nearest first, drawn on a map; choosing one posts it', async () => {
    start({
      'GET /api/v1/cart/relais-fermiers': {
        body: { data: [relayFixture(2, 12.4), relayFixture(1, 3.1), relayFixture(3, null)] },
      },
      'POST /api/v1/cart/livraison': cartAnswer(withCarrier('relais_ferme', 2)),
    });
    await userEvent.click(await screen.findByRole('radio', { name: /Ferme relais/ }));
    expect(screen.getByRole('textbox', { name: 'Code postal de retrait' })).toHaveValue('44000');
    const farms = await screen.findByRole('radiogroup', { name: /^Ferme relais/ });
    const names = within(farms)
      .getAllByRole('radio')
      .map((r) => r.getAttribute('value'));
    expect(names).toEqual(['1', '2', '3']);
    expect(within(farms).getByRole('radio', { name: /1\. Ferme 1 – à 3,1 km/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Carte des fermes relais proposées' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/v1/cart/relais-fermiers')?.url.searchParams.get('postcode')).toBe(
      '44000',
    );

    await userEvent.click(within(farms).getByRole('radio', { name: /Ferme 2/ }));
    expect(api.calls.find((c) => c.path === '/api/v1/cart/livraison')?.body).toMatchObject({
      carrier_technical_name: 'relais_ferme',
      relay_point_id: 2,
    });
    expect(await within(farms).findByRole('radio', { name: /Ferme 2/ })).toBeChecked();
  });

  it('store pickup: the stores nearest the delivery postcode, the nearest chosen; the one picked goes with the order', async () => {
    const base = cartFixture();
    const pickup = cartFixture({
      carriers: [
        ...base.carriers.map((c) => ({ ...c, selected: false })),
        {
          technical_name: 'retrait_magasin',
          name: 'Retrait en magasin',
          description: 'Gratuit',
          price: 0,
          price_ttc: 0,
          delay_days: 4,
          selected: true,
        },
      ],
    });
    const order = orderFixture({ outcome: 'transfer', confirmation_route: '/commande/confirmation-virement' });
    start(
      {
        'GET /api/v1/cart/magasins': {
          body: { data: [relayFixture(7, 2.5, 'Magasin Arbora Nantes'), relayFixture(8, 80, 'Magasin Arbora Rennes')] },
        },
        'POST /api/v1/cart/validation': { status: 201, body: { data: order } },
      },
      pickup,
    );
    const stores = await screen.findByRole('radiogroup', { name: /Magasin de retrait/ });
    expect(within(stores).getByRole('radio', { name: 'Magasin Arbora Nantes – à 2,5 km' })).toBeChecked();
    expect(api.calls.find((c) => c.path === '/api/v1/cart/magasins')?.url.searchParams.get('postcode')).toBe('44000');
    await userEvent.click(within(stores).getByRole('radio', { name: /Magasin Arbora Rennes/ }));
    await fillAndOrder(/Virement bancaire/);
    await screen.findByText(/confirmation-virement/);
    expect(validations()[0]?.body).toMatchObject({ store_id: 8, save_delivery_address: false });
  }, 20_000);

  it('« Enregistrer cette adresse dans mon compte »: the typed address is sent to be saved with the order', async () => {
    const order = orderFixture({ outcome: 'transfer', confirmation_route: '/commande/confirmation-virement' });
    start({ 'POST /api/v1/cart/validation': { status: 201, body: { data: order } } }, withCarrier('colis'));
    await userEvent.click(await screen.findByRole('radio', { name: 'Nouvelle adresse' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Adresse/ }), '3 quai de la Fosse');
    await userEvent.type(screen.getByRole('textbox', { name: /Code postal/ }), '44000');
    await userEvent.type(screen.getByRole('textbox', { name: /Ville/ }), 'Nantes');
    const phone = screen.getByRole('textbox', { name: /Téléphone/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '0612345678');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Enregistrer cette adresse dans mon compte' }));
    await fillAndOrder(/Virement bancaire/);
    await screen.findByText(/confirmation-virement/);
    expect(validations()[0]?.body).toMatchObject({
      save_delivery_address: true,
      delivery_address: { street: '3 quai de la Fosse', postcode: '44000', city: 'Nantes' },
    });
  }, 20_000);

  it('orders by transfer: one validation with an Idempotency-Key and a valid body, then the transfer page', async () => {
    const order = orderFixture({
      outcome: 'transfer',
      confirmation_route: '/commande/confirmation-virement',
      status: 'awaiting_transfer',
    });
    start({ 'POST /api/v1/cart/validation': { status: 201, body: { data: order } } }, withCarrier('colis'));
    await fillAndOrder(/Virement bancaire/);
    expect(await screen.findByText('/commande/confirmation-virement?order=AR-2026-000042')).toBeInTheDocument();
    const [call] = validations();
    expect(call?.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_:.-]{8,100}$/);
    expect(validationBodySchema.safeParse(call?.body).error?.issues ?? []).toEqual([]);
    expect(call?.body).toMatchObject({
      payment_method: 'transfer',
      delivery_address_id: 11,
      billing_same_as_delivery: true,
    });
    expect(cartStore.getState().cart).toBeNull();
  });

  it('a double click sends one validation; after a failure the retry reuses the same key', async () => {
    let answer: (v: { status: number; body: unknown }) => void = () => undefined;
    const order = orderFixture({ outcome: 'transfer', confirmation_route: '/commande/confirmation-virement' });
    start(
      {
        'POST /api/v1/cart/validation': [
          { status: 503, body: { code: 'UNAVAILABLE', message: 'down' } },
          () => new Promise((resolve) => (answer = resolve)),
        ],
      },
      withCarrier('colis'),
    );
    await fillAndOrder(/Virement bancaire/);
    expect(await screen.findByText('Une erreur est survenue. Veuillez réessayer plus tard.')).toBeInTheDocument();
    await userEvent.dblClick(orderButton());
    expect(screen.getByRole('button', { name: 'Envoi de la commande…' })).toBeDisabled();
    answer({ status: 200, body: { data: order } });
    await screen.findByText(/confirmation-virement/);
    expect(validations()).toHaveLength(2);
    expect(validations()[1]?.headers['Idempotency-Key']).toBe(validations()[0]?.headers['Idempotency-Key']);
  });

  it('X3_ERROR: the success toast modification_successfully_delayed, and on to the confirmation', async () => {
    const toasts = recordToasts();
    const order = orderFixture({ outcome: 'transfer', confirmation_route: '/commande/confirmation-virement' });
    start({ 'POST /api/v1/cart/validation': apiError(409, 'X3_ERROR', order) }, withCarrier('colis'));
    await fillAndOrder(/Virement bancaire/);
    expect(await screen.findByText('/commande/confirmation-virement?order=AR-2026-000042')).toBeInTheDocument();
    expect(toasts.toasts).toEqual([{ severity: 'success', message: 'modification_successfully_delayed' }]);
    toasts.stop();
  });

  it('any other refusal shows its French message in the page, no toast, the cart kept', async () => {
    const toasts = recordToasts();
    const cart = withCarrier('colis');
    start({ 'POST /api/v1/cart/validation': apiError(400, 'CART_STOCK_INSUFFICIENT', { available: 1 }) }, cart);
    await fillAndOrder(/Carte bancaire/);
    expect(await screen.findByText(/n’est plus disponible en quantité suffisante/)).toBeInTheDocument();
    expect(toasts.toasts).toEqual([]);
    expect(cartStore.getState().cart).toMatchObject({ list: [lineFixture()] });
    expect(orderButton()).toBeEnabled();
    toasts.stop();
  });
});
