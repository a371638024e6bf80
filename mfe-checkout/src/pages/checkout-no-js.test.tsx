import { FORM_TOKEN_FIELD, type FormActionState } from '@arbora/shared/platform';
import { within } from '@testing-library/react';
import { relayFarmsQuery } from '../features/delivery/api/get-relay-farms';
import { storesQuery } from '../features/delivery/api/get-stores';
import { cartAnswer, cartFixture, customerFixture, orderFixture, relayFixture, TOKEN } from '../testing/fixtures';
import { renderForSession } from '../testing/server-render';
import { sessionPageTest } from '../testing/session-page';
import * as ConfirmationPage from './confirmation-page';
import * as DeliveryPage from './delivery-page';

// Issue 36: the delivery step and « Payer à nouveau » as the server renders them for a visitor
// without JavaScript: forms that post to the page's action (its token, its order key), every
// choice selectable, and a refused post rendered again with what was typed and the messages.

const customer = customerFixture();
const REF = 'AR-2026-000042';
const KEY = '4f1c2a7e-9b7d-4f43-9a55-2b3c1d0e5f6a';
const { serve } = sessionPageTest();

const withColis = () =>
  cartFixture({ carriers: cartFixture().carriers.map((c) => ({ ...c, selected: c.technical_name === 'colis' })) });

// The farms near 35000 and the stores near 44000, as the API lists them (nearest first).
const FARMS = [relayFixture(3, 2.4, 'Ferme des Landes'), relayFixture(7, 9.8, 'Ferme du Moulin')];
const STORES = [
  relayFixture(21, 1.2, 'Arbora Nantes'),
  relayFixture(22, 80.5, 'Arbora Angers'),
  ...[23, 24, 25, 26, 27].map((id) => relayFixture(id, 100 * (id - 21), `Arbora ${id}`)),
];

async function deliveryStep(formState?: FormActionState) {
  const cart = withColis();
  serve({
    'GET /api/v1/me': { body: { data: customer } },
    'GET /api/v1/cart': cartAnswer(cart),
    'GET /api/v1/cart/relais-fermiers': { body: { data: FARMS } },
    'GET /api/v1/cart/magasins': { body: { data: STORES } },
  });
  return renderForSession(DeliveryPage, {
    route: '/panier/livraison',
    customer,
    serverCart: { token: TOKEN, cart: cart as never },
    // What the shell's render reads for itself (useServerRead): the lists of the posted postcodes.
    reads: [relayFarmsQuery('35000'), storesQuery('44000')],
    ...(formState ? { formState } : {}),
  });
}

