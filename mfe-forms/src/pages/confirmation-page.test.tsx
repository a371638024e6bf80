import { fakeApi, renderPage } from '@arbora/shared/testing';
import { FORM_CONFIRMATIONS } from '@arbora/shared/messages/forms';
import { screen, within } from '@testing-library/react';
import { Navigate, Route, Routes } from 'react-router';
import { axe, toHaveNoViolations } from 'jest-axe';
import ConfirmationPage, { pageHead } from './confirmation-page';
import { pageContext } from '@arbora/shared/platform';

expect.extend(toHaveNoViolations);

describe('ConfirmationPage', () => {
  it('says what happens next and where to go, and sends nothing (a reload cannot resend)', async () => {
    const api = fakeApi({});
    const { container } = renderPage(<ConfirmationPage />, { route: '/devis/confirmation' });
    expect(screen.getByRole('heading', { level: 1, name: 'Votre demande de devis est envoyée' })).toBeInTheDocument();
    expect(screen.getByText(/sous 48 heures ouvrées/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Commander des échantillons' })).toHaveAttribute('href', '/echantillons');
    expect(await axe(container)).toHaveNoViolations();
    expect(api.calls).toHaveLength(0);
    api.restore();
  });

  it.each([
    ['/echantillons/confirmation', 'Votre demande d’échantillons est envoyée'],
    ['/form/confirmation', 'Votre demande est envoyée'],
    ['/form/confirmation-candidature', 'Votre candidature est envoyée'],
    ['/form/confirmation-concours', 'Votre participation est enregistrée'],
    ['/ocelia/nous-rejoindre/confirmation-candidature-spontanee', 'Votre candidature spontanée est envoyée'],
  ])('%s', (route, title) => {
    renderPage(<ConfirmationPage />, { route });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(pageHead([], {}, pageContext(route, '', false))).toEqual({ title, noindex: true });
  });

  describe('the quote’s call « au numéro indiqué » is promised only when a phone number was given', () => {
    const { delay, call, validity } = FORM_CONFIRMATIONS['/devis/confirmation'].next;
    const WITHOUT_PHONE = 'Si une précision manque, le conseiller vous écrit à l’adresse e-mail indiquée.';
    /** The page reached as the form reaches it: a navigation carrying what was sent. */
    const reachedWith = (state: object | null) =>
      renderPage(
        <Routes>
          <Route path="/envoi" element={<Navigate to="/devis/confirmation" state={state} />} />
          <Route path="/devis/confirmation" element={<ConfirmationPage />} />
        </Routes>,
        { route: '/envoi' },
      );
    const steps = () =>
      within(screen.getByRole('region', { name: 'Et maintenant\u00a0?' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);

    it('with a phone number: the call, as shared words it', async () => {
      reachedWith({ form: 'devis-terrasse', received: [['Téléphone', '06 12 34 56 78']], phone: true });
      expect(await screen.findByText(call)).toBeInTheDocument();
      expect(steps()).toEqual([delay, call, validity]);
    });

    it('without one: an e-mail, never « au numéro indiqué »', async () => {
      reachedWith({ form: 'devis-terrasse', received: [['Prénom', 'Léa']], phone: false });
      expect(await screen.findByText(WITHOUT_PHONE)).toBeInTheDocument();
      expect(steps()).toEqual([delay, WITHOUT_PHONE, validity]);
      expect(screen.queryByText(/numéro indiqué/)).not.toBeInTheDocument();
    });

    it('not known (no JavaScript, a bookmark): neither promised', () => {
      reachedWith(null);
      expect(steps()).toEqual([delay, validity]);
    });
  });
});
