import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  activationPaths,
  api,
  apiLogin,
  orderByTransfer,
  PASSWORD,
  uniqueEmail,
  variantInStock,
} from '../support/customer-api';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';
import { browserToken, sessionCookie } from '../support/session';
import { recordToasts } from '../support/toast-log';

// Issue 14: a private and a professional customer open an account through the pages of the
// account remote: signup → activation link of the e-mailed .eml → login → personal information →
// two addresses and their defaults → an order made through the API, and its detail → (pro) a
// construction site and its PDF → logout. Each test creates its own customer (random e-mail).

const SIRET = '46197306700014'; // a company of the API's seeded registry (api/src/seed/commerce.ts)
const TEXT = {
  validPassword:
    'Le mot de passe doit contenir au moins 8 caractères, dont une lettre, un chiffre et un caractère spécial.',
  notMatching: 'Les mots de passe ne correspondent pas.',
  validSiret: 'Veuillez saisir un numéro SIRET valide (14 chiffres).',
  activated: 'Votre compte est activé. Vous pouvez maintenant vous connecter.',
  infoSaved: 'Vos informations ont été enregistrées.',
  addressSaved: 'L’adresse a été enregistrée.',
  logout: 'Vous avez bien été déconnecté. À bientôt.',
  notFound: 'Page introuvable',
};

// A whole customer life in one test (a dozen pages, axe on each) on a two-core machine.
test.describe.configure({ timeout: 180_000 });

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

