import { fakeApi, renderPage } from '@arbora/shared/testing';
import { pageContext } from '@arbora/shared/platform';
import { cartStore } from '@arbora/shared/store';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { useLocation } from 'react-router';
import { productFixture } from '../testing/product';
import ProductPage, { pageStatus } from './product-page';

// Pages load their code and data lazily: on a busy CI machine that takes more than a second.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);
expect.extend(toHaveNoViolations);

const SLUG = 'lame-de-terrasse-alveolaire-boreal';
const entity = { body: { data: { entity_type: 'product', id: 2, slug: SLUG, line: 'composite' } } };

function serve(product = productFixture, extra: Record<string, unknown> = {}) {
  return fakeApi({
    'GET /api/v1/url/entity': entity,
    'GET /api/v1/product/2': { body: { data: product } },
    ...extra,
  });
}
const renderProduct = (route = `/p-${SLUG}`) => renderPage(<ProductPage />, { route, params: { slug: SLUG } });

/** The address the page is at (what a reload would open). */
let lastPath = '';
function WhereAmI() {
  const location = useLocation();
  lastPath = location.pathname + location.search;
  return null;
}

afterEach(() => cartStore.setState({ token: null, cart: null }));

// The default variant: Brun chocolat 2,40 m, 145 mm wide, 23,50 € TTC with its éco-participation.
// With its 5 mm joint a board covers 0,15 × 2,40 = 0,36 m²: 23,50 / 0,36 = 65,28 € the m².
describe('ProductPage of a decking board: its price per m² and the surface calculator', () => {
  it('says the price per m², TTC, beside the board’s', async () => {
    serve();
    const { container } = renderProduct();
    expect((await screen.findByTestId('variant-price-per-square-metre')).textContent).toBe(
      'soit 65,28\u00a0€\u00a0TTC\u00a0/\u00a0m²',
    );
    const calculator = screen.getByRole('region', { name: /^Combien de lames pour votre terrasse\s\?$/ });
    // Its basis in plain words, with French typography (no line may part « 5 mm » or « 10 % »).
    expect(calculator.textContent).toContain(
      'Une lame de 2,40\u00a0m couvre 0,36\u00a0m² (145\u00a0mm de large et 5\u00a0mm de joint). Nous ajoutons 10\u00a0% à la surface',
    );
    // Nothing typed yet: no count, no button.
    expect(within(calculator).queryByTestId('surface-add')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('counts the boards as the surface is typed, rounded up with 10 % of offcuts, and adds them', async () => {
    const server = serve(productFixture, {
      'POST /api/v1/cart/update': {
        body: { data: { token: 'tok-1', cart: { token: 'tok-1', list: [{ element_id: 5, quantity: 62 }] } } },
      },
    });
    renderProduct();
    const field = await screen.findByLabelText('Votre surface en m²');
    await userEvent.type(field, '20');
    // 20 m² + 10 % = 22 m², over 0,36 m² = 61,1: 62 boards.
    expect(screen.getByTestId('surface-result').textContent).toBe(
      '→ 62\u00a0lames pour 20\u00a0m² (dont 10\u00a0% de chutes)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter 62\u00a0lames au panier' }));
    await waitFor(() => expect(cartStore.getState().token).toBe('tok-1'));
    expect(server.calls.find((c) => c.path === '/api/v1/cart/update')?.body).toMatchObject({
      type: 'add',
      elements: [{ element_id: 5, quantity: 62 }],
    });
    const drawer = await screen.findByRole('dialog', { name: 'Ajouté à votre panier' });
    expect(within(drawer).getByTestId('added-line').textContent).toContain('Quantité\u00a0: 62');
  });

  it('renders the count of `?surface=` before any script: a GET form to the page, the addition a POST', async () => {
    serve();
    renderProduct(`/p-${SLUG}?variante=5&surface=12,5`);
    // 12,5 × 1,1 = 13,75 m² / 0,36 = 38,2: 39 boards.
    expect((await screen.findByTestId('surface-result')).textContent).toContain('39\u00a0lames pour 12,5\u00a0m²');
    const field = screen.getByLabelText('Votre surface en m²');
    expect(field).toHaveValue('12,5');
    expect(field).toHaveAttribute('name', 'surface');
    const form = field.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', `/p-${SLUG}`);
    expect(form.querySelector('input[type=hidden][name=variante]')).toHaveValue('5');
    const add = screen.getByRole('button', { name: 'Ajouter 39\u00a0lames au panier' }).closest('form')!;
    expect(add).toHaveAttribute('method', 'post');
    expect(add.querySelector('input[name=variant]')).toHaveValue('5');
    expect(add.querySelector('input[name=quantity]')).toHaveValue('39');
  });

  it('a surface it cannot read: a French message on the field, no count, and the page is a 400', async () => {
    serve();
    renderProduct(`/p-${SLUG}?surface=vingt`);
    const field = await screen.findByLabelText('Votre surface en m²');
    expect(field).toHaveAccessibleDescription(/Indiquez votre surface en m², par exemple 20 ou 12,5\.$/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('surface-add')).toBeNull();
    const status = (search: string) => pageStatus([], { slug: SLUG }, pageContext(`/p-${SLUG}`, search, false));
    expect(status('?surface=vingt')).toBe(400);
    expect(status('?surface=5000')).toBe(400);
    expect(status('?surface=20')).toBe(200);
    expect(status('')).toBe(200);
  });

  it('never offers more than the stock: the count is capped and says why', async () => {
    serve();
    renderProduct(`/p-${SLUG}?variante=8&surface=20`); // 3 in stock
    expect(await screen.findByRole('button', { name: 'Ajouter 3\u00a0lames au panier' })).toBeInTheDocument();
    expect(screen.getByText(/Le stock permet d’en ajouter 3 au plus/)).toBeInTheDocument();
  });

  it('a longer board needs fewer: the count follows the length chosen, the surface kept', async () => {
    serve();
    renderProduct(`/p-${SLUG}?variante=6&surface=20`); // 4,80 m: 0,72 m² a board
    expect((await screen.findByTestId('surface-result')).textContent).toContain('31\u00a0lames pour 20\u00a0m²');
  });

  it('another length or colour keeps the surface in its link: the count survives without JavaScript', async () => {
    serve();
    renderPage(
      <>
        <ProductPage />
        <WhereAmI />
      </>,
      { route: `/p-${SLUG}?variante=5&surface=20`, params: { slug: SLUG } },
    );
    const longer = await screen.findByRole('link', { name: /^4,80\sm/ });
    expect(longer).toHaveAttribute('href', `/p-${SLUG}?variante=6&surface=20`);
    expect(screen.getByRole('link', { name: /^Teck/ }).getAttribute('href')).toMatch(/\?variante=\d+&surface=20$/);
    // Followed in place once the script runs, the address is the link's: a reload keeps the figure.
    await userEvent.click(longer);
    expect(lastPath).toBe(`/p-${SLUG}?variante=6&surface=20`);
    expect(screen.getByTestId('surface-result').textContent).toContain('31\u00a0lames pour 20\u00a0m²');
    // The figure typed follows too (a link opened in another tab)…
    const shorter = screen.getByRole('link', { name: /^2,40\sm/ });
    const field = screen.getByLabelText('Votre surface en m²');
    await userEvent.clear(field);
    await userEvent.type(field, '12,5');
    expect(shorter).toHaveAttribute('href', `/p-${SLUG}?variante=5&surface=12%2C5`);
    // …but not one it cannot read, whose page would be a 400.
    await userEvent.clear(field);
    await userEvent.type(field, 'vingt');
    expect(shorter).toHaveAttribute('href', `/p-${SLUG}?variante=5`);
  });

  it('no surface, no parameter: the variants’ links are the variants’ pages', async () => {
    serve();
    renderProduct(`/p-${SLUG}?variante=5`);
    expect(await screen.findByRole('link', { name: /^4,80\sm/ })).toHaveAttribute('href', `/p-${SLUG}?variante=6`);
  });

  it('no price per m² nor calculator for what is not a decking or cladding board', async () => {
    serve({ ...productFixture, categories: [{ id: 3, name: 'Clôtures', slug: 'c-clotures' }] });
    renderProduct();
    await screen.findByTestId('variant-price');
    expect(screen.queryByTestId('variant-price-per-square-metre')).toBeNull();
    expect(screen.queryByTestId('surface-calculator')).toBeNull();
  });
});
