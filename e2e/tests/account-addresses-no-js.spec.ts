import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { activeCustomer, ADDRESS, api, PASSWORD } from '../support/customer-api';
import { expect, test } from '../support/fixtures';
import { watchUrls } from '../support/watch-urls';
import { browserToken } from '../support/session';

// Issue 36: the address book of /mes-informations-personnelles works without JavaScript. Its
// buttons open the page on a form (`?adresse=nouvelle`, `?adresse=<id>`, `?supprimer=<id>`), and its
// forms post to the page, whose action (for the session cookie) calls the API, then comes back to
// the book saying so (Post/Redirect/Get), or renders the page again with the French message and
// what was typed. On a phone (390 px), as a French buyer would use it.

const PAGE = '/mes-informations-personnelles';
const BOOK = `${PAGE}#account-addresses`;
const TEXT = {
  saved: 'L’adresse a été enregistrée.',
  deleted: 'L’adresse a été supprimée.',
  postcodeRefused: 'Veuillez saisir un code postal à 5 chiffres.',
};
const HOME = 'Maison des Salorges';
const OFFICE = 'Atelier Crébillon';
const EDITED_STREET = '10 rue Kervégan';
const SHOTS = process.env.ARBORA_SHOTS ?? path.join(__dirname, '..', 'test-results', 'account-addresses-no-js');
test.describe.configure({ timeout: 180_000 });

const book = (page: Page) => page.getByRole('region', { name: 'Mes adresses' });
const card = (page: Page, name: string) =>
  book(page)
    .getByRole('list', { name: 'Mes adresses' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });

async function fill(form: Locator, label: string, street: string, postcode: string) {
  await form.getByLabel(/^Nom de l’adresse/).fill(label);
  await form.getByLabel(/^Prénom/).fill(ADDRESS.firstname);
  await form.getByLabel(/^Nom\*?$/).fill(ADDRESS.lastname);
  await form.getByLabel(/^Adresse\*?$/).fill(street);
  await form.getByLabel(/^Code postal/).fill(postcode);
  await form.getByLabel(/^Ville/).fill(ADDRESS.city);
  await form.getByLabel(/^Téléphone/).fill(ADDRESS.phone);
}

/** The page came back to its address book, saying `text`, the book's heading not under the sticky header. */
async function expectSaved(page: Page, text: string) {
  await expect(page).toHaveURL(new RegExp(`${PAGE}\\?enregistre=[a-z-]+#account-addresses$`));
  await expect(book(page).getByRole('status')).toHaveText(text);
  await expectBookInView(page);
}

