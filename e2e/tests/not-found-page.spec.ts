import { expect, test } from '../support/fixtures';

// The 404 page as a French shop offers it: a real 404 kept out of search engines, French only (no
// « Page Not Found /path » line), the site's search as a plain GET form to /recherche, and the main
// sections: before and without JavaScript too.

const PATH = '/nimporte-quoi';
/** English status words, the path echoed, a straight apostrophe or a space before « : ; ? ! ». */
const NOT_FOR_SHOPPERS = /not found|nimporte-quoi|\p{L}'\p{L}| [:;?!]/iu;

test('without JavaScript the 404 page is a real 404, in French, with a search that submits by GET', async ({
  browser,
  stack,
}) => {
  const direct = await fetch(`${stack.baseURL}${PATH}`, { redirect: 'manual' });
  expect(direct.status).toBe(404);
  expect(await direct.text()).toContain('<meta name="robots" content="noindex" />');

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: stack.baseURL });
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const response = await page.goto(PATH);
    expect(response?.status()).toBe(404);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await expect(main.getByText('La page que vous recherchez n’existe pas ou a été déplacée.')).toBeVisible();
    expect(await main.textContent()).not.toMatch(NOT_FOR_SHOPPERS);
    await expect(main.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');

    // The main sections and the contact page.
    const sections = main.getByRole('navigation', { name: 'Parcourir nos rubriques' });
    await expect(sections.getByRole('link').first()).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contactez-nous');

    // The search: the header's form, GET to /recherche.
    const search = main.getByRole('search', { name: 'Rechercher un produit ou un conseil' });
    await expect(search).toHaveAttribute('method', 'get');
    await expect(search).toHaveAttribute('action', '/recherche');
    await search.getByRole('combobox', { name: 'Rechercher sur le site' }).fill('lames');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/recherche'),
      search.getByRole('button', { name: 'Rechercher' }).click(),
    ]);
    expect(request.method()).toBe('GET');
    await expect(page).toHaveURL(/\/recherche\?q=lames$/);
    await expect(page.getByRole('heading', { level: 1, name: /Résultats pour « ?lames ?»/ })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('with JavaScript the 404 page hydrates the same French screen, and its search leads to the results', async ({
  page,
}) => {
  const response = await page.goto(PATH);
  expect(response?.status()).toBe(404);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  // Hydrated: the header's cart link says the empty cart.
  await expect(page.getByRole('link', { name: /^Panier ?, vide$/ })).toBeVisible();
  expect(await main.textContent()).not.toMatch(NOT_FOR_SHOPPERS);
  const box = main.getByRole('combobox', { name: 'Rechercher sur le site' });
  await box.fill('lames');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/recherche\?q=lames$/);
  await expect(page.getByRole('heading', { level: 1, name: /Résultats pour « ?lames ?»/ })).toBeVisible();
});
