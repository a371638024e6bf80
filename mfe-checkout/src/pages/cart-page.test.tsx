import { apiError, fakeApi, recordToasts, renderPage } from '@arbora/shared/testing';
import { cartStore, clearCart, sessionStore } from '@arbora/shared/store';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { cartAnswer, cartFixture, lineFixture, recupLine, sampleLine, TOKEN } from '../testing/fixtures';
import CartPage from './cart-page';

expect.extend(toHaveNoViolations);

let api: ReturnType<typeof fakeApi>;
const variantAnswer = {
  body: {
    data: {
      attributes: [
        { technical_name: 'couleur', name: 'Couleur', value: 'Teck', type: 'color', values: [], unit: null },
        { technical_name: 'longueur', name: 'Longueur', value: '3600', type: 'number', values: [], unit: 'mm' },
      ],
    },
  },
};

beforeEach(() => {
  clearCart();
  sessionStore.setState({ loggedIn: false, customer: null, isPro: false });
});
afterEach(() => api.restore());

function start(routes: Parameters<typeof fakeApi>[0], cart = cartFixture()) {
  cartStore.setState({ token: cart.token, cart: cart as never });
  api = fakeApi({ 'GET /api/v1/product-variant/3011': variantAnswer, ...routes });
  return renderPage(<CartPage />, { route: '/panier' });
}

