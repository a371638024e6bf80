import { RequestStoresContext, type RequestStores } from './request-stores';
import { adoptServerSession, clearSession, sessionStore, type SessionState } from './session-store';
import type { CartState } from './cart-store';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useProPrices } from './use-pro-prices';

// Issue 36 point 2: a professional reads HT first from the server's HTML on a page rendered with
// his session; a page rendered anonymously switches after hydration (no mismatch either way).

function Price() {
  return <p>{useProPrices() ? 'HT first' : 'TTC first'}</p>;
}

/** A store of one server render: its state, fixed. */
function fixed<S>(state: S) {
  return {
    getState: () => state,
    getInitialState: () => state,
    setState: () => undefined,
    subscribe: () => () => undefined,
  };
}

function serverStores(session: SessionState): RequestStores {
  return { session: fixed(session), cart: fixed<CartState>({ token: null, cart: null, selections: {}, order: null }) };
}

async function hydrate(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const mismatches: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, <Price />, { onRecoverableError: (error) => mismatches.push(error) }),
  );
  return { container, mismatches, unmount: () => act(() => root.unmount()) };
}

const pro = { customer: { id: 7, firstname: 'Paul' }, isPro: true };

afterEach(() => act(() => clearSession()));

describe('useProPrices', () => {
  it('answers HT first from the server’s HTML on a page rendered with a professional’s session', async () => {
    const html = renderToString(
      <RequestStoresContext value={serverStores({ loggedIn: true, ...pro })}>
        <Price />
      </RequestStoresContext>,
    );
    expect(html).toContain('HT first');
    // The shell's bootstrap adopts the server's session before it hydrates.
    act(() => adoptServerSession(pro));
    const page = await hydrate(html);
    expect(page.container).toHaveTextContent('HT first');
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });

  it('answers TTC first on a page rendered anonymously, then HT once hydrated', async () => {
    const html = renderToString(
      <RequestStoresContext value={serverStores({ loggedIn: false, customer: null, isPro: false })}>
        <Price />
      </RequestStoresContext>,
    );
    expect(html).toContain('TTC first');
    // This browser remembers the professional (localStorage), the server's HTML did not know him.
    act(() => sessionStore.setState({ loggedIn: true, ...pro }));
    const page = await hydrate(html);
    expect(page.mismatches).toEqual([]);
    expect(page.container).toHaveTextContent('HT first');
    page.unmount();
  });
});
