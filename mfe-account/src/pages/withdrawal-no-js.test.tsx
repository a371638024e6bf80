import type { FormActionState } from '@arbora/shared/platform';
import { formatMoney, moneyFromWire } from '@arbora/shared/format';
import type { OrderDetail, OrderDetailWithAmountDue } from '@arbora/shared/schemas';
import { waitFor, within } from '@testing-library/react';
import { customerFixture, guestOrderFixture, orderFixture } from '../testing/fixtures';
import { sessionPageTest } from '../testing/session-page';
import * as OrderPage from './order-page';

// Issue 36: the withdrawal function without JavaScript. The page's HTML as the shell server sends
// it: after a GET, after a step the action gave back (withdrawal-actions.ts), and at the
// acknowledgement it redirected to.

const REF = 'AR-2025-000501';
const EMAIL = 'camille@exemple.fr';
const ORDER = `/mes-commandes/${REF}`;
const customer = customerFixture();
const order = orderFixture();
const guestOrder = guestOrderFixture(order);
const session = sessionPageTest(OrderPage, {
  customer,
  routes: { [`GET /api/v1/order/${REF}`]: { body: { data: order } } },
});
const serve = (data: OrderDetail = order) => session.serve({ [`GET /api/v1/order/${REF}`]: { body: { data } } });

const render = (route: string, formState?: FormActionState) =>
  session.render(route, { params: route.startsWith(ORDER) ? { slug: REF } : {}, ...(formState ? { formState } : {}) });

/** A form's method, target and hidden fields, as the browser would post them. */
function posted(form: HTMLElement) {
  const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [
    input.name,
    input.getAttribute('value'),
  ]);
  return { method: form.getAttribute('method'), action: form.getAttribute('action'), hidden };
}
const guestFields = { _action: 'commande', reference: REF, email: EMAIL, _commande: JSON.stringify(guestOrder) };