describe('CartPage (/panier)', () => {
  it('shows a professional his cart HT first, the TTC beside it, once the page is his (after hydration)', async () => {
    sessionStore.setState({ isPro: true });
    start({ 'GET /api/v1/cart': cartAnswer() });
    const line = (await screen.findByRole('heading', { name: 'Lame de terrasse Lisbonne' })).closest('li')!;
    expect(
      await within(line).findByText(
        // Its éco-participation HT too (0,10 € HT, 0,12 € TTC), as the summary's « 0,20 € HT ».
        /^Prix unitaire\s:\s33,35\s€\sHT \(40,02\s€\sTTC\), dont éco-participation\s:\s0,10\s€\sHT$/,
      ),
    ).toBeInTheDocument();
    expect(within(line).getByText(/^66,70\s€\sHT \(80,04\s€\sTTC\)$/)).toBeInTheDocument();
  });

  it('shows a professional the summary HT, then « Total HT », the VAT and « Total TTC », the amount charged', async () => {
    sessionStore.setState({ loggedIn: true, isPro: true });
    const { container } = start({ 'GET /api/v1/cart': cartAnswer() });
    const summary = await screen.findByText('Total HT');
    const list = summary.closest('dl')!;
    expect(list).toHaveAccessibleName('Récapitulatif des montants');
    expect(list).toHaveTextContent(
      /^Articlesdont éco-participation\s:\s0,20\s€\sHT66,70\s€\sHTLivraisoncalculée à l’étape suivanteTotal HT66,70\s€TVA \(20\s%\)13,34\s€Total TTC80,04\s€$/,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('a private customer’s summary stays TTC, the VAT as « dont »', async () => {
    sessionStore.setState({ loggedIn: true, isPro: false });
    const { container } = start({ 'GET /api/v1/cart': cartAnswer() });
    await screen.findByRole('heading', { name: 'Lame de terrasse Lisbonne' });
    const totals = container.querySelector('dl')!;
    expect(totals).toHaveTextContent(
      /^Articlesdont éco-participation\s:\s0,24\s€80,04\s€Livraisoncalculée à l’étape suivanteTotal TTCdont TVA \(20\s%\)\s:\s13,34\s€80,04\s€$/,
    );
    expect(screen.queryByText('Total HT')).toBeNull();
  });

  it('shows each line with its attributes, unit price TTC (éco-participation included) and quantity, the totals, and « Commander »', async () => {
    const cart = cartFixture({ list: [lineFixture(), sampleLine()] });
    const { container } = start({ 'GET /api/v1/cart': cartAnswer(cart) }, cart);
    const line = (await screen.findByRole('heading', { name: 'Lame de terrasse Lisbonne' })).closest('li')!;
    // The product page's rule: 39,90 € + 0,12 € of éco-participation, told as « dont ».
    expect(
      within(line).getByText(/^Prix unitaire\s:\s40,02\s€\sTTC, dont éco-participation\s:\s0,12\s€$/),
    ).toBeInTheDocument();
    expect(within(line).getByText(/^80,04\s€\sTTC$/)).toBeInTheDocument();
    expect(line).not.toHaveTextContent(/HT/);
    expect(await within(line).findByText(/Couleur\s:\sTeck/)).toBeInTheDocument();
    expect(within(line).getByText(/Longueur\s:\s3600 mm/)).toBeInTheDocument();
    expect(within(line).getByRole('spinbutton', { name: 'Quantité de « Lame de terrasse Lisbonne »' })).toHaveValue(2);

    const sample = screen.getByRole('heading', { name: 'Échantillon Lisbonne teck' }).closest('li')!;
    expect(within(sample).getByText('Échantillon gratuit')).toBeInTheDocument();
    expect(within(sample).getByText('Gratuit')).toBeInTheDocument();
    expect(within(sample).queryByRole('spinbutton')).toBeNull();

    const totals = container.querySelector('dl')!;
    // One basis, TTC: articles (éco-participation included, « dont ») + delivery − discounts = total.
    expect(totals).toHaveTextContent(
      /^Articlesdont éco-participation\s:\s0,24\s€80,04\s€Livraisoncalculée à l’étape suivante/,
    );
    expect(totals).toHaveTextContent(/Total TTCdont TVA \(20\s%\)\s:\s13,34\s€80,04\s€$/);
    expect(totals).not.toHaveTextContent(/HT/);
    expect(screen.getByRole('link', { name: 'Commander' })).toHaveAttribute('href', '/panier/livraison');
    expect(api.calls[0]?.url.searchParams.get('cart_token')).toBe(TOKEN);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('a quantity change sets the line and shows the new totals; the stepper stops at the stock', async () => {
    const after = cartFixture({ list: [lineFixture({ quantity: 3 })], total_ttc: 1200000 });
    start({ 'GET /api/v1/cart': cartAnswer(), 'POST /api/v1/cart/update': cartAnswer(after) });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Augmenter la quantité de « Lame de terrasse Lisbonne »' }),
    );
    expect(await screen.findByText(/120,00\s€/, { selector: 'dd' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/v1/cart/update')?.body).toMatchObject({
      type: 'set',
      cart_token: TOKEN,
      elements: [{ element_id: 3011, quantity: 3, type: 'product' }],
    });
    act(() => cartStore.setState({ cart: cartFixture({ list: [lineFixture({ quantity: 5, stock: 5 })] }) as never }));
    expect(
      screen.getByRole('button', { name: 'Augmenter la quantité de « Lame de terrasse Lisbonne »' }),
    ).toBeDisabled();
  });

  it('a quantity change costs one round-trip: the line changes at once, the totals come from that one answer', async () => {
    const after = cartFixture({ list: [lineFixture({ quantity: 3 })], total_ttc: 1200000 });
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    start({
      'GET /api/v1/cart': cartAnswer(),
      'POST /api/v1/cart/update': async () => {
        await held;
        return cartAnswer(after);
      },
    });
    const cartCalls = () =>
      api.calls.filter((c) => c.path.startsWith('/api/v1/cart')).map((c) => `${c.method} ${c.path}`);
    const plus = await screen.findByRole('button', { name: 'Augmenter la quantité de « Lame de terrasse Lisbonne »' });
    await waitFor(() => expect(cartCalls()).toEqual(['GET /api/v1/cart']));
    const line = plus.closest('li')!;
    const totalBefore = screen.getByText('Total TTC').nextElementSibling!.textContent;

    await userEvent.click(plus);
    // Optimistic: the asked quantity and its line total (3 × (39,90 + 0,12) €) show before the answer.
    expect(within(line).getByRole('spinbutton')).toHaveValue(3);
    expect(within(line).getByText(/^120,06\s€\sTTC$/)).toBeInTheDocument();
    expect(screen.getByText('Total TTC').nextElementSibling!.textContent).toBe(totalBefore);

    act(() => answer());
    expect(await screen.findByText(/120,00\s€/, { selector: 'dd' })).toBeInTheDocument();
    // One call per change: the answer carries the priced cart, nothing is read again.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(cartCalls()).toEqual(['GET /api/v1/cart', 'POST /api/v1/cart/update']);
  });

  it('a quantity typed over the stock is brought down to it, and the line says so', async () => {
    // The fixture's line: 2 of 5 in stock.
    const after = cartFixture({ list: [lineFixture({ quantity: 5 })] });
    start({ 'GET /api/v1/cart': cartAnswer(), 'POST /api/v1/cart/update': cartAnswer(after) });
    const field = await screen.findByRole('spinbutton', { name: 'Quantité de « Lame de terrasse Lisbonne »' });
    await userEvent.clear(field);
    await userEvent.type(field, '999{Enter}');
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/v1/cart/update')?.body).toMatchObject({
        elements: [{ element_id: 3011, quantity: 5 }],
      }),
    );
    const line = field.closest('li')!;
    const said = 'Stock disponible\u00a0: 5. La quantité demandée (999) a été ramenée à 5.';
    // (toHaveTextContent reads the no-break space as a space)
    expect(await within(line).findByRole('status')).toHaveTextContent(said.replace('\u00a0', ' '));
    expect(field).toHaveValue(5);
    expect(field).toHaveAccessibleDescription(said);
    // Still said once the field is left; gone with a quantity under the stock.
    await userEvent.tab();
    expect(within(line).getByRole('status')).toHaveTextContent(said.replace('\u00a0', ' '));
    act(() => cartStore.setState({ cart: cartFixture({ list: [lineFixture({ quantity: 4 })] }) as never }));
    expect(within(line).queryByRole('status')).toBeNull();
  });

  it('a refused quantity change puts the line back as the server has it', async () => {
    start({
      'GET /api/v1/cart': cartAnswer(),
      'POST /api/v1/cart/update': apiError(400, 'CART_STOCK_INSUFFICIENT', { available: 2 }),
    });
    const plus = await screen.findByRole('button', { name: 'Augmenter la quantité de « Lame de terrasse Lisbonne »' });
    const line = plus.closest('li')!;
    await userEvent.click(plus);
    expect(await within(line).findByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(within(line).getByRole('spinbutton')).toHaveValue(2));
    expect(within(line).getByText(/^80,04\s€\sTTC$/)).toBeInTheDocument();
  });

  it('CART_STOCK_INSUFFICIENT is shown on the line (no toast) and the cart is kept', async () => {
    const toasts = recordToasts();
    start({
      'GET /api/v1/cart': cartAnswer(),
      'POST /api/v1/cart/update': apiError(400, 'CART_STOCK_INSUFFICIENT', {
        element_id: 3011,
        available: 2,
        requested: 4,
      }),
    });
    const field = await screen.findByRole('spinbutton', { name: 'Quantité de « Lame de terrasse Lisbonne »' });
    await userEvent.clear(field);
    await userEvent.type(field, '4{Enter}');
    const line = field.closest('li')!;
    expect(await within(line).findByRole('alert')).toHaveTextContent(
      'Stock insuffisant pour cet article (quantité disponible : 2).',
    );
    expect(toasts.toasts).toEqual([]);
    expect(cartStore.getState().cart?.list[0]?.quantity).toBe(2);
    toasts.stop();
  });

  it('removing a line posts /cart/remove', async () => {
    start({ 'GET /api/v1/cart': cartAnswer(), 'POST /api/v1/cart/remove': cartAnswer(cartFixture({ list: [] })) });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Retirer «\u00a0Lame de terrasse Lisbonne\u00a0» du panier' }),
    );
    expect(await screen.findByRole('heading', { name: 'Votre panier est vide' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/v1/cart/remove')?.url.searchParams.get('element_id')).toBe('3011');
  });

  it.each([
    ['CART_RULE_INVALID_CODE', 'Ce code promo n’est pas valide.'],
    ['CART_RULE_ALREADY_ANOTHER_CODE_IN_PROGRESS', 'Un autre code promo est déjà appliqué à votre panier.'],
    ['CART_RULE_INVALID_DATE', 'Ce code promo n’est pas valable à cette date.'],
    ['CART_RULE_INVALID_CART', 'Ce code promo ne s’applique pas au contenu de votre panier.'],
  ])('a promotion refused with %s shows « %s » under the field', async (code, text) => {
    start({ 'GET /api/v1/cart': cartAnswer(), 'POST /api/v1/cart/promotion/add': apiError(400, code) });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Code promo' }), 'ETE2024');
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code promo' })).toHaveAccessibleDescription(
      expect.stringContaining(text),
    );
  });

  it.each([
    [
      'its minimum',
      'CART_RULE_INVALID_CART',
      { reason: 'minimum', min_subtotal_ttc: 1_000_000 },
      'Ce code promo s’applique dès 100,00\u00a0€ d’achat de produits (hors livraison).',
    ],
    [
      'its use on an earlier order',
      'CART_RULE_INVALID_CART',
      { reason: 'already_used' },
      'Vous avez déjà utilisé ce code promo lors d’une précédente commande. Il n’est valable qu’une fois.',
    ],
    [
      'its dates',
      'CART_RULE_INVALID_DATE',
      { starts_at: '2099-12-01T00:00:00.000Z', ends_at: '2099-12-25T22:59:59.000Z' },
      'Ce code promo est valable du 1er\u00a0décembre 2099 au 25\u00a0décembre 2099.',
    ],
  ])('a promotion refused for %s says so under the field', async (_why, code, data, text) => {
    start({ 'GET /api/v1/cart': cartAnswer(), 'POST /api/v1/cart/promotion/add': apiError(400, code, data) });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Code promo' }), 'BIENVENUE10');
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    // findByText compares with the node's text, its spaces (the no-break one too) made plain.
    expect(await screen.findByText(text.replace(/\u00a0/g, ' '))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code promo' })).toHaveAccessibleDescription(
      expect.stringContaining(text),
    );
  });

  it('applies and removes a promotion code; the discount shows in the totals', async () => {
    const discounted = cartFixture({
      promotion_code: 'BIENVENUE10',
      remise: [{ name: 'BIENVENUE10', amount: 66500, amount_ttc: 79800 }],
    });
    start({
      'GET /api/v1/cart': cartAnswer(),
      'POST /api/v1/cart/promotion/add': cartAnswer(discounted),
      'POST /api/v1/cart/promotion/remove': cartAnswer(),
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Code promo' }), 'bienvenue10');
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText('Code promo BIENVENUE10 appliqué.')).toBeInTheDocument();
    expect(screen.getByText(/−\s7,98\s€/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retirer le code' }));
    expect(await screen.findByRole('textbox', { name: 'Code promo' })).toBeInTheDocument();
  });

  it('the focus stays on the code: on « Retirer le code » once applied, on the field once removed', async () => {
    const discounted = cartFixture({
      promotion_code: 'BIENVENUE10',
      remise: [{ name: 'BIENVENUE10', amount: 66500, amount_ttc: 79800 }],
    });
    start({
      'GET /api/v1/cart': cartAnswer(),
      'POST /api/v1/cart/promotion/add': cartAnswer(discounted),
      'POST /api/v1/cart/promotion/remove': cartAnswer(),
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Code promo' }), 'BIENVENUE10{Enter}');
    const remove = await screen.findByRole('button', { name: 'Retirer le code' });
    await waitFor(() => expect(remove).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const field = await screen.findByRole('textbox', { name: 'Code promo' });
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('a removed line leaves the focus on the cart’s heading; the last one on « Votre panier est vide »', async () => {
    const two = cartFixture({ list: [lineFixture(), sampleLine()], total_product: 3 });
    const answers = [cartFixture({ list: [sampleLine()], total_product: 1 }), cartFixture({ list: [] })];
    start({ 'GET /api/v1/cart': cartAnswer(two), 'POST /api/v1/cart/remove': answers.map(cartAnswer) }, two);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Retirer «\u00a0Lame de terrasse Lisbonne\u00a0» du panier' }),
    );
    const heading = await screen.findByRole('heading', { name: '1 article' });
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: /^Retirer «\u00a0Échantillon/ }));
    const empty = await screen.findByRole('heading', { name: 'Votre panier est vide' });
    await waitFor(() => expect(empty).toHaveFocus());
  });

  it('offers off-cut recovery to professionals only', async () => {
    const withRecup = cartFixture({ recup_chute: true, list: [lineFixture(), recupLine()] });
    sessionStore.setState({ loggedIn: true, isPro: true });
    start({ 'GET /api/v1/cart': cartAnswer(), 'POST /api/v1/cart/recup-chute': cartAnswer(withRecup) });
    // Its fee said as the page's prices: HT to a professional (25 € HT, 30 € TTC).
    const box = await screen.findByRole('checkbox', { name: /Récupération de vos chutes/ });
    expect(box).toHaveAccessibleName(/^Récupération de vos chutes de chantier \(25,00\s€\sHT\)$/);
    await userEvent.click(box);
    expect(await screen.findByRole('heading', { name: 'Récupération des chutes' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/v1/cart/recup-chute')?.body).toEqual({
      cart_token: TOKEN,
      add: true,
    });
    expect(screen.getByRole('checkbox', { name: /Récupération de vos chutes/ })).toBeChecked();
    // The off-cut line is a service, no variant: nothing is asked about it (no GET /product-variant/0).
    expect(api.calls.filter((c) => c.path.startsWith('/api/v1/product-variant/')).map((c) => c.path)).toEqual([
      '/api/v1/product-variant/3011',
    ]);
  });

  it('hides off-cut recovery from a private customer', async () => {
    start({ 'GET /api/v1/cart': cartAnswer() });
    await screen.findByRole('heading', { name: 'Lame de terrasse Lisbonne' });
    expect(screen.queryByRole('checkbox', { name: /Récupération/ })).toBeNull();
  });

  it('removing the last product while only recovery remains turns recovery off (SPEC 4)', async () => {
    sessionStore.setState({ loggedIn: true, isPro: true });
    const withRecup = cartFixture({ recup_chute: true, list: [lineFixture(), recupLine()] });
    start(
      {
        'GET /api/v1/cart': cartAnswer(withRecup),
        'POST /api/v1/cart/remove': cartAnswer(cartFixture({ recup_chute: true, list: [recupLine()] })),
        'POST /api/v1/cart/recup-chute': cartAnswer(cartFixture({ list: [] })),
      },
      withRecup,
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Retirer «\u00a0Lame de terrasse Lisbonne\u00a0» du panier' }),
    );
    expect(await screen.findByRole('heading', { name: 'Votre panier est vide' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/v1/cart/recup-chute')?.body).toEqual({
      cart_token: TOKEN,
      add: false,
    });
  });

  it('an empty cart links to the catalogue', async () => {
    api = fakeApi({});
    renderPage(<CartPage />, { route: '/panier' });
    expect(await screen.findByRole('heading', { name: 'Votre panier est vide' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lames de terrasse' })).toHaveAttribute('href', '/c-lames-de-terrasse');
    expect(api.calls).toEqual([]);
  });

  it('API outage: the last cart stays with a banner, a change is refused with a message, « Réessayer » recovers', async () => {
    let down = true;
    start({
      'GET /api/v1/cart': () => (down ? { status: 503, body: { code: 'UNAVAILABLE', message: 'down' } } : cartAnswer()),
      'POST /api/v1/cart/update': { status: 502, body: undefined },
    });
    expect(await screen.findByText(/Nous ne parvenons pas à joindre notre serveur/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lame de terrasse Lisbonne' })).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Augmenter la quantité de « Lame de terrasse Lisbonne »' }),
    );
    expect(await screen.findByText(/Votre modification n’a pas été enregistrée/)).toBeInTheDocument();
    expect(cartStore.getState().cart?.list[0]?.quantity).toBe(2);

    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('heading', { name: 'Lame de terrasse Lisbonne' });
    expect(screen.queryByText(/Nous ne parvenons pas à joindre notre serveur/)).toBeNull();
  });
});
