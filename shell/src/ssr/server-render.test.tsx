/** @jest-environment node */
import { api } from '@arbora/shared/api';
import { useBus } from '@arbora/shared/bus';
import { type PageQueries, type PageStatusModule, type RemotePageModule } from '@arbora/shared/platform';
import { NotFoundError } from '@arbora/shared/errors';
import type { Image } from '@arbora/shared/schemas';
import { fakeFetch } from '@arbora/shared/testing';
import { Picture } from '@arbora/shared/ui';
import {
  cartStore,
  RequestStoresContext,
  sessionStore,
  setCartSelection,
  useCart,
  useCartCount,
  useIsLoggedIn,
  useProPrices,
  useServerCart,
  useSession,
  type RequestStores,
} from '@arbora/shared/store';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, use } from 'react';
import { FOOTER_ID } from '../layouts/footer-id';
import { renderRoute, type RenderInput } from './server-render';

interface Greeting {
  text: string;
}

const greetingQuery = () => queryOptions({ queryKey: ['test', 'greeting'], queryFn: () => api.get<Greeting>('/home') });

function GreetingPage() {
  const { data } = useSuspenseQuery(greetingQuery());
  return <h1>{data.text}</h1>;
}

const pageQueries: PageQueries = () => [greetingQuery()];
const greetingModule: RemotePageModule = {
  default: GreetingPage,
  pageQueries,
  pageHead: (data) => ({ title: (data[0] as Greeting).text }),
};

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One visitor's API: its own answer, after its own delay. */
function visitorApi(text: string, ms: number) {
  return fakeFetch({
    'GET /api/v1/home': async () => {
      await delay(ms);
      return { body: { data: { text } } };
    },
    'GET /api/v1/menu': { body: { data: [] } },
  });
}

const input = (overrides: Partial<RenderInput>): RenderInput => ({
  url: '/',
  apiBaseUrl: 'http://localhost/api/v1',
  remotes: { remotes: [{ name: 'content', entry: 'http://remote.test/mf-manifest.json', version: '1' }] },
  budgetMs: 2_000,
  remoteTimeoutMs: 1_000,
  loadPage: async () => greetingModule,
  ...overrides,
});

/** What a session-aware page saw while rendering on the server. */
interface Seen {
  stores: RequestStores | null;
  refusals: string[];
}

/**
 * A page that shows the session and the cart, and tries to write to both (the module's stores and
 * its render's own) while rendering: every write must be refused and nothing may reach another render.
 */
function sessionAwarePage(seen: Seen, write: boolean): RemotePageModule {
  function SessionAwarePage() {
    const { data } = useSuspenseQuery(greetingQuery());
    const stores = use(RequestStoresContext);
    seen.stores = stores;
    const bus = useBus();
    if (write) {
      const attempts = [
        () => setCartSelection('carrier', data.text),
        () => sessionStore.setState({ loggedIn: true, customer: { id: 1, firstname: data.text } }),
        () => cartStore.setState({ cart: { list: [{ element_id: 1, quantity: 7 }] } }),
        () => stores?.cart.setState({ selections: { carrier: data.text } }),
        () => bus.emit('toast:show', { severity: 'info', message: { text: data.text } }),
      ];
      for (const attempt of attempts) {
        try {
          attempt();
        } catch (error) {
          seen.refusals.push((error as Error).message);
        }
      }
    }
    const loggedIn = useIsLoggedIn();
    const name = useSession((state) => state.customer?.firstname ?? 'personne');
    const count = useCartCount();
    const carrier = useCart((state) => String(state.selections.carrier ?? 'aucun'));
    const busSession = bus.last('session:changed')?.loggedIn ? 'oui' : 'non';
    return (
      <main>
        <h1>{data.text}</h1>
        <p>
          {`connecté: ${loggedIn ? 'oui' : 'non'}; client: ${name}; panier: ${count}; transporteur: ${carrier}; bus: ${busSession}`}
        </p>
      </main>
    );
  }
  return { default: SessionAwarePage, pageQueries };
}

