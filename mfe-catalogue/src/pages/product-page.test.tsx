import { apiError, fakeApi, recordToasts, renderPage } from '@arbora/shared/testing';
import { CART_LINE_MAX_QUANTITY, formatMoney, multiplyMoney, shopperPrice } from '@arbora/shared/format';
import { t } from '@arbora/shared/messages/catalogue';
import { cartStore } from '@arbora/shared/store';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { productFixture } from '../testing/product';
import ProductPage, { pageHead, pageQueries } from './product-page';

// Pages load their code and data lazily: on a busy CI machine that takes more than a second.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

expect.extend(toHaveNoViolations);

const SLUG = 'lame-de-terrasse-alveolaire-boreal';
const entity = { body: { data: { entity_type: 'product', id: 2, slug: SLUG, line: 'composite' } } };
// Ipé only comes in 2,40 m here: Ipé + 4,80 m is a combination that is not sold.
const product = { ...productFixture, variants: productFixture.variants.filter((v) => v.id !== 14) };

function serve(extra: Record<string, unknown> = {}) {
  return fakeApi({
    'GET /api/v1/url/entity': entity,
    'GET /api/v1/product/2': { body: { data: product } },
    ...extra,
  });
}

const renderProduct = (route = `/p-${SLUG}`, onError?: (e: unknown) => void) =>
  renderPage(<ProductPage />, { route, params: { slug: SLUG }, ...(onError ? { onError } : {}) });

afterEach(() => cartStore.setState({ token: null, cart: null }));

