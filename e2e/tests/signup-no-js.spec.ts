import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// The signup refused by the server when posted without JavaScript (its `pageAction`): the page
// comes back with an error summary at the top of the form (a titled list, each error a link to its
// field, focused as the page loads), everything typed but the passwords, and each field its own
// message; nothing typed goes into a URL.

const EMAIL = 'jeanne.sans-script@exemple.fr';

const form = (page: Page) => page.getByRole('form', { name: 'Création de compte' });

async function fillRefusedSignup(page: Page) {
  await page.goto('/inscription');
  const signup = form(page);
  await signup.getByRole('combobox', { name: 'Civilité' }).selectOption('Mme');
  await signup.getByRole('textbox', { name: /^Prénom/ }).fill('Jeanne');
  await signup.getByRole('textbox', { name: /^Nom/ }).fill('Sans-Script');
  await signup.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(EMAIL);
  await signup.getByRole('textbox', { name: /^Téléphone/ }).fill('0612345678');
  // Too short, and the terms left unticked: two errors.
  await signup.getByLabel(/^Mot de passe/).fill('court');
  await signup.getByLabel(/^Confirmation du mot de passe/).fill('court');
  await signup.getByRole('checkbox', { name: /offres et nouveautés/ }).check();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [390, 1280]) {
    test(`at ${width} px: a refused signup comes back with the error summary at the top, focused, what was typed but the password, each field’s message`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await fillRefusedSignup(page);
      const answer = page.waitForResponse((response) => response.request().method() === 'POST');
      await form(page).getByRole('button', { name: 'Créer mon compte' }).click();
      expect((await answer).status()).toBe(422);
      await expect(page).toHaveURL(/\/inscription$/);
      expect(page.url()).not.toContain('exemple');

      const summary = form(page)
        .getByRole('alert')
        .filter({ has: page.getByRole('heading', { level: 2 }) });
      await expect(summary.getByRole('heading', { level: 2 })).toHaveText('Le formulaire contient 2\u00a0erreurs');
      await expect(summary).toBeFocused();
      await expect(summary).toBeInViewport();
      await expect(summary.getByRole('link')).toHaveText([/^Mot de passe\u00a0: /, /^Conditions générales\u00a0: /]);

      const signup = form(page);
      await expect(signup.getByRole('combobox', { name: 'Civilité' })).toHaveValue('Mme');
      await expect(signup.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Jeanne');
      await expect(signup.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Sans-Script');
      await expect(signup.getByRole('textbox', { name: /^Adresse e-mail/ })).toHaveValue(EMAIL);
      await expect(signup.getByRole('textbox', { name: /^Téléphone/ })).toHaveValue('0612345678');
      await expect(signup.getByRole('checkbox', { name: /offres et nouveautés/ })).toBeChecked();
      const password = signup.getByLabel(/^Mot de passe/);
      await expect(password).toHaveValue('');
      await expect(signup.getByLabel(/^Confirmation du mot de passe/)).toHaveValue('');
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toHaveAccessibleDescription(/8\u00a0caractères|8 caractères/);
      await expect(signup.getByRole('checkbox', { name: /J’accepte les conditions/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      );

      // A link of the summary leads to its field.
      await summary.getByRole('link', { name: /^Conditions générales/ }).click();
      await expect(page).toHaveURL(/#inscription-terms$/);
      await expect(signup.getByRole('checkbox', { name: /J’accepte les conditions/ })).toBeInViewport();
    });
  }
});

test.describe('a professional without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('ticking « Un professionnel » shows the company, SIRET and trades; a refused SIRET comes back with them kept', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/inscription');
    const signup = form(page);
    const siret = signup.getByRole('textbox', { name: /^Numéro SIRET/ });
    await expect(siret).toBeHidden();
    await signup.getByRole('radio', { name: 'Un professionnel' }).check();
    await expect(siret).toBeVisible();
    const trades = signup.getByRole('combobox', { name: 'Votre activité' });
    // The trades are in the server's HTML: a placeholder, then at least one.
    expect(await trades.locator('option').count()).toBeGreaterThan(1);
    const trade = (await trades.locator('option').nth(1).getAttribute('value'))!;
    await trades.selectOption(trade);
    await signup.getByRole('textbox', { name: /^Raison sociale/ }).fill('Paysages Sans Script');
    await siret.fill('12345678901234'); // fails the SIRET check
    await signup.getByRole('textbox', { name: /^Prénom/ }).fill('Jeanne');
    await signup.getByRole('textbox', { name: /^Nom/ }).fill('Sans-Script');
    await signup.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(EMAIL);
    await signup.getByLabel(/^Mot de passe/).fill('Jardin-Composite-2025!');
    await signup.getByLabel(/^Confirmation du mot de passe/).fill('Jardin-Composite-2025!');
    await signup.getByRole('checkbox', { name: /J’accepte les conditions/ }).check();
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await signup.getByRole('button', { name: 'Créer mon compte' }).click();
    expect((await answer).status()).toBe(422);

    const summary = signup.getByRole('alert').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('heading', { level: 2 })).toHaveText('Le formulaire contient 1\u00a0erreur');
    await expect(summary.getByRole('link')).toHaveText([/^Numéro SIRET\u00a0: /]);
    await expect(signup.getByRole('radio', { name: 'Un professionnel' })).toBeChecked();
    await expect(siret).toBeVisible();
    await expect(siret).toHaveValue('12345678901234');
    await expect(siret).toHaveAttribute('aria-invalid', 'true');
    await expect(signup.getByRole('textbox', { name: /^Raison sociale/ })).toHaveValue('Paysages Sans Script');
    await expect(trades).toHaveValue(trade);
    await expect(signup.getByLabel(/^Mot de passe/)).toHaveValue('');
  });
});

test.describe('with JavaScript', () => {
  test('a signup the browser refuses shows no server summary and focuses the first refused field', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/inscription');
    await waitForInteractive(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
    });
    await form(page).getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(form(page).getByRole('textbox', { name: /^Prénom/ })).toBeFocused();
    await expect(form(page).getByRole('heading', { name: /^Le formulaire contient/ })).toHaveCount(0);
    expect(posts).toEqual([]);
  });

  test('a professional’s fields show once « Un professionnel » is ticked, and go again for « Un particulier »', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/inscription');
    await waitForInteractive(page);
    const siret = form(page).getByRole('textbox', { name: /^Numéro SIRET/ });
    await expect(siret).toBeHidden();
    await form(page).getByRole('radio', { name: 'Un professionnel' }).check();
    await expect(siret).toBeVisible();
    await form(page).getByRole('radio', { name: 'Un particulier' }).check();
    await expect(siret).toBeHidden();
  });
});
