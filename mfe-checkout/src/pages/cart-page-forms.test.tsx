import { FORM_TOKEN_FIELD } from '@arbora/shared/platform';
import { cartStore, clearCart } from '@arbora/shared/store';
import { fakeApi, renderPage } from '@arbora/shared/testing';
import { screen } from '@testing-library/react';
import CartPage from './cart-page';
import { cartAnswer, cartFixture, lineFixture } from '../testing/fixtures';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => clearCart());
afterEach(() => api.restore());

/** The cart page's forms that post without JavaScript. */
async function postedForms(promotion: string | null) {
  const cart = cartFixture({ list: [lineFixture()], promotion_code: promotion });
  cartStore.setState({ token: cart.token, cart: cart as never });
  api = fakeApi({ 'GET /api/v1/cart': cartAnswer(cart), 'GET /api/v1/product-variant/3011': { body: { data: {} } } });
  const { container } = renderPage(<CartPage />, { route: '/panier' });
  await screen.findByRole('heading', { name: 'Lame de terrasse Lisbonne' });
  return [...container.querySelectorAll('form[method="post"]')];
}

// The cart's forms are guarded by their Origin only (shell/server/form-actions/guard.ts): a
// per-visitor token in them would make every page that shows one the visitor's own.
describe('the cart’s forms without JavaScript', () => {
  it.each([null, 'BIENVENUE10'])('post to /panier without a form token (promotion %s)', async (promotion) => {
    const forms = await postedForms(promotion);
    expect(forms.length).toBeGreaterThanOrEqual(2);
    for (const form of forms) {
      expect(form).toHaveAttribute('action', '/panier');
      expect(form.querySelector(`input[name="${FORM_TOKEN_FIELD}"]`)).toBeNull();
    }
  });

  it('let the browser post a quantity over the stock: no native bubble, the cart says the stock in French', async () => {
    const forms = await postedForms(null);
    const line = forms.find((form) => form.querySelector('input[name="quantity"]'))!;
    expect(line.querySelector('input[name="quantity"]')).toHaveAttribute('max', '5');
    expect(line).toHaveAttribute('novalidate');
  });
});
