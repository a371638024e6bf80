import type * as CartStore from './cart-store';

// The cart token mirrored in the cart cookie (issue 36): the shell server renders the cart page and
// runs its forms without JavaScript from it, and a cart made that way is the one the store adopts.

const TOKEN_A = 'cartAAAAAAAAAAAAAAAA';
const TOKEN_B = 'cartBBBBBBBBBBBBBBBB';

const cookieToken = () =>
  document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('arbora_cart='))
    ?.slice('arbora_cart='.length) ?? null;

type CartStoreModule = typeof CartStore;

function freshStore(): CartStoreModule {
  let loaded!: CartStoreModule;
  jest.isolateModules(() => {
    loaded = jest.requireActual<CartStoreModule>('./cart-store');
  });
  return loaded;
}

const persisted = (token: string) =>
  localStorage.setItem(
    'arbora-cart',
    JSON.stringify({ state: { token, cart: null, selections: {}, order: null }, version: 1 }),
  );

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'arbora_cart=; Path=/; Max-Age=0';
});

it('writes the store’s token into the cookie, and removes it with the cart', () => {
  const { cartStore, clearCart } = freshStore();
  expect(cookieToken()).toBeNull();
  cartStore.setState({ token: TOKEN_A });
  expect(cookieToken()).toBe(TOKEN_A);
  clearCart();
  expect(cookieToken()).toBeNull();
});

it('adopts a cart the cookie names that the store does not know (made without JavaScript)', () => {
  persisted(TOKEN_A);
  document.cookie = `arbora_cart=${TOKEN_B}; Path=/`;
  const { cartStore } = freshStore();
  expect(cartStore.getState()).toMatchObject({ token: TOKEN_B, cart: null });
});

it('puts a token kept from before the cookie into it', () => {
  persisted(TOKEN_A);
  const { cartStore } = freshStore();
  expect(cartStore.getState().token).toBe(TOKEN_A);
  expect(cookieToken()).toBe(TOKEN_A);
});