async function signUp(page: Page, email: string, pro: boolean) {
  await page.goto('/inscription');
  const form = page.getByRole('form', { name: 'Création de compte' });
  await expect(form).toBeVisible();
  // The messages on blur and the SIRET check are the hydrated form's: an event before it reaches no handler.
  await waitForInteractive(page);
  // axe on the page as it opens (« Un particulier » chosen), the same page for both customers: once,
  // in the private customer's test.
  if (!pro) await expectNoAxeViolations(page);
  if (pro) {
    // Keyboard: the radio group moves with the arrow keys.
    await form.getByLabel('Un particulier').focus();
    await page.keyboard.press('ArrowDown');
    await expect(form.getByLabel('Un professionnel')).toBeChecked();
    await form.getByLabel(/^Raison sociale/).fill('Paysages Parcours');
    const siret = form.getByLabel(/^Numéro SIRET/);
    await siret.fill('46197306700015');
    await siret.blur();
    await expect(form.getByText(TEXT.validSiret)).toBeVisible();
    await siret.fill(SIRET);
    await siret.blur();
    await expect(form.getByText(/Entreprise reconnue/)).toBeVisible();
    await expect(form.getByRole('option', { name: 'Paysagiste' })).toBeAttached();
    await form.getByLabel(/^Votre activité/).selectOption('paysagiste');
    // SPEC 5 messages on blur.
    await form.getByLabel(/^Mot de passe/).fill('motdepasse');
    await form.getByLabel(/^Mot de passe/).blur();
    await expect(form.getByText(TEXT.validPassword)).toBeVisible();
    await form.getByLabel(/^Mot de passe/).fill(PASSWORD);
    await form.getByLabel(/^Confirmation/).fill(`${PASSWORD}x`);
    await form.getByLabel(/^Confirmation/).blur();
    await expect(form.getByText(TEXT.notMatching)).toBeVisible();
    await form.getByLabel(/^Confirmation/).fill(PASSWORD);
    await form.getByLabel(/^Prénom/).fill('Paul');
    await form.getByLabel(/^Nom\*?$/).fill('Pro');
    await form.getByLabel(/^Adresse e-mail/).fill(email);
    await form.getByLabel(/J’accepte les conditions/).check();
    await expect(form.getByLabel(/offres et nouveautés/)).not.toBeChecked();
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
  } else {
    // The keyboard alone: Tab from the first choice to the button, typing and ticking on the way.
    await form.getByLabel('Un particulier').focus();
    const steps: [RegExp, string | null][] = [
      [/^Civilité/, null],
      [/^Prénom/, 'Jeanne'],
      [/^Nom\*?$/, 'Parcours'],
      [/^Adresse e-mail/, email],
      [/^Téléphone/, '06 12 34 56 78'],
      [/^Mot de passe/, PASSWORD],
      [/^Confirmation/, PASSWORD],
    ];
    for (const [label, value] of steps) {
      await page.keyboard.press('Tab');
      await expect(form.getByLabel(label)).toBeFocused();
      if (value !== null) await page.keyboard.type(value);
    }
    await page.keyboard.press('Tab'); // the privacy policy's link, in the notice above the terms
    await page.keyboard.press('Tab');
    await expect(form.getByLabel(/J’accepte les conditions/)).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab'); // the link to the terms
    await page.keyboard.press('Tab');
    await expect(form.getByLabel(/offres et nouveautés/)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Créer mon compte' })).toBeFocused();
    await page.keyboard.press('Enter');
  }
  const sent = page.getByRole('region', { name: 'Vérifiez votre boîte e-mail' });
  await expect(sent.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(sent.getByRole('status')).toContainText(email);
}

/** `axe`: the login page with its « compte activé » notice, the same for every customer, checked once. */
async function activateAndLogIn(page: Page, apiDataDir: string, email: string, { axe }: { axe: boolean }) {
  await expect.poll(() => activationPaths(apiDataDir, email).length, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.goto(activationPaths(apiDataDir, email)[0]!);
  // Sent to /connexion?info=compte-active: the notice stays on screen, its parameter leaves the address.
  await expect(page).toHaveURL(/\/connexion$/);
  await expect(page.getByText(TEXT.activated)).toBeVisible();
  if (axe) await expectNoAxeViolations(page);
  // A login with JavaScript: a click before the hydration posts the form without it (the URL alike).
  await waitForInteractive(page);
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Mot de passe').fill(PASSWORD);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function editInformationAndAddresses(page: Page) {
  await page.goto('/mes-informations-personnelles');
  // Saved in place and « Ajouter une adresse » opening its form are the hydrated page's.
  await waitForInteractive(page);
  const info = page.getByRole('form', { name: 'Informations personnelles' });
  await info.getByLabel(/^Téléphone/).fill('0240000000');
  await info.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(info.getByText(TEXT.infoSaved)).toBeVisible();

  const addAddress = async (label: string, street: string, defaults: boolean) => {
    await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
    const form = page.getByRole('form', { name: 'Nouvelle adresse' });
    await form.getByLabel(/^Nom de l’adresse/).fill(label);
    await form.getByLabel(/^Prénom/).fill('Jeanne');
    await form.getByLabel(/^Nom\*?$/).fill('Parcours');
    await form.getByLabel(/^Adresse\*?$/).fill(street);
    await form.getByLabel(/^Code postal/).fill('44000');
    await form.getByLabel(/^Ville/).fill('Nantes');
    await form.getByLabel(/^Téléphone/).fill('0612345678');
    if (defaults) {
      await form.getByLabel('Adresse de livraison par défaut').check();
      await form.getByLabel('Adresse de facturation par défaut').check();
    }
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(TEXT.addressSaved)).toBeVisible();
  };
  await addAddress('Maison', '3 quai de la Fosse', true);
  await addAddress('Bureau', '8 rue Crébillon', false);
  const card = (name: string) =>
    page
      .getByRole('list', { name: 'Mes adresses' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { name }),
      });
  await expect(card('Maison').getByText('Livraison par défaut')).toBeVisible();
  await expect(card('Maison').getByText('Facturation par défaut')).toBeVisible();
  await card('Bureau').getByRole('button', { name: 'Facturer ici par défaut' }).click();
  await expect(card('Bureau').getByText('Facturation par défaut')).toBeVisible();
  await expect(card('Maison').getByText('Facturation par défaut')).toHaveCount(0);
  await expect(card('Maison').getByText('Livraison par défaut')).toBeVisible();
  await expectNoAxeViolations(page);
}

async function seeOrder(page: Page, request: APIRequestContext) {
  const reference = await orderByTransfer(request, await browserToken(page), (await variantInStock(request, 5)).id, 2);
  await page.goto('/mes-commandes');
  await expect(page.getByTestId('account-skeleton').or(page.getByRole('table'))).toBeVisible();
  const link = page.getByRole('link', { name: reference });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: `Commande ${reference}` })).toBeVisible();
  const totals = page.getByLabel('Montants de la commande');
  await expect(totals).toContainText('Total TTC');
  await expect(totals).toContainText('TVA');
  await expect(page.getByText('Virement bancaire')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Facture' })).toBeVisible();
  await expectNoAxeViolations(page);
}

async function otherCustomersOrderIs404(page: Page, request: APIRequestContext) {
  const demo = await apiLogin(request, 'demo.particulier@arbora.example', 'Demo-Arbora-2025!');
  const { items } = await api<{ items: { reference: string }[] }>(request, 'GET', '/order', demo);
  await page.goto(`/mes-commandes/${items[0]!.reference}`);
  await expect(page.getByRole('heading', { name: TEXT.notFound })).toBeVisible();
}