describe('renderRoute (shell server renderer)', () => {
  it('gives each render its own anonymous stores and bus: a write in one render never reaches another', async () => {
    const aliceSeen: Seen = { stores: null, refusals: [] };
    const brunoSeen: Seen = { stores: null, refusals: [] };
    // Alice's data comes late: Bruno renders, and tries his writes, in the middle of Alice's render.
    const slow = visitorApi('Alice', 120);
    const fast = visitorApi('Bruno', 5);
    const [alice, bruno] = await Promise.all([
      renderRoute(
        input({
          fetch: slow.fetch as unknown as typeof fetch,
          loadPage: async () => sessionAwarePage(aliceSeen, false),
        }),
      ),
      renderRoute(
        input({
          fetch: fast.fetch as unknown as typeof fetch,
          loadPage: async () => sessionAwarePage(brunoSeen, true),
        }),
      ),
    ]);
    fast.restore();
    slow.restore();

    const anonymous = 'connecté: non; client: personne; panier: 0; transporteur: aucun; bus: non';
    expect(alice.html).toContain(anonymous);
    expect(bruno.html).toContain(anonymous);
    expect(alice.html).not.toContain('Bruno');
    expect(alice.stateJson).not.toContain('Bruno');
    // Every write Bruno's page tried was refused, loudly (development and tests throw).
    expect(brunoSeen.refusals).toHaveLength(5);
    for (const message of brunoSeen.refusals) expect(message).toMatch(/refused on the server/);
    // Each render had its own stores, and the module's stores were left as the browser made them.
    expect(aliceSeen.stores).not.toBeNull();
    expect(aliceSeen.stores).not.toBe(brunoSeen.stores);
    expect(sessionStore.getState().loggedIn).toBe(false);
    expect(cartStore.getState()).toEqual(cartStore.getInitialState());
    // The API was called as an anonymous visitor: no session token leaked into a request.
    expect([...slow.calls, ...fast.calls].every((call) => !call.headers.authorization)).toBe(true);
  });

  it('refuses a store write during a server render: that page is rendered in the browser instead', async () => {
    function WritingPage() {
      const { data } = useSuspenseQuery(greetingQuery());
      setCartSelection('carrier', data.text);
      return <h1>{data.text}</h1>;
    }
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const visitor = visitorApi('Écrit pendant le rendu', 0);
    const result = await renderRoute(
      input({
        loadPage: async () => ({ default: WritingPage, pageQueries }),
        fetch: visitor.fetch as unknown as typeof fetch,
      }),
    );
    visitor.restore();
    expect(result.status).toBe(200);
    expect(result.html).not.toContain('<h1>Écrit pendant le rendu</h1>');
    expect(result.html).toContain('<!--$!-->');
    expect(warn.mock.calls.flat().join(' ')).toMatch(/cartStore\.setState refused on the server/);
    expect(cartStore.getState().selections).toEqual({});
    warn.mockRestore();
  });

  it('keeps two concurrent renders apart: each sees only its own data, API and state', async () => {
    // The slow visitor starts first and finishes last: shared state would show the other's data.
    const slow = visitorApi('Bonjour Alice', 80);
    const fast = visitorApi('Bonjour Bruno', 5);
    const [alice, bruno] = await Promise.all([
      renderRoute(input({ fetch: slow.fetch as unknown as typeof fetch })),
      renderRoute(input({ fetch: fast.fetch as unknown as typeof fetch })),
    ]);

    expect(alice.html).toContain('Bonjour Alice');
    expect(alice.html).not.toContain('Bonjour Bruno');
    expect(bruno.html).toContain('Bonjour Bruno');
    expect(bruno.html).not.toContain('Bonjour Alice');
    expect(alice.stateJson).toContain('Bonjour Alice');
    expect(alice.stateJson).not.toContain('Bruno');
    expect(bruno.stateJson).not.toContain('Alice');
    expect(alice.head?.title).toBe('Bonjour Alice');
    expect(bruno.head?.title).toBe('Bonjour Bruno');
    // Each request called its own API only.
    expect(slow.calls.some((call) => call.path === '/api/v1/home')).toBe(true);
    expect(fast.calls.some((call) => call.path === '/api/v1/home')).toBe(true);
    expect(slow.calls.every((call) => call.url.origin === 'http://localhost')).toBe(true);
    fast.restore();
    slow.restore();
  });

  it('renders the layout, the page and its styles, and says which page it rendered', async () => {
    const visitor = visitorApi('Le bois composite', 0);
    const result = await renderRoute(input({ fetch: visitor.fetch as unknown as typeof fetch }));
    visitor.restore();
    expect(result.status).toBe(200);
    expect(result.pageRendered).toBe(true);
    expect(result.html).toContain('<h1>Le bois composite</h1>');
    expect(result.html).toContain('<header');
    expect(result.styles).toContain('<style');
    expect(result.state.page).toEqual({ pathname: '/', remote: 'content', module: 'HomePage', rendered: true });
    // No inline script: the page's CSP has no 'unsafe-inline'.
    expect(result.html).not.toContain('<script');
    // The first paint waits for the footer (server/html.ts): it must come after the page's text.
    expect(result.html.indexOf(`id="${FOOTER_ID}"`)).toBeGreaterThan(result.html.indexOf('Le bois composite'));
  });

  it('renders the menus the server read for many renders without asking the API for them, and hydrates from them', async () => {
    const menus = [
      {
        id: 3,
        technical_name: 'footer_legal',
        label: 'Informations légales',
        items: [{ id: 7, label: 'Livraison', url: '/livraison', external: false, children: [] }],
      },
    ];
    const visitor = visitorApi('Le bois composite', 0);
    const result = await renderRoute(input({ fetch: visitor.fetch as unknown as typeof fetch, menus }));
    visitor.restore();
    expect(visitor.calls.map((call) => call.path)).toEqual(['/api/v1/home']);
    expect(result.html).toContain('>Livraison</a>');
    const dehydrated = result.state.queries.queries.find((query) => query.queryKey[1] === 'menus');
    expect(dehydrated?.state.data).toEqual(menus);
  });

  it('gives the preload of the page’s largest picture (its first priority Picture), never a data: URL', async () => {
    const visitor = visitorApi('Avec photo', 0);
    const photo = (name: string): Image => ({
      url: `/api/v1/images/${name}.0123456789/1280.jpg`,
      url_webp: `/api/v1/images/${name}.0123456789/1280.webp`,
      alt: 'Une terrasse',
      width: 2000,
      height: 1333,
    });
    function PicturesOnTop() {
      const { data } = useSuspenseQuery(greetingQuery());
      return (
        <>
          <h1>{data.text}</h1>
          <Picture image={photo('terrasse-1-teck-3x2')} sizes="100vw" priority />
          <Picture image={photo('banc-0-sable-3x2')} sizes="50vw" priority />
          <Picture image={photo('abri-2-sable-3x2')} sizes="50vw" />
        </>
      );
    }
    const result = await renderRoute(
      input({ loadPage: async () => ({ default: PicturesOnTop, pageQueries }), fetch: visitor.fetch as never }),
    );
    visitor.restore();
    expect(result.preloads).toEqual([
      {
        href: '/api/v1/images/terrasse-1-teck-3x2.0123456789/1280.jpg',
        imagesrcset: expect.stringContaining('/api/v1/images/terrasse-1-teck-3x2.0123456789/960 960w'),
        imagesizes: '100vw',
      },
    ]);
    expect(result.html).toContain('fetchPriority="high"');
    expect(result.html).not.toContain('data:image');
  });

  it('records the build id of the remote code that rendered the page, and none for a page left to the browser', async () => {
    const visitor = visitorApi('Version A', 0);
    const rendered = await renderRoute(
      input({ buildIdOf: () => 'build-a', fetch: visitor.fetch as unknown as typeof fetch }),
    );
    const left = await renderRoute(
      input({
        loadPage: async () => null,
        buildIdOf: () => 'build-a',
        fetch: visitor.fetch as unknown as typeof fetch,
      }),
    );
    visitor.restore();
    expect(rendered.state.page).toMatchObject({ rendered: true, buildId: 'build-a' });
    expect(JSON.parse(rendered.stateJson).page.buildId).toBe('build-a');
    expect(left.state.page).not.toHaveProperty('buildId');
  });

  it('escapes the inlined state so a text cannot close its script element', async () => {
    const visitor = visitorApi('</script><script>alert(1)</script>\u2028', 0);
    const result = await renderRoute(input({ fetch: visitor.fetch as unknown as typeof fetch }));
    visitor.restore();
    expect(result.stateJson).not.toContain('</script>');
    expect(result.stateJson).not.toContain('\u2028');
    expect(JSON.parse(result.stateJson).queries.queries[1].state.data.text).toBe(
      '</script><script>alert(1)</script>\u2028',
    );
  });

  it('answers 404 with the message of the NotFoundError a page query throws', async () => {
    const missing: RemotePageModule = {
      default: GreetingPage,
      pageQueries: () => [
        queryOptions({
          queryKey: ['test', 'missing'],
          queryFn: () => Promise.reject(new NotFoundError('Page Not Found /nulle-part')),
        }),
      ],
    };
    const visitor = visitorApi('x', 0);
    const result = await renderRoute(
      input({ url: '/nulle-part', loadPage: async () => missing, fetch: visitor.fetch as unknown as typeof fetch }),
    );
    visitor.restore();
    expect(result.status).toBe(404);
    // The page says it in French; the error's message stays in the state, never in the page's text.
    expect(result.html).toContain('Page introuvable');
    expect(result.html).not.toContain('Page Not Found');
    expect(result.state.page?.httpError).toEqual({ status: 404, message: 'Page Not Found /nulle-part' });
  });

  it('answers the status the page gives from its data and URL (pageStatus: 400 for refused values), the page rendered', async () => {
    const seen: { data: readonly unknown[]; search: string }[] = [];
    const refusing: RemotePageModule & PageStatusModule = {
      ...greetingModule,
      pageStatus: (data, _params, ctx) => {
        seen.push({ data, search: ctx.searchParams.toString() });
        return ctx.searchParams.has('longueur') ? 400 : 200;
      },
    };
    // Any other value is a 200: a remote cannot give the shell a status it does not know.
    const odd = { ...greetingModule, pageStatus: () => 503 as unknown as 200 };
    const visitor = visitorApi('Bonjour', 0);
    const fetch = visitor.fetch as unknown as typeof globalThis.fetch;
    const refused = await renderRoute(input({ url: '/?longueur=abc', loadPage: async () => refusing, fetch }));
    const fine = await renderRoute(input({ url: '/', loadPage: async () => refusing, fetch }));
    const unknown = await renderRoute(input({ url: '/', loadPage: async () => odd, fetch }));
    visitor.restore();
    expect(refused.status).toBe(400);
    expect(refused.pageRendered).toBe(true);
    expect(refused.html).toContain('Bonjour');
    expect(refused.head?.title).toBe('Bonjour');
    expect(seen[0]).toEqual({ data: [{ text: 'Bonjour' }], search: 'longueur=abc' });
    expect(fine.status).toBe(200);
    expect(unknown.status).toBe(200);
  });

  it('answers 404 when the API refuses the page query’s parameters (400: a page number past its bound)', async () => {
    const refused = fakeFetch({
      'GET /api/v1/home': { status: 400, body: { code: 'VALIDATION_ERROR', message: 'page: too big' } },
      'GET /api/v1/menu': { body: { data: [] } },
    });
    const result = await renderRoute(
      input({ url: '/blog/-p--99999', fetch: refused.fetch as unknown as typeof fetch }),
    );
    refused.restore();
    expect(result.status).toBe(404);
    expect(result.state.page?.httpError).toEqual({ status: 404, message: 'Page Not Found /blog/-p--99999' });
  });

  it('says when the render deadline cut the page (its area went out as a skeleton)', async () => {
    const never = new Promise<never>(() => {});
    function Waiting(): never {
      return use(never);
    }
    // A part of the page under its own boundary (a page without one is rendered in the browser).
    function WaitingPage() {
      return (
        <Suspense fallback={<p aria-busy="true">…</p>}>
          <Waiting />
        </Suspense>
      );
    }
    const visitor = visitorApi('x', 0);
    const result = await renderRoute(
      input({
        budgetMs: 50,
        loadPage: async () => ({ default: WaitingPage }),
        fetch: visitor.fetch as unknown as typeof fetch,
      }),
    );
    visitor.restore();
    expect(result.pageRendered).toBe(true);
    expect(result.timedOut).toBe(true);
    expect(result.html).toContain('aria-busy="true"');

    const quick = visitorApi('Bonjour', 0);
    const complete = await renderRoute(input({ fetch: quick.fetch as unknown as typeof fetch }));
    quick.restore();
    expect(complete.timedOut).toBe(false);
  });

  it('leaves the area to the browser when the remote cannot be loaded (skeleton, never an error)', async () => {
    const visitor = visitorApi('x', 0);
    const result = await renderRoute(
      input({ loadPage: async () => null, fetch: visitor.fetch as unknown as typeof fetch }),
    );
    visitor.restore();
    expect(result.status).toBe(200);
    expect(result.pageRendered).toBe(false);
    expect(result.state.page?.rendered).toBe(false);
    expect(result.html).toContain('aria-busy="true"');
    // React marks the boundary for the browser to render.
    expect(result.html).toContain('<!--$!-->');
  });

  it('renders a page whose data is later than the budget in the browser', async () => {
    const visitor = visitorApi('Trop tard', 300);
    const result = await renderRoute(input({ budgetMs: 50, fetch: visitor.fetch as unknown as typeof fetch }));
    visitor.restore();
    expect(result.status).toBe(200);
    expect(result.pageRendered).toBe(false);
    expect(result.html).not.toContain('Trop tard');
  });

  it('renders the cart with the session’s customer when the request carries the session (a professional: HT first)', async () => {
    const CART_TOKEN = 'cart_0123456789abcdef';
    function CartLikePage() {
      const pro = useProPrices();
      const cart = useServerCart();
      return <main>{`prix: ${pro ? 'HT' : 'TTC'}; panier: ${cart?.token ?? 'aucun'}`}</main>;
    }
    const customer = { id: 7, firstname: 'Paule', isPro: true };
    const render = async (session: boolean) => {
      const visitor = fakeFetch({
        'GET /api/v1/me': { body: { data: customer } },
        'GET /api/v1/cart': { body: { data: { token: CART_TOKEN, cart: { list: [] } } } },
        'GET /api/v1/menu': { body: { data: [] } },
      });
      const result = await renderRoute(
        input({
          url: '/panier',
          remotes: { remotes: [{ name: 'checkout', entry: 'http://remote.test/mf-manifest.json', version: '1' }] },
          loadPage: async () => ({ default: CartLikePage }),
          fetch: visitor.fetch as unknown as typeof fetch,
          cartToken: CART_TOKEN,
          ...(session ? { session: true } : {}),
        }),
      );
      visitor.restore();
      return { result, calls: visitor.calls.map((call) => call.path) };
    };

    const signedIn = await render(true);
    expect(signedIn.result.html).toContain(`prix: HT; panier: ${CART_TOKEN}`);
    // The browser adopts this customer before hydrating: its first render is the server's.
    expect(signedIn.result.state.session).toEqual({ customer, isPro: true });

    // An anonymous visitor's cart: no customer asked for, none handed to the browser.
    const anonymous = await render(false);
    expect(anonymous.result.html).toContain(`prix: TTC; panier: ${CART_TOKEN}`);
    expect(anonymous.calls).not.toContain('/api/v1/me');
    expect(anonymous.result.state).not.toHaveProperty('session');
  });

  it('renders a customer page as the shell and a skeleton (anonymous view), without loading its remote', async () => {
    const loadPage = jest.fn(async () => greetingModule);
    const visitor = visitorApi('x', 0);
    const result = await renderRoute(
      input({ url: '/mes-commandes', loadPage, fetch: visitor.fetch as unknown as typeof fetch }),
    );
    visitor.restore();
    expect(loadPage).not.toHaveBeenCalled();
    expect(result.status).toBe(200);
    expect(result.html).toContain('aria-busy="true"');
  });

  it("renders the account's home for a visitor without a session as its page (its login panel), without the customer's data", async () => {
    const visitorHome = () => <p>Connectez-vous pour retrouver vos commandes.</p>;
    const customerQuery = jest.fn(async () => ({ text: 'jamais lu' }));
    const loadPage = jest.fn(async (): Promise<RemotePageModule> => ({
      default: visitorHome,
      pageQueries: () => [{ queryKey: ['me'], queryFn: customerQuery }],
      pageHead: () => ({ title: 'Mon compte', noindex: true }),
    }));
    const visitor = visitorApi('x', 0);
    const result = await renderRoute(
      input({
        url: '/mon-compte',
        remotes: { remotes: [{ name: 'account', entry: 'http://remote.test/mf-manifest.json', version: '1' }] },
        loadPage,
        fetch: visitor.fetch as unknown as typeof fetch,
      }),
    );
    visitor.restore();
    expect(loadPage).toHaveBeenCalled();
    expect(customerQuery).not.toHaveBeenCalled();
    expect(result.status).toBe(200);
    expect(result.html).toContain('Connectez-vous pour retrouver vos commandes.');
    expect(result.html).not.toContain('aria-busy="true"');
  });
});
