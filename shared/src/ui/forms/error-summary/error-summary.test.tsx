import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { renderWithTheme } from '../../testing/render-with-theme';
import { theme } from '../../theme/theme';
import { ErrorSummary } from './error-summary';

const items = [
  { id: 'champ-email', label: 'Adresse e-mail', message: 'Adresse e-mail invalide.' },
  { id: 'champ-mdp', label: 'Mot de passe', message: '8 caractères au moins.' },
];

describe('ErrorSummary', () => {
  it('puts « Erreur : » before the page’s title while it shows, once, and takes it off after', () => {
    document.title = 'Contactez-nous | Arbora';
    const { rerender, unmount } = renderWithTheme(<ErrorSummary id="erreurs" title="1 erreur" items={items} />);
    expect(document.title).toBe('Erreur\u00a0: Contactez-nous | Arbora');
    rerender(<ErrorSummary id="erreurs" title="2 erreurs" items={items} />);
    expect(document.title).toBe('Erreur\u00a0: Contactez-nous | Arbora');
    unmount();
    expect(document.title).toBe('Contactez-nous | Arbora');

    // The server's page of a form refused without JavaScript already says it: not twice.
    document.title = 'Erreur\u00a0: Contactez-nous | Arbora';
    renderWithTheme(<ErrorSummary id="erreurs" title="1 erreur" items={items} fromServer />).unmount();
    expect(document.title).toBe('Contactez-nous | Arbora');
  });

  it('a titled group whose links lead to their fields; a click focuses the field', async () => {
    renderWithTheme(
      <>
        <ErrorSummary id="erreurs" title="Le formulaire contient 2 erreurs" items={items} />
        <input id="champ-email" aria-label="Adresse e-mail" />
        <input id="champ-mdp" aria-label="Mot de passe" />
      </>,
    );
    const box = screen.getByRole('group', { name: 'Le formulaire contient 2 erreurs' });
    const link = screen.getByRole('link', { name: 'Mot de passe\u00a0: 8 caractères au moins.' });
    expect(link).toHaveAttribute('href', '#champ-mdp');
    expect(box).not.toHaveAttribute('autofocus');
    await userEvent.click(link);
    expect(screen.getByRole('textbox', { name: 'Mot de passe' })).toHaveFocus();
  });

  it('rendered by the server after a refused post: an alert the browser focuses on load, with the form’s message', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <ErrorSummary
          id="erreurs"
          title="Votre compte n’a pas été créé"
          message="Trop de tentatives."
          items={[]}
          fromServer
        />
      </ThemeProvider>,
    );
    expect(html).toMatch(/role="alert"[^>]*aria-labelledby="erreurs"[^>]*autofocus=""/);
    expect(html).toContain('<p>Trop de tentatives.</p>');
    expect(html).not.toContain('<ul');
  });
});