async function logOut(page: Page, baseURL: string | undefined) {
  await page.goto('/mon-compte');
  // The logout's toast is the hydrated page's: a click before it posts the form without JavaScript.
  await waitForInteractive(page);
  await expectNoAxeViolations(page);
  // A toast lives 3000 ms, which axe and a slow machine may spend: each one shown is recorded.
  const toasts = await recordToasts(page);
  await page.mouse.move(1, 1);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await toasts.expectShown(TEXT.logout, { severity: 'success', region: 'polite' });
}

test('a private customer signs up with the keyboard alone, activates, edits, sees an order and logs out', async ({
  page,
  request,
  stack,
  baseURL,
}) => {
  const email = uniqueEmail('particulier');
  await signUp(page, email, false);
  await activateAndLogIn(page, stack.apiDataDir, email, { axe: true });
  await page.goto('/mon-compte');
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Jeanne' })).toBeVisible();
  await editInformationAndAddresses(page);
  await seeOrder(page, request);
  await otherCustomersOrderIs404(page, request);
  await logOut(page, baseURL);
});

test('a professional signs up with a checked SIRET, sees an order, and cannot open another’s site', async ({
  page,
  request,
  stack,
  baseURL,
}) => {
  const email = uniqueEmail('pro');
  await signUp(page, email, true);
  // The signup and activated login pages passed axe in the private customer's test: the same pages.
  await activateAndLogIn(page, stack.apiDataDir, email, { axe: false });
  await page.goto('/mon-compte');
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Paul' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mes chantiers' })).toBeVisible();
  await editInformationAndAddresses(page);
  await seeOrder(page, request);
  await page.goto('/mes-chantiers');
  await expect(page.getByText('Aucun chantier n’est associé à votre compte pour le moment.')).toBeVisible();
  await page.goto('/mes-chantiers/residence-les-chenes');
  await expect(page.getByRole('heading', { name: TEXT.notFound })).toBeVisible();
  await logOut(page, baseURL);
});

test('a professional opens a construction site and downloads a PDF document', async ({ page }) => {
  await page.goto('/connexion?redirect=%2Fmes-chantiers');
  // A login with JavaScript: a click before the hydration posts the form without it (the URL alike).
  await waitForInteractive(page);
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByLabel('Adresse e-mail').fill('demo.pro@arbora.example');
  await form.getByLabel('Mot de passe').fill('Demo-Arbora-2025!');
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/mes-chantiers$/);
  await page.getByRole('link', { name: 'Résidence Les Chênes' }).click();
  await expect(page.getByRole('heading', { name: 'Résidence Les Chênes' })).toBeVisible();
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('link', { name: /Télécharger le PDF/ })
      .first()
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the public account pages have no axe violation and tell a bad link in French', async ({ page }) => {
  for (const url of ['/mot-de-passe-oublie', '/mon-compte', '/connexion']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.goto('/account/activate?token=jeton-inconnu-0123456789');
  await expect(page.getByText(/Ce lien d’activation a expiré ou a déjà été utilisé/)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Recevoir un nouvel e-mail d’activation' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/changement-mot-de-passe?token=jeton-inconnu-0123456789');
  await page.getByLabel(/^Nouveau mot de passe/).fill(PASSWORD);
  await page.getByLabel(/^Confirmation/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
  await expect(page.getByText(/Ce lien de changement de mot de passe a expiré/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a revoked session logs the customer out and says so', async ({ page, request }) => {
  const toasts = await recordToasts(page);
  await page.goto('/connexion');
  // A login with JavaScript, whose session the store keeps: a click before the hydration posts the form without it.
  await waitForInteractive(page);
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByLabel('Adresse e-mail').fill('demo.particulier@arbora.example');
  await form.getByLabel('Mot de passe').fill('Demo-Arbora-2025!');
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The token is revoked elsewhere (a logout from another tab or device blacklists it).
  await api(request, 'GET', '/user/logout', await browserToken(page));
  await page.mouse.move(1, 1);
  await page.goto('/mes-commandes');
  await toasts.expectShown('Votre session a pris fin. Veuillez vous reconnecter.', { severity: 'warn' });
  // The proxy cleared the session cookie with the refusal, and the store knows it.
  await expect.poll(async () => (await sessionCookie(page.context()))?.value ?? null).toBeNull();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('arbora-session') ?? '{}')?.state?.loggedIn))
    .toBe(false);
});
