import { cartStore, sessionStore } from '@arbora/shared/store';
import type { CartLike, CustomerLike } from '@arbora/shared/store';
import { theme } from '@arbora/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components';
import { Header } from '../layouts/header';

const tree = () => (
  <QueryClientProvider client={new QueryClient()}>
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <div data-layout="default">
          <Header plasticLine={false} />
        </div>
      </MemoryRouter>
    </ThemeProvider>
  </QueryClientProvider>
);

describe('Header on server and client', () => {
  afterEach(() => {
    cartStore.setState({ token: null, cart: null });
    sessionStore.setState({ loggedIn: false, customer: null, isPro: false });
  });

  it('hydrates without a mismatch although the browser holds a cart and a session, then shows them in place', async () => {
    // What the browser read from localStorage: unknown to the server.
    cartStore.setState({ token: 't', cart: { list: [{ quantity: 3, is_recup_chute: false }] } as unknown as CartLike });
    sessionStore.setState({ loggedIn: true, customer: { firstname: 'Claire' } as CustomerLike });

    const sheet = new ServerStyleSheet();
    const html = renderToString(<StyleSheetManager sheet={sheet.instance}>{tree()}</StyleSheetManager>);
    sheet.seal();
    expect(html).not.toContain('Claire');
    expect(html).toMatch(/data-testid="cart-count"[^>]*><\/span>/);
    // Nor does it claim the cart is empty: it does not know (the browser's store, or a cart cookie).
    expect(html).not.toMatch(/, vide|articles?</);
    // The cart link is named by its own text (it contains what is shown), never by an aria-label.
    expect(html).not.toMatch(/aria-label="Panier/);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    try {
      await act(async () => {
        hydrateRoot(container, tree(), { onRecoverableError: (error) => recoverable.push(error) });
      });
      expect(recoverable).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
      expect(screen.getByRole('link', { name: /^Panier ?, 3 articles$/ })).not.toHaveAttribute('aria-label');
      expect(screen.getByTestId('account-link')).toHaveTextContent('Claire');
      // Its name starts with what it shows (label in name), and still says where it goes.
      expect(screen.getByRole('link', { name: 'Claire, mon compte' })).toBe(screen.getByTestId('account-link'));
      expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });
});
