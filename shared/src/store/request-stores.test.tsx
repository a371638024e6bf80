/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { createStore } from 'zustand/vanilla';
import { bus, BusContext, createRequestBus, useBus } from '../bus';
import {
  cartStore,
  clearSession,
  createRequestStores,
  RequestStoresContext,
  sessionStore,
  setCartSelection,
  useCartCount,
  useRenderSession,
  useSession,
  type CartState,
  type SessionState,
} from '.';

describe('per-request stores and bus (server rendering)', () => {
  it('makes the hooks read the stores a render hands down, not the module ones', () => {
    const session = createStore<SessionState>()(() => ({
      loggedIn: true,
      customer: { id: 1, firstname: 'Inès' },
      isPro: false,
    }));
    const cart = createStore<CartState>()(() => ({
      token: 'c',
      cart: { list: [{ element_id: 1, quantity: 3 }] },
      selections: {},
      order: null,
    }));
    function Probe() {
      const name = useSession((state) => state.customer?.firstname ?? 'personne');
      return <p>{`${name} ${useCartCount()}`}</p>;
    }
    expect(
      renderToString(
        <RequestStoresContext value={{ session, cart }}>
          <Probe />
        </RequestStoresContext>,
      ),
    ).toContain('Inès 3');
    expect(renderToString(<Probe />)).toContain('personne 0');
  });

  it('tells a render made with the customer’s session from an anonymous one', () => {
    function Probe() {
      const session = useRenderSession();
      return <p>{session ? `avec ${session.customer?.firstname}` : 'anonyme'}</p>;
    }
    const render = (stores: ReturnType<typeof createRequestStores>) =>
      renderToString(
        <RequestStoresContext value={stores}>
          <Probe />
        </RequestStoresContext>,
      );
    expect(render(createRequestStores({ customer: { id: 1, firstname: 'Inès' }, isPro: true }))).toContain('avec Inès');
    expect(render(createRequestStores())).toContain('anonyme');
  });

  it('gives each render fresh anonymous stores and refuses writes, to them and then to the module stores', () => {
    const first = createRequestStores();
    const second = createRequestStores();
    expect(first.cart).not.toBe(second.cart);
    expect(first.session).not.toBe(sessionStore);
    expect(first.session.getState()).toEqual({ loggedIn: false, customer: null, isPro: false });
    expect(first.cart.getState()).toEqual({ token: null, cart: null, selections: {}, order: null });

    expect(() => first.cart.setState({ token: 'x' })).toThrow('cart store.setState refused on the server');
    expect(() => setCartSelection('carrier', 'dpd')).toThrow('cartStore.setState refused on the server');
    expect(() => sessionStore.setState({ loggedIn: true })).toThrow('sessionStore.setState refused on the server');
    expect(() => clearSession()).toThrow(/refused on the server/);
    expect(first.cart.getState().token).toBeNull();
    expect(cartStore.getState().selections).toEqual({});
    expect(sessionStore.getState().loggedIn).toBe(false);
  });

  it('gives each render its own bus with the anonymous view and refuses emits on the server', () => {
    const own = createRequestBus();
    expect(createRequestBus()).not.toBe(own);
    expect(own.last('session:changed')).toEqual({ loggedIn: false, isPro: false, customerName: null });
    expect(() => own.emit('toast:show', { severity: 'info', message: { text: 'x' } })).toThrow(
      "bus.emit('toast:show') refused on the server",
    );
    expect(() => bus.emit('session:changed', { loggedIn: true, isPro: false, customerName: 'x' })).toThrow(
      /refused on the server/,
    );
    expect(bus.last('session:changed')?.loggedIn).toBe(false);

    let seen: unknown = null;
    function Probe() {
      seen = useBus();
      return null;
    }
    renderToString(
      <BusContext value={own}>
        <Probe />
      </BusContext>,
    );
    expect(seen).toBe(own);
    renderToString(<Probe />);
    expect(seen).toBe(bus);
  });
});