/** The page opened on its address book: the heading « Mes adresses » in view, below the sticky header. */
async function expectBookInView(page: Page) {
  const header = await page.getByRole('banner').boundingBox();
  const heading = await page.getByRole('heading', { level: 2, name: 'Mes adresses' }).boundingBox();
  expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  expect(heading!.y + heading!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}

test('without JavaScript, a customer adds, edits, sets the default of and deletes an address; a refusal keeps what was typed', async ({
  browser,
  baseURL,
  request,
  stack,
}) => {
  const email = await activeCustomer(request, stack.apiDataDir, 'carnet-sans-script');
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    const seen = watchUrls(page);

    // The page needs login: the login form, without JavaScript, brings the customer back to it.
    await page.goto(PAGE);
    const login = page.getByRole('form', { name: 'Connexion' });
    await login.getByRole('textbox', { name: /e-mail/i }).fill(email);
    await login.getByLabel(/^Mot de passe/).fill(PASSWORD);
    await login.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(PAGE);
    await expect(book(page)).toContainText('Vous n’avez pas encore d’adresse enregistrée.');

    // « Ajouter une adresse » opens the page on an empty form.
    await book(page).getByRole('button', { name: 'Ajouter une adresse' }).click();
    await expect(page).toHaveURL(`${PAGE}?adresse=nouvelle#account-addresses`);
    await expectBookInView(page);
    let form = book(page).getByRole('form', { name: 'Nouvelle adresse' });
    await expect(form.getByLabel(/^Adresse\*?$/)).toHaveValue('');

    // A refused postcode: the form again, open, with the French message and everything typed.
    await fill(form, HOME, ADDRESS.street, '440');
    await form.getByLabel('Adresse de livraison par défaut').check();
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL(BOOK);
    await expectBookInView(page);
    form = book(page).getByRole('form', { name: 'Nouvelle adresse' });
    await expect(form.getByText(TEXT.postcodeRefused)).toBeVisible();
    await expect(form.getByLabel(/^Code postal/)).toHaveValue('440');
    await expect(form.getByLabel(/^Nom de l’adresse/)).toHaveValue(HOME);
    await expect(form.getByLabel(/^Adresse\*?$/)).toHaveValue(ADDRESS.street);
    await expect(form.getByLabel(/^Téléphone/)).toHaveValue(ADDRESS.phone);
    await expect(form.getByLabel('Adresse de livraison par défaut')).toBeChecked();
    await page.screenshot({ path: path.join(SHOTS, 'refused-390.png') });

    // Corrected: saved, the book says so and lists it, the delivery default on it.
    await form.getByLabel(/^Code postal/).fill(ADDRESS.postcode);
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expectSaved(page, TEXT.saved);
    await expect(card(page, HOME)).toContainText(ADDRESS.street);
    await expect(card(page, HOME).getByText('Livraison par défaut')).toBeVisible();

    // A second address, no default.
    await book(page).getByRole('button', { name: 'Ajouter une adresse' }).click();
    await fill(book(page).getByRole('form', { name: 'Nouvelle adresse' }), OFFICE, '8 rue Crébillon', '44000');
    await book(page).getByRole('button', { name: 'Enregistrer' }).click();
    await expectSaved(page, TEXT.saved);
    await page.screenshot({ path: path.join(SHOTS, 'book-390.png') });

    // « Modifier » opens its form filled in; the edit is saved in place (same ids).
    const token = await browserToken(page);
    const ids = async () => (await api<{ addresses: { id: number }[] }>(request, 'GET', '/me', token)).addresses;
    const before = (await ids()).map((address) => address.id);
    await card(page, OFFICE).getByRole('button', { name: 'Modifier' }).click();
    await expect(page).toHaveURL(/\?adresse=\d+#account-addresses$/);
    form = book(page).getByRole('form', { name: `Modifier l’adresse ${OFFICE}` });
    await expect(form.getByLabel(/^Adresse\*?$/)).toHaveValue('8 rue Crébillon');
    await page.screenshot({ path: path.join(SHOTS, 'edit-390.png') });
    await form.getByLabel(/^Adresse\*?$/).fill(EDITED_STREET);
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expectSaved(page, TEXT.saved);
    await expect(card(page, OFFICE)).toContainText(EDITED_STREET);
    expect((await ids()).map((address) => address.id)).toEqual(before);

    // « Livrer ici par défaut » moves the delivery default onto it.
    await card(page, OFFICE).getByRole('button', { name: 'Livrer ici par défaut' }).click();
    await expectSaved(page, TEXT.saved);
    await expect(card(page, OFFICE).getByText('Livraison par défaut')).toBeVisible();
    await expect(card(page, HOME).getByText('Livraison par défaut')).toHaveCount(0);

    // « Supprimer » asks first, in the page; confirmed, the address is gone.
    await card(page, HOME).getByRole('button', { name: 'Supprimer' }).click();
    await expect(page).toHaveURL(/\?supprimer=\d+#account-addresses$/);
    const confirm = book(page).getByRole('form', { name: 'Supprimer l’adresse' });
    await expect(confirm).toContainText(`Supprimer l’adresse ${HOME} de votre carnet d’adresses`);
    await page.screenshot({ path: path.join(SHOTS, 'delete-390.png') });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expectSaved(page, TEXT.deleted);
    await expect(card(page, HOME)).toHaveCount(0);
    await expect(card(page, OFFICE)).toBeVisible();
    expect((await ids()).map((address) => address.id)).toEqual(before.slice(1));

    // Each change was a POST to the page, and no value typed ever reached a URL.
    expect(seen.posts).toEqual(['/connexion', PAGE, PAGE, PAGE, PAGE, PAGE, PAGE]);
    const typed = [email, PASSWORD, HOME, OFFICE, ADDRESS.street, '8 rue Crébillon', EDITED_STREET, ADDRESS.phone];
    for (const url of seen.urls) {
      const decoded = decodeURIComponent(url.replace(/\+/g, ' '));
      for (const value of typed) expect(decoded, url).not.toContain(value);
    }
  } finally {
    await context.close();
  }
});