describe('ProductPage', () => {
  it('shows name, reference, TTC price with éco-participation, HT, per metre, stock and reviews notice', async () => {
    serve();
    const { container } = renderProduct();
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    // Default variant: Brun chocolat 2,40 m, 229,00 € + 2,20 € éco-participation. One reference
    // line, the variant's (the one the cart and the invoice name), not the product's beside it.
    expect(screen.getByTestId('variant-reference')).toHaveTextContent('ARB-LDT1-002-BRUN-CHOCOLAT-2400');
    expect(screen.getByTestId('variant-reference').parentElement?.textContent).toBe(
      'Réf.\u00a0ARB-LDT1-002-BRUN-CHOCOLAT-2400',
    );
    expect(screen.getAllByText(/^\s*(Réf\.|Référence)/)).toHaveLength(1);
    expect(container.textContent).not.toMatch(new RegExp(`${product.reference}(?!-)`));
    // Per linear metre, from the price shown (23,50 € for 2,40 m, éco-participation included): one base for both.
    // Every price says what it buys, written one way: « / lame », « / m linéaire ».
    expect(screen.getByTestId('variant-price-per-metre').textContent).toBe(
      'soit 9,79\u00a0€\u00a0TTC\u00a0/\u00a0m linéaire',
    );
    const main = screen.getByTestId('variant-price');
    expect(main.textContent).toContain('23,50\u00a0€\u00a0TTC\u00a0/\u00a0lame');
    expect(main.textContent).toMatch(/soit [\d,]+\u00a0€\u00a0HT\u00a0\/\u00a0lame/);
    expect(within(screen.getByTestId('variant-price')).getByText(/dont éco-participation/)).toBeInTheDocument();
    expect(screen.getByText(/L111-7-2/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demander un devis' })).toHaveAttribute(
      'href',
      `/devis/devis-terrasse?produit=${SLUG}`,
    );
    expect(screen.getByRole('link', { name: 'Commander un échantillon' })).toHaveAttribute(
      'href',
      `/echantillons/echantillons-lames?produit=${SLUG}`,
    );
    expect(screen.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('gives its pushes’ links a 44 px tap target (the button’s md size), not the 36 px of sm', async () => {
    serve();
    renderProduct();
    for (const name of ['Ouvrir le configurateur', 'Commander des échantillons']) {
      expect(await screen.findByRole('link', { name })).toHaveStyle({ minHeight: '2.75rem' });
    }
  });

  it('shows the rating as a figure, « 4,2/5 (2 avis) », and names it in French for screen readers', async () => {
    serve();
    renderProduct();
    await screen.findByRole('heading', { level: 1, name: product.name });
    // The fixture: 4.2 of 5 from 2 reviews. The link to the reviews reads as it shows.
    const link = screen.getByRole('link', { name: 'Note : 4,2 sur 5 (2\u00a0avis)' });
    expect(link).toHaveAttribute('href', '#avis');
    expect(link.textContent).toBe('4,2/5(2\u00a0avis)');
    expect(within(link).getByRole('img', { name: 'Note : 4,2 sur 5' })).toBeInTheDocument();
    // The reviews section opens with the same summary.
    const reviews = screen.getByRole('region', { name: 'Avis clients' });
    expect(within(reviews).getByText('4,2/5')).toBeInTheDocument();
    expect(within(reviews).getByRole('img', { name: 'Note : 4,2 sur 5' })).toBeInTheDocument();
  });

  it('starts from the variant of the URL and changes reference and price with the choice', async () => {
    serve();
    renderProduct(`/p-${SLUG}?variante=7`);
    expect(await screen.findByTestId('variant-reference')).toHaveTextContent('NOIR-GRAPHITE-2400');
    const price = () => screen.getByTestId('variant-price').textContent ?? '';
    const before = price();
    const longer = screen.getByRole('link', { name: /^4,80\sm/ });
    expect(longer).toHaveAttribute('href', `/p-${SLUG}?variante=8`);
    await userEvent.click(longer);
    expect(screen.getByTestId('variant-reference')).toHaveTextContent('NOIR-GRAPHITE-4800');
    expect(price()).not.toBe(before);
    expect(screen.getByRole('link', { name: /^4,80\sm/ })).toHaveAttribute('aria-current', 'true');
  });

  it('an option not sold with the other choices says so and leads to the nearest variant with its value', async () => {
    serve();
    renderProduct(`/p-${SLUG}?variante=6`);
    await screen.findByTestId('variant-reference');
    const ipe = screen.getByRole('link', { name: /^Ipé/ });
    expect(ipe).toHaveAccessibleName('Ipé (indisponible avec les autres choix)');
    const ipeShort = product.variants.find((v) => v.reference.includes('IPE'))!;
    expect(ipe).toHaveAttribute('href', `/p-${SLUG}?variante=${ipeShort.id}`);
    await userEvent.click(ipe);
    expect(screen.getByTestId('variant-reference')).toHaveTextContent(ipeShort.reference);
    expect(screen.queryByText(/Cette combinaison n'existe pas/)).toBeNull();
    expect(screen.getByText('Longueur :').parentElement).toHaveTextContent('2,40 m');
  });

  it('says a variant is out of stock and blocks the cart button', async () => {
    serve();
    renderProduct(`/p-${SLUG}?variante=6`);
    expect(await screen.findByText('Rupture de stock')).toBeInTheDocument();
    // The chosen option says it too, to everyone.
    expect(screen.getByRole('link', { name: '4,80\u00a0m (épuisé)' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
  });

  it('a product made to measure has no stock to run out of: no « épuisé », the size can be ordered', async () => {
    const server = fakeApi({
      'GET /api/v1/url/entity': entity,
      'GET /api/v1/product/2': { body: { data: { ...product, made_to_measure: true } } },
      'POST /api/v1/cart/update': {
        body: { data: { token: 'tok-2', cart: { token: 'tok-2', list: [{ element_id: 6, quantity: 2 }] } } },
      },
    });
    // Variant 6 (4,80 m) has a stock of 0.
    renderProduct(`/p-${SLUG}?variante=6`);
    expect(await screen.findByText('Fabriqué sur mesure, à la commande')).toBeInTheDocument();
    expect(screen.queryByText('Rupture de stock')).toBeNull();
    expect(screen.queryByText(/épuisé/)).toBeNull();
    expect(screen.getByRole('link', { name: '4,80\u00a0m' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() => expect(cartStore.getState().token).toBe('tok-2'));
    const update = server.calls.find((c) => c.path === '/api/v1/cart/update');
    expect(update?.body).toMatchObject({ type: 'add', elements: [{ element_id: 6, quantity: 2 }] });
  });

  it('adds the chosen quantity through the shared cart command: store and a drawer with picture, variant, quantity, price, no toast over it', async () => {
    const server = serve({
      'POST /api/v1/cart/update': {
        body: { data: { token: 'tok-1', cart: { token: 'tok-1', list: [{ element_id: 7, quantity: 2 }] } } },
      },
    });
    const { toasts, stop } = recordToasts();
    renderProduct(`/p-${SLUG}?variante=7`);
    await screen.findByTestId('variant-reference');
    await userEvent.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() => expect(cartStore.getState().token).toBe('tok-1'));
    const update = server.calls.find((c) => c.path === '/api/v1/cart/update');
    expect(update?.body).toMatchObject({ type: 'add', elements: [{ element_id: 7, quantity: 2 }] });
    const drawer = await screen.findByRole('dialog', { name: 'Ajouté à votre panier' });
    expect(within(drawer).getByRole('link', { name: 'Voir mon panier' })).toHaveAttribute('href', '/panier');
    // The drawer is the confirmation: no toast covers its buttons.
    expect(toasts).toEqual([]);
    const variant = product.variants.find((v) => v.id === 7)!;
    const unit = shopperPrice(variant.prices, variant.ecotax);
    const added = within(drawer).getByTestId('added-line');
    expect(added.querySelector('img')).toHaveAttribute('src', variant.cover.url);
    expect(added.textContent).toContain(variant.name);
    // The product's name is said once: the variant's name starts with it.
    expect(added.textContent!.split(product.name).length - 1).toBe(1);
    expect(added.textContent).toContain('Quantité\u00a0: 2');
    expect(added.textContent).toContain(`${formatMoney(multiplyMoney(unit.ttc, 2))}\u00a0TTC`);
    expect(added.textContent).toContain(`(${formatMoney(unit.ttc)}\u00a0TTC\u00a0/\u00a0lame)`);
    stop();
  });

  it('tells a stock refusal of the API next to the button', async () => {
    serve({ 'POST /api/v1/cart/update': apiError(400, 'CART_STOCK_INSUFFICIENT', { available: 3, requested: 5 }) });
    renderProduct(`/p-${SLUG}?variante=7`);
    await screen.findByTestId('variant-reference');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    // One asked, five the cart would hold: four are in it already, more than the three in stock.
    expect(
      await screen.findByText('Il ne reste que 3 exemplaires en stock, et votre panier en contient déjà 4.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toHaveAccessibleDescription(/Il ne reste que 3/);
  });

  it('a refused add is told once: an inline code in place without a toast, any other failure by the toast alone', async () => {
    const { toasts, stop } = recordToasts();
    serve({ 'POST /api/v1/cart/update': apiError(400, 'CART_STOCK_INSUFFICIENT', { available: 0, requested: 1 }) });
    renderProduct(`/p-${SLUG}?variante=7`);
    await screen.findByTestId('variant-reference');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(
      await screen.findByText(/Stock insuffisant pour cet article \(quantité disponible : 0\)/),
    ).toBeInTheDocument();
    expect(toasts).toEqual([]);
    stop();
  });

  it('a server failure of the add is told by the toast alone, not again next to the button', async () => {
    const { toasts, stop } = recordToasts();
    serve({ 'POST /api/v1/cart/update': apiError(500, 'INTERNAL') });
    renderProduct(`/p-${SLUG}?variante=7`);
    await screen.findByTestId('variant-reference');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(screen.queryByText(t('catalogue_add_to_cart_failed'))).toBeNull();
    stop();
  });

  it('bounds the quantity by the stock', async () => {
    serve();
    renderProduct(`/p-${SLUG}?variante=8`); // 3 in stock
    await screen.findByTestId('variant-reference');
    const plus = screen.getByRole('button', { name: 'Augmenter la quantité' });
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(screen.getByLabelText('Quantité')).toHaveValue(3);
    expect(plus).toBeDisabled();
  });

  it('bounds the quantity by the cart’s largest line when the stock is larger', async () => {
    fakeApi({
      'GET /api/v1/url/entity': entity,
      'GET /api/v1/product/2': {
        body: { data: { ...product, variants: product.variants.map((v) => ({ ...v, stock: 2_000 })) } },
      },
    });
    renderProduct(`/p-${SLUG}?variante=8`);
    await screen.findByTestId('variant-reference');
    expect(screen.getByLabelText('Quantité')).toHaveAttribute('max', String(CART_LINE_MAX_QUANTITY));
  });

  it('is a 404 for an unknown slug', async () => {
    fakeApi({ 'GET /api/v1/url/entity': apiError(404, 'NOT_FOUND') });
    const onError = jest.fn();
    renderPage(<ProductPage />, { route: '/p-inconnu', params: { slug: 'inconnu' }, onError });
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onError.mock.calls[0][0]).toMatchObject({ status: 404, name: 'NotFoundError' });
  });

  it('declares its query and a head with Product and BreadcrumbList JSON-LD', () => {
    const ctx = { pathname: `/p-${SLUG}`, searchParams: new URLSearchParams('variante=7'), plasticLine: false };
    expect(pageQueries({ slug: SLUG }, ctx)[0]?.queryKey).toEqual(['catalogue', 'product', SLUG]);
    const head = pageHead([product], { slug: SLUG }, ctx);
    const [ld, crumbs] = head?.jsonLd ?? [];
    // The offer of the variant shown: its price with its éco-participation (2 290 € + 60 €), at the canonical URL.
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: 'ARB-LDT1-002-NOIR-GRAPHITE-2400',
      url: `/p-${SLUG}`,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'EUR',
        price: '23.50',
        url: `/p-${SLUG}`,
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { ratingValue: product.rating.average, reviewCount: 2 },
    });
    const soldOut = pageHead([product], { slug: SLUG }, { ...ctx, searchParams: new URLSearchParams('variante=6') });
    expect(soldOut?.jsonLd?.[0]?.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(head?.canonical).toBe(`/p-${SLUG}`);
  });

  it('gives an Océlia product its /ocelia/p- URL as canonical, whichever spelling was asked', () => {
    const ocelia = { ...product, line: 'ocelia' as const };
    for (const plasticLine of [false, true]) {
      const ctx = { pathname: '/p-x', searchParams: new URLSearchParams(), plasticLine };
      expect(pageHead([ocelia], { slug: SLUG }, ctx)?.canonical).toBe(`/ocelia/p-${SLUG}`);
      expect(pageHead([product], { slug: SLUG }, ctx)?.canonical).toBe(`/p-${SLUG}`);
    }
  });
});
