import { fakeApi, type FakeAnswer, renderPage } from '@arbora/shared/testing';
import { cartUpdateBodySchema } from '@arbora/shared/schemas';
import { cartStore, clearCart } from '@arbora/shared/store';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartResponseFixture } from '../../../testing/fixtures';
import { AddToCartButton } from './add-to-cart-button';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => clearCart());
afterEach(() => api.restore());

const NAME = 'Ajouter «\u00a0Lame de terrasse Lisbonne\u00a0» au panier';

function renderButton(answer: FakeAnswer | (() => Promise<FakeAnswer>)) {
  api = fakeApi({ 'POST /api/v1/cart/update': answer });
  renderPage(<AddToCartButton variantId={3011} productName="Lame de terrasse Lisbonne" />);
  return screen.getByRole('button', { name: NAME });
}

describe('AddToCartButton', () => {
  it('is the submit button of a form posting the variant to the cart page’s action, for a page without JavaScript', () => {
    const button = renderButton({ body: { data: cartResponseFixture(3011, 1) } });
    expect(button).toHaveAttribute('type', 'submit');
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/panier');
    expect(Object.fromEntries(new FormData(form))).toEqual({ _action: 'add', variant: '3011' });
  });

  it('adds one unit of the variant through the shared cart store', async () => {
    const button = renderButton({ body: { data: cartResponseFixture(3011, 1) } });
    expect(button).toHaveTextContent('Ajouter au panier');
    await userEvent.click(button);

    expect(await screen.findByText('Ajouté au panier')).toHaveRole('status');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.url.pathname).toBe('/api/v1/cart/update');
    expect(api.calls[0]?.body).toMatchObject({
      elements: [expect.objectContaining({ element_id: 3011, element_type: 'product_variant', quantity: 1 })],
    });
    const { token, cart } = cartStore.getState();
    expect(token).toBe('c4rtT0ken-0123456789abcdef');
    expect(cart?.list).toEqual([expect.objectContaining({ element_id: 3011, quantity: 1 })]);
  });

  it('is disabled and says so while the cart call is in flight', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const button = renderButton(() => new Promise((resolve) => (answer = resolve)));
    await userEvent.click(button);

    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Ajout…');
    expect(button).toHaveAccessibleName(NAME);
    await act(async () => answer({ body: { data: cartResponseFixture(3011, 1) } }));
    expect(button).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Ajouté au panier');
  });

  it('reports a refused add and leaves the cart untouched', async () => {
    const button = renderButton({
      status: 400,
      body: { code: 'CART_STOCK_INSUFFICIENT', message: 'Not enough stock', data: { available: 0 } },
    });
    await userEvent.click(button);

    expect(await screen.findByText('L’ajout a échoué')).toHaveRole('status');
    expect(button).toBeEnabled();
    expect(cartStore.getState().cart).toBeNull();
  });

  // The API validates the body with this very schema: a `null` token or an unknown element type is a 400.
  it('sends a body the API accepts (cartUpdateBodySchema)', async () => {
    const button = renderButton({ body: { data: cartResponseFixture(3011, 1) } });
    await userEvent.click(button);
    await screen.findByText('Ajouté au panier');
    expect(cartUpdateBodySchema.safeParse(api.calls[0]?.body).error?.issues ?? []).toEqual([]);
  });
});
