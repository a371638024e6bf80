import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';
import { call, guestCart, variants, type Variant } from './checkout-helpers';

// Issue 36 point 3: the cart works without JavaScript. « Ajouter au panier », a quantity, a removal
// and the promotion code are forms the shell server answers (the page's `pageAction`), then 303
// back to the cart, which the server renders from the cart cookie. They are guarded by their Origin
// alone, no per-visitor token (shell/server/form-actions/guard.ts), so a product page stays public
// (issue 38 point 3).

const PRODUCT = '/p-lame-de-terrasse-alveolaire-boreal?variante=7';
const CART_COOKIE = 'arbora_cart';

const cartLines = (page: Page) => page.getByRole('list', { name: 'Articles du panier' }).locator(':scope > li');
const quantityOf = (page: Page, name: string) => page.getByRole('spinbutton', { name: `Quantité de « ${name} »` });

async function cartCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === CART_COOKIE);
}

/** The cart as the API has it (the same truth the JavaScript flow reaches). */
async function apiCart(page: Page, token: string) {
  const response = await page.request.get(`/api/v1/cart?cart_token=${encodeURIComponent(token)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { cart: { list: { element_id: number; quantity: number }[] } } }).data
    .cart;
}

/** A guest cart of three lines (checkout-helpers' guestCart) whose token the browser holds in its cart cookie: the token. */
async function cartInCookie(page: Page, request: APIRequestContext, baseURL: string): Promise<string> {
  const { token } = await guestCart(request);
  await page.context().addCookies([{ name: CART_COOKIE, value: token, url: baseURL }]);
  return token;
}

/** Two in-stock variants of one product in two colours, from the seed through the API, with their colours. */
async function twoColours(request: APIRequestContext): Promise<[Variant, string][]> {
  const colourOf = (variant: Variant & { attributes?: { technical_name: string; value: string | null }[] }) =>
    variant.attributes?.find((attribute) => attribute.technical_name === 'couleur')?.value ?? null;
  const list = (await variants(request)).filter((variant) => variant.stock >= 2 && colourOf(variant));
  for (const first of list) {
    const other = list.find((v) => v.variant_parent === first.variant_parent && colourOf(v) !== colourOf(first));
    if (other) return [first, other].map((variant) => [variant, colourOf(variant)!]);
  }
  throw new Error('no product of the seed in two colours');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // The seed's home products all have several variants: their card offers « Voir les options » (a
  // link to the page where colour and length are chosen), not an addition of a default variant. A
  // one-variant product's « Ajouter au panier » posts to /panier (mfe-content add-to-cart-button.test).
  test('the home’s « Voir les options » opens its product’s page, where the variant is chosen (no POST)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const tiles = page.getByRole('region', { name: 'Produits phares' }).getByRole('listitem');
    const link = tiles.getByRole('link', { name: /^Voir les options de « .+ »$/ }).first();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/p-/);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
    });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect(posts).toEqual([]);
    await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
  });

  test('each line names its variant’s attributes: two colours of one product are told apart', async ({
    page,
    request,
    baseURL,
  }) => {
    const pair = await twoColours(request);
    const { token } = await call<{ token: string }>(request, 'POST', '/cart/update', {
      type: 'add',
      elements: pair.map(([variant]) => ({
        element_id: variant.id,
        element_type: 'product_variant',
        type: 'product',
        quantity: 1,
      })),
    });
    await page.context().addCookies([{ name: CART_COOKIE, value: token, url: baseURL! }]);
    await page.goto('/panier');
    // Rendered by the server from the cart cookie, with each variant's attributes: no script ran.
    await expect(cartLines(page)).toHaveCount(2);
    await expect(cartLines(page).getByRole('heading', { name: pair[0]![0].product_name })).toHaveCount(2);
    for (const [, colour] of pair) {
      const line = cartLines(page).filter({
        has: page
          .getByRole('list', { name: 'Caractéristiques' })
          .getByText(`Couleur\u00a0: ${colour}`, { exact: true }),
      });
      await expect(line).toHaveCount(1);
    }
  });

  test('an anonymous visitor’s product page is public: the same HTML for two visitors, an ETag and 304, no cookie', async ({
    playwright,
    baseURL,
  }) => {
    const visitors = [
      await playwright.request.newContext({ baseURL }),
      await playwright.request.newContext({ baseURL }),
    ];
    // The shared stack's other tests change stock, so the cached page may be re-rendered (in the
    // background) between the two visitors: then the pair is asked again. A page that varied by
    // visitor would differ every time.
    let answers = await bothVisitors();
    for (let attempt = 1; attempt < 3 && answers[1]!.html !== answers[0]!.html; attempt += 1) {
      answers = await bothVisitors();
    }
    expect(answers[1]!.html).toBe(answers[0]!.html);
    expect(answers[1]!.cache, 'the second visitor served from the HTML cache').toBe('hit');
    const again = await visitors[0]!.get(PRODUCT, { headers: { 'If-None-Match': answers[0]!.etag } });
    expect(again.status()).toBe(304);
    for (const visitor of visitors) await visitor.dispose();

    async function bothVisitors() {
      const pair = [];
      for (const visitor of visitors) pair.push(await visitorAnswer(visitor));
      return pair;
    }
  });

  async function visitorAnswer(visitor: APIRequestContext) {
    const answer = await visitor.get(PRODUCT);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(answer.headers()['set-cookie']).toBeUndefined();
    expect(answer.headers().etag).toBeTruthy();
    const html = await answer.text();
    // Its add-to-cart form works without JavaScript, and carries nothing of the visitor.
    expect(html).toMatch(/<form[^>]*method="post"[^>]*>(?:(?!<\/form>)[\s\S])*Ajouter au panier/);
    expect(html).not.toContain('name="_csrf"');
    return { html, etag: answer.headers().etag!, cache: answer.headers()['x-page-cache'] };
  }

  test('« Ajouter au panier », then a quantity by − / + and typed, then the removal: each a POST and 303 to the cart the server renders', async ({
    page,
    baseURL,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.method() === 'POST') posts.push(new URL(request.url()).pathname);
    });
    const product = await page.goto(PRODUCT);
    // The page the visitor adds from is the public one: no cookie before the first addition.
    expect((await product!.allHeaders())['cache-control']).toMatch(/^public,/);
    expect(await page.context().cookies()).toEqual([]);
    await page.getByLabel('Quantité', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page).toHaveURL(`${baseURL}/panier`);
    await expect(cartLines(page)).toHaveCount(1);
    const name = (await cartLines(page).first().getByRole('heading').innerText()).trim();
    await expect(quantityOf(page, name)).toHaveValue('3');

    const cookie = await cartCookie(page);
    expect(cookie, 'the cart token in a cookie the server reads').toBeTruthy();
    expect(cookie).toMatchObject({ httpOnly: false, sameSite: 'Lax' });
    expect((await apiCart(page, cookie!.value)).list).toEqual([
      expect.objectContaining({ element_id: 7, quantity: 3 }),
    ]);

    await page.getByRole('button', { name: `Augmenter la quantité de « ${name} »` }).click();
    await expect(quantityOf(page, name)).toHaveValue('4');
    await page.getByRole('button', { name: `Diminuer la quantité de « ${name} »` }).click();
    await expect(quantityOf(page, name)).toHaveValue('3');
    await quantityOf(page, name).fill('2');
    await quantityOf(page, name).press('Enter');
    await expect(quantityOf(page, name)).toHaveValue('2');
    expect((await apiCart(page, cookie!.value)).list).toEqual([
      expect.objectContaining({ element_id: 7, quantity: 2 }),
    ]);

    await page.getByRole('button', { name: `Retirer « ${name} » du panier` }).click();
    await expect(page.getByRole('heading', { name: 'Votre panier est vide' })).toBeVisible();
    expect((await apiCart(page, cookie!.value)).list).toEqual([]);
    expect(posts).toEqual([PRODUCT.split('?')[0], '/panier', '/panier', '/panier', '/panier']);
  });

  test('the promotion code: a refused code keeps what was typed with its message, then BIENVENUE10 applies and is removed', async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await cartInCookie(page, request, baseURL!);
    await page.goto('/panier');
    // Rendered by the server from the cart cookie: no script ran.
    await expect(cartLines(page)).toHaveCount(3);

    const form = page.getByRole('form', { name: 'Code promo' });
    await form.getByRole('textbox', { name: 'Code promo' }).fill('PAS-UN-CODE');
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/panier');
    await form.getByRole('button', { name: 'Appliquer' }).click();
    expect((await refused).status()).toBe(422);
    await expect(form.getByRole('textbox', { name: 'Code promo' })).toHaveValue('PAS-UN-CODE');
    await expect(form.getByText('Ce code promo n’est pas valide.')).toBeVisible();
    await expect(cartLines(page)).toHaveCount(3);

    await form.getByRole('textbox', { name: 'Code promo' }).fill('BIENVENUE10');
    await form.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page).toHaveURL(`${baseURL}/panier`);
    await expect(page.getByRole('status').filter({ hasText: 'BIENVENUE10' })).toBeVisible();
    const applied = (await (await page.request.get(`/api/v1/cart?cart_token=${token}`)).json()) as {
      data: { cart: { promotion_code: string | null } };
    };
    expect(applied.data.cart.promotion_code).toBe('BIENVENUE10');

    await page.getByRole('button', { name: 'Retirer le code' }).click();
    await expect(page.getByRole('form', { name: 'Code promo' })).toBeVisible();
  });

  test('a code refused for its minimum says the minimum, the typed code kept', async ({ page, request, baseURL }) => {
    const cheap = (await variants(request)).find((variant) => variant.prices.ttc < 900_000);
    expect(cheap, 'an in-stock variant under 90 €').toBeDefined();
    const { token } = await call<{ token: string }>(request, 'POST', '/cart/update', {
      type: 'add',
      elements: [{ element_id: cheap!.id, element_type: 'product_variant', type: 'product', quantity: 1 }],
    });
    await page.context().addCookies([{ name: CART_COOKIE, value: token, url: baseURL! }]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/panier');
    const form = page.getByRole('form', { name: 'Code promo' });
    await form.getByRole('textbox', { name: 'Code promo' }).fill('BIENVENUE10');
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/panier');
    await form.getByRole('button', { name: 'Appliquer' }).click();
    expect((await refused).status()).toBe(422);
    await expect(form.getByRole('textbox', { name: 'Code promo' })).toHaveValue('BIENVENUE10');
    await expect(
      form.getByText('Ce code promo s’applique dès 100,00\u00a0€ d’achat de produits (hors livraison).'),
    ).toBeVisible();
  });

  test('the cart page is the visitor’s own: never public, another visitor sees an empty cart; a cross-site POST is refused', async ({
    page,
    request,
    baseURL,
    browser,
  }) => {
    const token = await cartInCookie(page, request, baseURL!);
    const answer = await page.goto('/panier');
    expect(answer?.headers()['cache-control']).toContain('no-store');
    await expect(cartLines(page)).toHaveCount(3);

    const other = await browser.newContext({ javaScriptEnabled: false });
    const stranger = await other.newPage();
    await stranger.goto(`${baseURL}/panier`);
    await expect(stranger.getByRole('heading', { name: 'Votre panier est vide' })).toBeVisible();
    await other.close();

    // The cart's forms carry no token: their Origin is the guard.
    await expect(page.locator('input[name="_csrf"]')).toHaveCount(0);
    const crossSite = await page.request.post(`${baseURL}/panier`, {
      form: { _action: 'promotion', code: 'BIENVENUE10' },
      headers: { Origin: 'https://ailleurs.example' },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);
    expect(
      (await (await page.request.get(`/api/v1/cart?cart_token=${token}`)).json()).data.cart.promotion_code,
    ).toBeNull();
  });

  test('an addition posted from another site, or naming no origin, is refused with a French page and adds nothing', async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await cartInCookie(page, request, baseURL!);
    const before = (await apiCart(page, token)).list;

    // Another site's page whose form posts to the product page, as a browser submits it.
    await page.route('http://ailleurs.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="fr"><title>Piège</title><form method="post" action="${baseURL}${PRODUCT.split('?')[0]}">
          <input type="hidden" name="variant" value="7"><input type="hidden" name="quantity" value="5">
          <button type="submit">Gagner un cadeau</button></form></html>`,
      }),
    );
    await page.goto('http://ailleurs.example/piege');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Gagner un cadeau' }).click();
    const answer = await refused;
    expect(answer.status()).toBe(403);
    expect((await answer.allHeaders())['set-cookie']).toBeUndefined();
    await expect(page.getByText(/Cette demande ne vient pas du site Arbora\s: elle est refusée/)).toBeVisible();

    // A client that names no Origin nor Referer, even with the cart cookie, is refused too.
    const anonymous = await page.request.post(PRODUCT.split('?')[0]!, {
      form: { variant: '7', quantity: '5' },
      maxRedirects: 0,
    });
    expect(anonymous.status()).toBe(403);

    expect((await apiCart(page, token)).list).toEqual(before);
    expect((await cartCookie(page))?.value).toBe(token);
  });
});

test('with JavaScript the cart token the store keeps is the cookie’s, and a cart made without JavaScript is the one it shows', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await cartInCookie(page, request, baseURL!);
  await page.goto('/panier');
  await expect(cartLines(page)).toHaveCount(3);
  // The store, once started, adopted the cart the cookie names (it had none of its own).
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('arbora-cart') ?? '{}')?.state?.token as string | undefined),
    )
    .toBe(token);

  const pieces = async () => (await apiCart(page, token)).list.reduce((sum, line) => sum + line.quantity, 0);
  const before = await pieces();
  await page.goto(PRODUCT);
  // The JavaScript flow (the store's command), not the form's post the server answers before hydration.
  await waitForInteractive(page);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('dialog', { name: 'Ajouté à votre panier' })).toBeVisible();
  expect((await cartCookie(page))?.value).toBe(token);
  // Added to the cart made without JavaScript, not to a new one.
  await expect.poll(pieces).toBeGreaterThan(before);
});