describe('/retractation without JavaScript', () => {
  it('a logged-in customer: the server’s neutral sentence, then, hydrated, « Mes commandes » at the top; the guest form stays', async () => {
    serve();
    const page = await render('/retractation');
    // The server's HTML (and a browser without JavaScript): the sentence true for anyone.
    const served = within(page.server).getByRole('link', { name: 'Mes commandes' }).closest('p')!;
    expect(served.textContent).toContain('Client connecté\u00a0? Passez par «\u00a0Mes commandes\u00a0».');
    expect(served).not.toHaveTextContent(/Vous êtes connecté/);
    // Hydrated with the session: in the same paragraph, the customer's way; nothing else moves.
    const link = await within(page.container).findByRole('link', { name: 'Mes commandes' });
    await within(page.container).findByText(/Vous êtes connecté/);
    const intro = link.closest('p')!;
    expect(link).toHaveAttribute('href', '/mes-commandes');
    expect(intro.textContent).toContain(
      'Vous êtes connecté\u00a0: rétractez-vous depuis la commande, dans «\u00a0Mes commandes\u00a0», ou avec le formulaire ci-dessous.',
    );
    expect(intro).not.toHaveTextContent('Client connecté');
    expect(within(page.container).getByRole('form', { name: 'Retrouver ma commande' })).toBeInTheDocument();
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });

  it('the lookup form posts to the page with its token; refused, it comes back with the message and what was typed', async () => {
    serve();
    const page = await render('/retractation', {
      values: { _action: 'commande', reference: REF, email: 'autre@exemple.fr' },
      errors: { reference: 'Aucune commande ne correspond à cette référence et à cette adresse e-mail.' },
    });
    const form = within(page.server).getByRole('form', { name: 'Retrouver ma commande' });
    expect(posted(form)).toEqual({
      method: 'post',
      action: '/retractation',
      hidden: [
        ['_csrf', '__arbora_form_token__'],
        ['_action', 'commande'],
      ],
    });
    expect(within(form).getByLabelText(/Référence de la commande/)).toHaveAttribute('value', REF);
    expect(within(form).getByLabelText(/Adresse e-mail/)).toHaveAttribute('value', 'autre@exemple.fr');
    expect(form).toHaveTextContent(/Aucune commande ne correspond à cette référence/);
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });

  it('the order found: its lines to tick, posted with the reference and e-mail in the body', async () => {
    serve();
    const page = await render('/retractation', { values: guestFields, errors: {} });
    within(page.server).getByRole('heading', { name: `Commande ${REF}` });
    const form = within(page.server).getByRole('form', { name: 'Rétractation' });
    expect(posted(form)).toMatchObject({
      method: 'post',
      action: '/retractation',
      hidden: [
        ['_csrf', '__arbora_form_token__'],
        ['_action', 'choix-retractation'],
        ['reference', REF],
        ['email', EMAIL],
      ],
    });
    expect(within(form).getByRole('checkbox')).toHaveAttribute('name', 'line_ids');
    expect(within(form).getByRole('button', { name: 'Renoncer au contrat ici' })).toHaveAttribute('type', 'submit');
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });

  it('lines ticked: the confirmation posts them; « Revenir » finds the order again by a post', async () => {
    serve();
    const page = await render('/retractation', {
      values: { ...guestFields, _action: 'choix-retractation', line_ids: '1' },
      errors: {},
    });
    const confirm = within(page.server).getByRole('form', { name: 'Confirmer la rétractation' });
    expect(posted(confirm).hidden).toEqual([
      ['_csrf', '__arbora_form_token__'],
      ['_action', 'retractation'],
      ['reference', REF],
      ['email', EMAIL],
      ['line_ids', '1'],
    ]);
    const back = within(page.server).getByRole('form', { name: 'Revenir au choix des articles' });
    expect(posted(back)).toMatchObject({ method: 'post', action: '/retractation' });
    expect(posted(back).hidden[1]).toEqual(['_action', 'commande']);
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });

  it('the acknowledgement the confirmation redirects to', async () => {
    serve();
    const page = await render('/retractation?enregistre=retractation');
    within(page.server).getByRole('heading', { name: 'Votre rétractation est enregistrée' });
    expect(within(page.server).queryByRole('form')).toBeNull();
    // Hydrated: out of the address (a reload shows the lookup form again), still said on screen.
    await waitFor(() => expect(page.address()).toBe('/retractation'));
    within(page.container).getByRole('heading', { name: 'Votre rétractation est enregistrée' });
    expect(within(page.container).queryByRole('form', { name: 'Retrouver ma commande' })).toBeNull();
    page.unmount();
  });
});