const field = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`);

describe('the delivery step without JavaScript (server HTML)', () => {
  it('posts to its page with the visitor’s token and an order key, every choice a named field', async () => {
    const page = await deliveryStep();
    const form = within(page.server).getByRole('form', { name: 'Livraison et paiement' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/panier/livraison');
    expect(field(form, FORM_TOKEN_FIELD)).not.toBeNull();
    expect(field(form, 'cle_commande')?.value).toMatch(/^[A-Za-z0-9_:.-]{8,100}$/);
    for (const name of ['adresse-livraison', 'transporteur', 'paiement']) {
      expect(form.querySelectorAll(`input[type="radio"][name="${name}"]`).length).toBeGreaterThan(1);
    }
    expect(field(form, 'cgv')).toHaveAttribute('type', 'checkbox');
    expect(field(form, 'facturation_identique')).toBeChecked();
    // The new address and the billing address are there to choose, shown by CSS when chosen.
    expect(field(form, 'livraison-street')).not.toBeNull();
    expect(field(form, 'enregistrer_adresse')).not.toBeNull();
    expect(field(form, 'adresse-facturation')).not.toBeNull();
    expect(within(form).getByRole('button', { name: 'Commander avec obligation de paiement' })).toBeEnabled();
    expect(page.mismatches).toEqual([]);
    // Once hydrated, the fields of what is not chosen are gone, as before.
    expect(field(page.container, 'livraison-street')).toBeNull();
    expect(field(page.container, 'adresse-facturation')).toBeNull();
    page.unmount();
  });

  it('a refused post comes back with what was typed, the French messages and the same order key', async () => {
    const page = await deliveryStep({
      values: {
        cle_commande: KEY,
        'adresse-livraison': 'new',
        'livraison-firstname': 'Jeanne',
        'livraison-lastname': 'Parcours',
        'livraison-street': '',
        'livraison-postcode': '44000',
        'livraison-city': 'Nantes',
        'livraison-phone': '0612345678',
        transporteur: 'colis',
        comment: 'Portail vert',
        paiement: 'transfer',
      },
      errors: {
        'livraison-street': 'Ce champ est obligatoire.',
        cgv: 'Veuillez accepter les conditions générales de vente.',
      },
    });
    const form = within(page.server).getByRole('form', { name: 'Livraison et paiement' });
    const view = within(form);
    const delivery = within(view.getByRole('radiogroup', { name: /Adresse de livraison/ }));
    expect(delivery.getByRole('radio', { name: 'Nouvelle adresse' })).toBeChecked();
    expect(field(form, 'livraison-city')).toHaveValue('Nantes');
    expect(view.getByRole('textbox', { name: /Commentaire/ })).toHaveValue('Portail vert');
    expect(view.getByRole('radio', { name: 'Virement bancaire' })).toBeChecked();
    expect(view.getByRole('radio', { name: /Livraison à domicile/ })).toBeChecked();
    // The store pickup's block is there for CSS only (home delivery ticked): no store listed.
    expect(form.querySelector('input[name="magasin"]')).toBeNull();
    expect(form).toHaveTextContent('Ce champ est obligatoire.');
    expect(form).toHaveTextContent('Veuillez accepter les conditions générales de vente.');
    // What to correct, at the top of the step the browser opens on, focused as the page loads.
    // (named by its heading: the server's HTML is not a document, where the name is looked up)
    const summary = view.getByRole('alert');
    expect(within(summary).getByRole('heading', { level: 2 })).toHaveTextContent(
      '2 points à corriger avant de commander',
    );
    const addresses = view.getByRole('heading', { name: 'Adresses' });
    expect(summary.compareDocumentPosition(addresses) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(summary).toHaveAttribute('autofocus');
    expect(within(summary).getByRole('link', { name: /^Adresse de livraison – Adresse/ })).toHaveAttribute(
      'href',
      '#livraison-street',
    );
    expect(within(summary).getByRole('link', { name: /^Conditions générales de vente/ })).toHaveAttribute(
      'href',
      '#commande-cgv',
    );
    expect(field(form, 'livraison-street')).toHaveAttribute('id', 'livraison-street');
    expect(field(form, 'cgv')).toHaveAttribute('id', 'commande-cgv');
    expect(field(form, 'cle_commande')).toHaveValue(KEY);
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });

  it('« Rechercher » of the relay farms and the stores is a submit button of the form, shown with its carrier', async () => {
    const page = await deliveryStep();
    const form = within(page.server).getByRole('form', { name: 'Livraison et paiement' });
    // Shown by CSS once the relay carrier is ticked: the postcode (the delivery address's) and its search.
    expect(field(form, 'relais_code_postal')).toHaveValue('44000');
    // (hidden: its carrier is not ticked)
    const search = within(form).getByRole('button', { name: 'Rechercher les fermes relais', hidden: true });
    expect(search).toHaveAttribute('type', 'submit');
    expect(search).toHaveAttribute('name', '_action');
    expect(search).toHaveAttribute('value', 'rechercher');
    // No list before a search (nothing read for a carrier not chosen).
    expect(form.querySelector('input[name="ferme_relais"]')).toBeNull();
    const stores = within(form).getByRole('button', { name: 'Choisir un autre magasin', hidden: true });
    expect(stores).toHaveAttribute('type', 'submit');
    expect(stores).toHaveAttribute('value', 'rechercher');
    // A first visit focuses nothing.
    expect(form.querySelector('[autofocus]')).toBeNull();
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });

  it('the step given back after « Rechercher » lists the farms of the postcode posted, everything typed kept', async () => {
    const page = await deliveryStep({
      values: {
        cle_commande: KEY,
        _action: 'rechercher',
        'adresse-livraison': 'new',
        'livraison-city': 'Nantes',
        transporteur: 'relais_ferme',
        relais_code_postal: '35000',
        comment: 'Portail vert',
        paiement: 'transfer',
      },
      errors: {},
    });
    const form = within(page.server).getByRole('form', { name: 'Livraison et paiement' });
    const view = within(form);
    const farms = within(view.getByRole('radiogroup', { name: /Ferme relais/ }));
    expect(farms.getByRole('radio', { name: '1. Ferme des Landes – à 2,4 km' })).toHaveAttribute(
      'name',
      'ferme_relais',
    );
    expect(farms.getByRole('radio', { name: '2. Ferme du Moulin – à 9,8 km' })).toHaveAttribute('value', '7');
    expect(field(form, 'relais_code_postal')).toHaveValue('35000');
    // The page opens at its top: the postcode searched, above its farms, is focused as it loads.
    expect(form.querySelectorAll('[autofocus]')).toHaveLength(1);
    expect(field(form, 'relais_code_postal')).toHaveAttribute('autofocus');
    expect(view.getByRole('radio', { name: /Ferme relais –/ })).toBeChecked();
    expect(field(form, 'livraison-city')).toHaveValue('Nantes');
    expect(view.getByRole('textbox', { name: /Commentaire/ })).toHaveValue('Portail vert');
    expect(view.getByRole('radio', { name: 'Virement bancaire' })).toBeChecked();
    expect(field(form, 'cle_commande')).toHaveValue(KEY);
    expect(view.queryByRole('alert')).toBeNull();
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });

  it('a postcode refused by « Rechercher » is said beside its field', async () => {
    const page = await deliveryStep({
      values: { cle_commande: KEY, _action: 'rechercher', transporteur: 'relais_ferme', relais_code_postal: '350' },
      errors: { relais_code_postal: 'Veuillez saisir un code postal à 5 chiffres.' },
    });
    const form = within(page.server).getByRole('form', { name: 'Livraison et paiement' });
    expect(field(form, 'relais_code_postal')).toHaveValue('350');
    expect(form).toHaveTextContent('Veuillez saisir un code postal à 5 chiffres.');
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });

  it('an API refusal is said above the order button; store pickup lists the stores, the nearest chosen', async () => {
    const page = await deliveryStep({
      values: {
        cle_commande: KEY,
        'adresse-livraison': '11',
        transporteur: 'retrait_magasin',
        paiement: 'transfer',
        cgv: 'on',
      },
      errors: { commande: 'Un article n’est plus disponible.' },
    });
    expect(within(page.server).getByRole('alert')).toHaveTextContent('Un article n’est plus disponible.');
    // The stores near the delivery address (saved, 44000) are in the server's HTML, the nearest ticked.
    // (this cart offers no store pickup, so no radio of it is ticked to show them: hidden)
    const group = within(page.server).getByRole('radiogroup', { name: /Magasin de retrait/, hidden: true });
    const stores = within(group);
    expect(stores.getByRole('radio', { name: 'Arbora Nantes – à 1,2 km', hidden: true })).toBeChecked();
    expect(stores.getByRole('radio', { name: 'Arbora Angers – à 80,5 km', hidden: true })).toHaveAttribute(
      'name',
      'magasin',
    );
    // The nearest five; the others one post away (a submit button until the script runs).
    expect(stores.getAllByRole('radio', { hidden: true })).toHaveLength(5);
    const all = within(page.server).getByRole('button', { name: 'Afficher les 7 magasins', hidden: true });
    expect(all).toHaveAttribute('type', 'submit');
    expect(all).toHaveAttribute('name', '_action');
    expect(all).toHaveAttribute('value', 'tout-afficher');
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });
});

describe('« Afficher les N magasins » without JavaScript (server HTML)', () => {
  it('the step given back lists every store', async () => {
    const page = await deliveryStep({
      values: {
        cle_commande: KEY,
        _action: 'tout-afficher',
        'adresse-livraison': '11',
        transporteur: 'retrait_magasin',
      },
      errors: {},
    });
    const group = within(page.server).getByRole('radiogroup', { name: /Magasin de retrait/, hidden: true });
    expect(within(group).getAllByRole('radio', { hidden: true })).toHaveLength(7);
    // The store chosen (the nearest) is focused as the page loads, the list in view.
    const focused = page.server.querySelectorAll('[autofocus]');
    expect(focused).toHaveLength(1);
    expect(focused[0]).toBe(within(group).getByRole('radio', { name: 'Arbora Nantes – à 1,2 km', hidden: true }));
    expect(within(page.server).queryByRole('button', { name: /Afficher les/, hidden: true })).toBeNull();
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });
});

describe('« Payer à nouveau » without JavaScript (server HTML)', () => {
  const failed = orderFixture({
    status: 'payment_failed',
    outcome: 'card_error',
    confirmation_route: '/commande/erreur-cb',
    paid: false,
    paid_at: null,
  });

  async function errorPage(formState?: FormActionState) {
    serve({
      'GET /api/v1/me': { body: { data: customer } },
      [`GET /api/v1/order/${REF}`]: { body: { data: failed } },
      'GET /api/v1/order/status': { body: { data: failed } },
    });
    return renderForSession(ConfirmationPage, {
      route: `/commande/erreur-cb?order=${REF}`,
      customer,
      ...(formState ? { formState } : {}),
    });
  }

  it('posts the order and the method to the page, with the visitor’s token', async () => {
    const page = await errorPage();
    const form = within(page.server).getByRole('form', { name: 'Payer à nouveau' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', `/commande/erreur-cb?order=${REF}`);
    expect(field(form, FORM_TOKEN_FIELD)).not.toBeNull();
    expect(field(form, 'commande')).toHaveValue(REF);
    expect(form.querySelectorAll('input[type="radio"][name="paiement"]').length).toBe(3);
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });

  it('a refusal comes back with its French message and the method chosen', async () => {
    const page = await errorPage({
      values: { commande: REF, paiement: 'transfer' },
      errors: { paiement: 'Ce moyen de paiement n’est pas disponible.' },
    });
    const form = within(page.server).getByRole('form', { name: 'Payer à nouveau' });
    expect(within(form).getByRole('alert')).toHaveTextContent('Ce moyen de paiement n’est pas disponible.');
    expect(within(form).getByRole('radio', { name: 'Virement bancaire' })).toBeChecked();
    page.unmount();
  });
});
