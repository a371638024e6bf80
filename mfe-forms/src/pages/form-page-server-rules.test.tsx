import { t } from '@arbora/shared/messages/forms';
import { clearSession, sessionStore } from '@arbora/shared/store';
import { apiError, fakeApi, renderPage } from '@arbora/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import FormPage from './form-page';

// The API's appointment-day refusal shown in the page, and a customer's prefill arriving after
// the person has started typing.

let api: ReturnType<typeof fakeApi>;
beforeEach(() => clearSession());
afterEach(() => api?.restore());

const STORES = {
  body: {
    data: {
      items: [{ id: 1, title: 'Magasin Arbora Nantes' }],
      pagination: { page: 1, perPage: 100, total: 1, pages: 1 },
    },
  },
};

function renderForm(route: string) {
  return renderPage(
    <Routes>
      <Route path="*" element={<FormPage />} />
      <Route path="/form/confirmation" element={<p>Page de confirmation</p>} />
    </Routes>,
    { route },
  );
}

describe('FormPage: rules the server holds too', () => {
  it('an appointment day the API refuses (its clock is the judge) is said on the field, everything typed kept', async () => {
    api = fakeApi({
      'GET /api/v1/page': STORES,
      'POST /api/v1/forms/send': apiError(400, 'VALIDATION_ERROR', {
        issues: [{ field: 'data.date', message: 'appointment_date_past' }],
      }),
    });
    const user = userEvent.setup();
    renderForm('/prenez-rendez-vous');
    await user.selectOptions(await screen.findByLabelText(/^Magasin/), 'Magasin Arbora Nantes');
    await user.type(screen.getByLabelText(/^Date du rendez-vous/), '2099-05-11'); // a Monday
    await user.click(screen.getByLabelText(/^Le matin/));
    await user.type(screen.getByLabelText(/^Votre projet/), 'Une terrasse de 30 m².');
    await user.type(screen.getByLabelText(/^Prénom/), 'Léa');
    await user.type(screen.getByLabelText(/^Nom/), 'Martin');
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'lea.martin@exemple.fr');
    await user.type(screen.getByLabelText(/^Code postal/), '44000');
    await user.click(screen.getByLabelText(/^J’accepte qu’Arbora/));
    await user.click(screen.getByRole('button', { name: 'Demander ce rendez-vous' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(t('form_fields_refused'));
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    const date = screen.getByLabelText(/^Date du rendez-vous/);
    await waitFor(() => expect(date).toHaveAccessibleDescription(new RegExp(t('appointment_date_past'))));
    expect(date).toHaveValue('2099-05-11');
    expect(screen.getByLabelText(/^Magasin/)).toHaveValue('Magasin Arbora Nantes');
    expect(screen.getByLabelText(/^Le matin/)).toBeChecked();
    expect(screen.getByLabelText(/^Votre projet/)).toHaveValue('Une terrasse de 30 m².');
    expect(screen.getByLabelText(/^Prénom/)).toHaveValue('Léa');
    expect(screen.getByLabelText(/^J’accepte qu’Arbora/)).toBeChecked();
  });

  it('a prefill that arrives late fills only the fields still empty: what the customer typed stays', async () => {
    api = fakeApi({});
    const user = userEvent.setup();
    renderForm('/contactez-nous');
    await user.type(screen.getByLabelText(/^Prénom/), 'Léa');
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'lea.pro@exemple.fr');
    // The session (and so the customer) is restored after the form is on screen.
    act(() =>
      sessionStore.setState({
        loggedIn: true,
        isPro: false,
        customer: {
          id: 1,
          firstname: 'Camille',
          lastname: 'Durand',
          email: 'camille@exemple.fr',
          phone: '0612345678',
          addresses: [{ street: '3 rue des Lilas', postcode: '44000', city: 'Nantes', is_delivery_default: true }],
        } as never,
      }),
    );
    await waitFor(() => expect(screen.getByLabelText(/^Nom/)).toHaveValue('Durand'));
    expect(screen.getByLabelText(/^Téléphone/)).toHaveValue('0612345678');
    expect(screen.getByLabelText(/^Code postal/)).toHaveValue('44000');
    expect(screen.getByLabelText(/^Prénom/)).toHaveValue('Léa');
    expect(screen.getByLabelText(/^Adresse e-mail/)).toHaveValue('lea.pro@exemple.fr');
  });
});