describe('/mes-commandes/{ref} without JavaScript', () => {
  it('« Renoncer au contrat ici » posts to the page; nothing ticked comes back with the message', async () => {
    serve();
    const page = await render(ORDER, {
      values: { _action: 'choix-retractation' },
      errors: { line_ids: 'Choisissez au moins un article.' },
    });
    const form = within(page.server).getByRole('form', { name: 'Rétractation' });
    expect(posted(form)).toEqual({
      method: 'post',
      action: `${ORDER}#commande-retractation`,
      hidden: [
        ['_csrf', '__arbora_form_token__'],
        ['_action', 'choix-retractation'],
      ],
    });
    expect(form).toHaveTextContent('Choisissez au moins un article.');
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });

  it('?confirmer= is the confirmation step of those lines; « Revenir » a link to the order', async () => {
    serve();
    const page = await render(`${ORDER}?confirmer=1`);
    const confirm = within(page.server).getByRole('form', { name: 'Confirmer la rétractation' });
    expect(posted(confirm).hidden).toEqual([
      ['_csrf', '__arbora_form_token__'],
      ['_action', 'retractation'],
      ['line_ids', '1'],
    ]);
    expect(within(page.server).getByRole('link', { name: 'Revenir au choix des articles' })).toHaveAttribute(
      'href',
      `${ORDER}#commande-retractation`,
    );
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });

  it('?enregistre=retractation acknowledges the last withdrawal with its date, time and lines', async () => {
    serve({
      ...order,
      withdrawal: {
        ...order.withdrawal,
        lines: [{ line_id: 1, status: 'withdrawn', reason: null, withdrawn_at: '2025-03-20T10:05:00.000Z' }],
      },
    });
    const page = await render(`${ORDER}?enregistre=retractation#commande-retractation`);
    within(page.server).getByRole('heading', { name: 'Votre rétractation est enregistrée' });
    expect(page.server).toHaveTextContent(/le 20 mars 2025 à 11:05 \(commande AR-2025-000501\)/);
    // The line's name as the API sends it, its no-break space kept (toHaveTextContent reads it as a space).
    expect(within(page.server).getByRole('list', { name: 'Articles concernés' }).textContent).toContain(
      order.cart.list[0]!.name,
    );
    expect(page.mismatches).toEqual([]);
    // Hydrated: out of the address, still said on screen.
    await waitFor(() => expect(page.address()).toBe(ORDER));
    within(page.container).getByRole('heading', { name: 'Votre rétractation est enregistrée' });
    expect(page.container).toHaveTextContent(/le 20 mars 2025 à 11:05 \(commande AR-2025-000501\)/);
    page.unmount();
  });

  it('?enregistre=retractation&suite=not_charged on an order awaiting its transfer: nothing collected, nothing to return, the amount due lowered', async () => {
    const kept = { ...order.cart.list[0]!, id: 2, name: 'Lame de clôture Gris', reference: 'LC-GRIS' };
    const total = order.total_ttc + kept.total_ttc + kept.total_ecotax_ttc;
    const left = total - 984_000;
    const data: OrderDetailWithAmountDue = {
      ...order,
      status: 'awaiting_transfer',
      paid: false,
      paid_at: null,
      total_ttc: total,
      cart: { ...order.cart, total_ttc: total, remise: [], list: [...order.cart.list, kept] },
      withdrawal: {
        ...order.withdrawal,
        lines: [
          { line_id: 1, status: 'withdrawn', reason: null, withdrawn_at: '2025-03-20T10:05:00.000Z' },
          { line_id: 2, status: 'available', reason: null, withdrawn_at: null },
        ],
      },
      amount_due: {
        total_ttc: total,
        withdrawn_ttc: 984_000,
        amount_ttc: left,
        lines: [{ line_id: 1, amount_ttc: 984_000 }],
      },
    };
    serve(data);
    const page = await render(`${ORDER}?enregistre=retractation&suite=not_charged#commande-retractation`);
    const done = within(page.server)
      .getByRole('heading', { name: 'Votre rétractation est enregistrée' })
      .closest('section')!;
    expect(page.server).toHaveTextContent(
      /nous n’avons encaissé aucun paiement, et ces articles ne vous seront ni facturés ni envoyés/,
    );
    expect(done.textContent).toContain('le montant à régler est diminué de ces articles');
    const money = (amount: number) => formatMoney(moneyFromWire(amount));
    expect(done.textContent).toContain(`Reste à régler\u00a0: ${money(left)}`);
    // The order's amounts in the server's HTML: the total, the line deducted, what is left.
    const due = within(page.server)
      .getByRole('heading', { name: 'Montant à régler après votre rétractation' })
      .closest('section')!;
    expect(due.textContent).toContain(money(total));
    expect(due.textContent).toContain(`−\u00a0${money(984_000)}`);
    expect(due.textContent).toContain(`Reste à régler${money(left)}`);
    expect(page.server).not.toHaveTextContent(/Retournez ces produits/);
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });

  it('?enregistre=retractation&suite=order_cancelled on an order the API cancelled (every line withdrawn before payment): the acknowledgement stays, « annulée », no bank details', async () => {
    serve({
      ...order,
      status: 'cancelled',
      paid: false,
      paid_at: null,
      transfer: null,
      withdrawal: {
        ...order.withdrawal,
        open: false,
        delivered_at: null,
        deadline: null,
        lines: [{ line_id: 1, status: 'withdrawn', reason: null, withdrawn_at: '2025-03-20T10:05:00.000Z' }],
      },
    });
    const page = await render(`${ORDER}?enregistre=retractation&suite=order_cancelled#commande-retractation`);
    within(page.server).getByRole('heading', { name: 'Votre rétractation est enregistrée' });
    expect(page.server).toHaveTextContent(/le 20 mars 2025 à 11:05 \(commande AR-2025-000501\)/);
    expect(page.server.textContent).toContain('Votre commande est annulée\u00a0: elle n’était pas encore réglée');
    expect(page.server).not.toHaveTextContent(/Retournez ces produits|Payer par virement/);
    expect(page.mismatches).toEqual([]);
    page.unmount();
    // Later, the order's page still lists the line withdrawn, with its date.
    const later = await render(ORDER);
    within(later.server).getByRole('heading', { name: 'Rétractation' });
    expect(later.server).toHaveTextContent(/Rétractation enregistrée le 20 mars 2025 à 11:05/);
    later.unmount();
  });

  it('/retractation?enregistre=retractation (a guest without JavaScript): nothing about any order, no « Retournez », the e-mail says what follows', async () => {
    serve();
    const page = await render('/retractation?enregistre=retractation');
    const done = within(page.server)
      .getByRole('heading', { name: 'Votre rétractation est enregistrée' })
      .closest('section')!;
    expect(done).not.toHaveTextContent(/Retournez|AR-\d{4}|annulée\s:|remboursons/);
    expect(done.textContent).toContain('L’accusé de réception vous dit aussi la suite pour votre commande\u00a0:');
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });

  it.each([
    ['order_cancelled', 'Votre commande est annulée\u00a0: elle n’était pas encore réglée'],
    ['not_charged', 'Cette commande n’est pas encore réglée\u00a0: nous n’avons encaissé aucun paiement'],
    ['not_sent', 'Ces articles ne vous ont pas encore été livrés\u00a0: nous ne vous les enverrons pas'],
    ['return', 'Retournez ces produits dans leur état d’origine'],
  ])(
    '/retractation?enregistre=retractation&suite=%s (a guest without JavaScript): what follows, and nothing of any order',
    async (outcome, says) => {
      serve();
      const page = await render(`/retractation?enregistre=retractation&suite=${outcome}`);
      const done = within(page.server)
        .getByRole('heading', { name: 'Votre rétractation est enregistrée' })
        .closest('section')!;
      expect(done.textContent).toContain(says);
      // The address carries one of four words: no reference, no line, no date, no e-mail.
      expect(done).not.toHaveTextContent(/AR-\d{4}|Lame de terrasse|mars 2025|@/);
      expect(done).not.toHaveTextContent(/L’accusé de réception vous dit aussi la suite/);
      expect(page.mismatches).toEqual([]);
      // Hydrated: both parameters leave the address, the text stays on screen.
      await waitFor(() => expect(page.address()).toBe('/retractation'));
      expect(
        within(page.container).getByRole('heading', { name: 'Votre rétractation est enregistrée' }).closest('section')!
          .textContent,
      ).toContain(says);
      page.unmount();
    },
  );

  it('/retractation?enregistre=retractation&suite=<anything else>: the generic text, nothing of what was typed', async () => {
    serve();
    const page = await render('/retractation?enregistre=retractation&suite=rembourse%20AR-2025-000501');
    const done = within(page.server)
      .getByRole('heading', { name: 'Votre rétractation est enregistrée' })
      .closest('section')!;
    expect(done.textContent).toContain('L’accusé de réception vous dit aussi la suite pour votre commande\u00a0:');
    expect(done).not.toHaveTextContent(/AR-\d{4}|rembourse /);
    page.unmount();
  });
});
