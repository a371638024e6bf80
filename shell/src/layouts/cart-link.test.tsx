import { cartStore } from '@arbora/shared/store';
import type { CartLike } from '@arbora/shared/store';
import { act, screen } from '@testing-library/react';
import { theme } from '@arbora/shared/ui';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { renderWithProviders } from '../testing/render-with-providers';
import { CartLink } from './cart-link';

const cartOf = (quantity: number) =>
  ({ list: quantity ? [{ quantity, is_recup_chute: false }] : [] }) as unknown as CartLike;

afterEach(() => cartStore.setState({ token: null, cart: null }));

describe('CartLink', () => {
  it('shows no « 0 » for an empty cart, and its name says it is empty', async () => {
    renderWithProviders(<CartLink />);
    expect(await screen.findByRole('link', { name: /^Panier ?, vide$/ })).toHaveAttribute('href', '/panier');
    expect(screen.getByTestId('cart-count')).toBeEmptyDOMElement();
  });

  it('shows the count of a filled cart, and says it in the name (singular and plural)', async () => {
    cartStore.setState({ token: 't', cart: cartOf(1) });
    renderWithProviders(<CartLink />);
    expect(await screen.findByRole('link', { name: /^Panier ?, 1 article$/ })).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent(/^1$/);
    act(() => cartStore.setState({ cart: cartOf(3) }));
    expect(screen.getByRole('link', { name: /^Panier ?, 3 articles$/ })).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent(/^3$/);
    act(() => cartStore.setState({ cart: cartOf(0) }));
    expect(screen.getByRole('link', { name: /^Panier ?, vide$/ })).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toBeEmptyDOMElement();
  });

  it('claims no count in the server’s HTML: the server does not know the cart (it may be in a cookie)', () => {
    cartStore.setState({ token: 't', cart: cartOf(2) });
    const html = renderToString(
      <MemoryRouter>
        <ThemeProvider theme={theme}>
          <CartLink />
        </ThemeProvider>
      </MemoryRouter>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelector('[data-testid="cart-link"]')?.textContent).toBe('Panier');
    expect(container.querySelector('[data-testid="cart-count"]')).toBeEmptyDOMElement();
  });
});
