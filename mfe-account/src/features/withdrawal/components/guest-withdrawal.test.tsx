import { pageContext, type FormActionState } from '@arbora/shared/platform';
import { apiError, fakeApi, renderPage } from '@arbora/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerFixture } from '../../../testing/fixtures';
import { sessionPageTest } from '../../../testing/session-page';
import { withdrawalPageAction } from '../api/withdrawal-actions';
import { GuestWithdrawal } from './guest-withdrawal';

// /retractation: a refused lookup marks the fields it concerns (aria-invalid, described by the
// message, each its own line) and keeps what was typed, with JavaScript and without (the post's
// state rendered by the server).

const REF = 'AR-2025-000501';
const OTHER = 'autre@exemple.fr';
const NOT_FOUND = /^Aucune commande ne correspond à cette référence/;

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

/** The message's id must be among the ids describing the field. */
function describedByMessage(field: HTMLElement, message: HTMLElement) {
  expect(message.id).not.toBe('');
  expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
}

describe('with JavaScript', () => {
  it('the reference field gives its example as a hint, not a placeholder that reads as a value typed', () => {
    renderPage(<GuestWithdrawal />, { route: '/retractation' });
    const reference = screen.getByLabelText(/Référence de la commande/);
    expect(reference).not.toHaveAttribute('placeholder');
    expect(reference).toHaveAccessibleDescription(
      'Exemple\u00a0: AR-2026-000123, dans l’e-mail de confirmation de votre commande',
    );
  });

  it('an order found by neither: both fields invalid, described by the message, what was typed kept', async () => {
    api = fakeApi({ 'POST /api/v1/withdrawal/lookup': apiError(404, 'WITHDRAWAL_ORDER_NOT_FOUND') });
    const user = userEvent.setup();
    renderPage(<GuestWithdrawal />, { route: '/retractation' });
    const reference = screen.getByLabelText(/Référence de la commande/);
    const email = screen.getByLabelText(/Adresse e-mail/);
    expect(reference).not.toHaveAttribute('aria-invalid');
    await user.type(reference, REF);
    await user.type(email, OTHER);
    await user.click(screen.getByRole('button', { name: 'Retrouver ma commande' }));
    const message = await screen.findByText(NOT_FOUND);
    for (const field of [reference, email]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      describedByMessage(field, message);
    }
    expect(reference).toHaveAccessibleDescription(/Aucune commande ne correspond.*Référence à vérifier\./);
    expect(email).toHaveAccessibleDescription(/Aucune commande ne correspond.*Adresse e-mail à vérifier\./);
    expect(reference).toHaveValue(REF);
    expect(email).toHaveValue(OTHER);
  });

  it('an empty e-mail, refused before the API: only that field is marked', async () => {
    api = fakeApi({});
    const user = userEvent.setup();
    renderPage(<GuestWithdrawal />, { route: '/retractation' });
    await user.type(screen.getByLabelText(/Référence de la commande/), REF);
    await user.click(screen.getByRole('button', { name: 'Retrouver ma commande' }));
    const email = screen.getByLabelText(/Adresse e-mail/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    describedByMessage(email, screen.getByText('Indiquez la référence de la commande et votre adresse e-mail.'));
    expect(email).toHaveAccessibleDescription(/Indiquez votre adresse e-mail\./);
    expect(screen.getByLabelText(/Référence de la commande/)).not.toHaveAttribute('aria-invalid');
    expect(api.calls).toEqual([]);
  });

  it('a refusal that is not about the fields (too many tries) marks none', async () => {
    api = fakeApi({ 'POST /api/v1/withdrawal/lookup': apiError(429, 'RATE_LIMITED') });
    const user = userEvent.setup();
    renderPage(<GuestWithdrawal />, { route: '/retractation' });
    await user.type(screen.getByLabelText(/Référence de la commande/), REF);
    await user.type(screen.getByLabelText(/Adresse e-mail/), OTHER);
    await user.click(screen.getByRole('button', { name: 'Retrouver ma commande' }));
    expect(await screen.findByText(/^Trop de tentatives : réessayez/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Référence de la commande/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/Adresse e-mail/)).not.toHaveAttribute('aria-invalid');
  });
});

describe('without JavaScript (the refused post rendered by the server)', () => {
  const session = sessionPageTest({ default: GuestWithdrawal }, { customer: customerFixture() });

  /** What the page's action answers to the lookup posted, the API refusing it. */
  async function refusedPost(fields: [string, string][]): Promise<FormActionState> {
    const refusing = fakeApi({ 'POST /api/v1/withdrawal/lookup': apiError(404, 'WITHDRAWAL_ORDER_NOT_FOUND') });
    const formData = new FormData();
    for (const [name, value] of [['_csrf', 't'], ['_action', 'commande'], ...fields]) formData.append(name!, value!);
    try {
      const result = await withdrawalPageAction({ formData, params: {}, ctx: pageContext('/retractation', '', false) });
      if (!('state' in result)) throw new Error('the lookup was not refused');
      return result.state;
    } finally {
      refusing.restore();
    }
  }

  it('an order found by neither: both fields marked in the HTML, the values kept, the same once hydrated', async () => {
    const state = await refusedPost([
      ['reference', REF],
      ['email', OTHER],
    ]);
    session.serve({});
    const page = await session.render('/retractation', { formState: state });
    const form = within(page.server).getByRole('form', { name: 'Retrouver ma commande' });
    const message = within(form).getByText(NOT_FOUND);
    const reference = within(form).getByLabelText(/Référence de la commande/);
    const email = within(form).getByLabelText(/Adresse e-mail/);
    for (const field of [reference, email]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      describedByMessage(field, message);
    }
    expect(reference).toHaveAttribute('value', REF);
    expect(email).toHaveAttribute('value', OTHER);
    expect(form).toHaveTextContent('Référence à vérifier.');
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });

  it('a reference of the wrong form: that field alone, with the schema’s French message', async () => {
    const state = await refusedPost([
      ['reference', 'AR-12'],
      ['email', OTHER],
    ]);
    session.serve({});
    const page = await session.render('/retractation', { formState: state });
    const form = within(page.server).getByRole('form', { name: 'Retrouver ma commande' });
    const reference = within(form).getByLabelText(/Référence de la commande/);
    expect(reference).toHaveAttribute('aria-invalid', 'true');
    expect(reference).toHaveAttribute('value', 'AR-12');
    describedByMessage(reference, within(form).getByText('Vérifiez le champ signalé.'));
    expect(form).toHaveTextContent(/Référence de commande invalide/);
    expect(within(form).getByLabelText(/Adresse e-mail/)).not.toHaveAttribute('aria-invalid');
    page.unmount();
  });
});
