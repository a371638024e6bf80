import { fakeApi, renderPage } from '@arbora/shared/testing';
import { screen } from '@testing-library/react';
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
});
