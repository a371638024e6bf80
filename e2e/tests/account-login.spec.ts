import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';
import { recordToasts } from '../support/toast-log';

// SPEC 2.1, 2.2, 4, 8: the login page of the account remote, the shell's guard and navigation
// around it, and the account home. The demo account is seeded by the API (its README).
const DEMO = { email: 'demo.particulier@arbora.example', password: 'Demo-Arbora-2025!', firstname: 'Claire' };

const LOGIN_SUCCESS = 'Connexion réussie. Bienvenue sur votre compte.';
const LOGOUT_SUCCESS = 'Vous avez bien été déconnecté. À bientôt.';
const INCORRECT_CREDENTIALS = 'Adresse e-mail ou mot de passe incorrect.';

async function logIn(page: Page, password: string) {
  // Server-rendered: a click before the hydration posts the form without JavaScript (no toast).
  await waitForInteractive(page);
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByLabel('Adresse e-mail').fill(DEMO.email);
  await form.getByLabel('Mot de passe').fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  return form;
}

test('a visitor sent to the login page logs in, comes back to the target, and logs out from the account', async ({
  page,
  baseURL,
}) => {
  // A toast lives 3000 ms, which a slow machine may spend before an assertion: each one shown is recorded.
  const toasts = await recordToasts(page);
  await page.goto('/mes-commandes');
  await expect(page).toHaveURL(`${baseURL}/connexion?redirect=%2Fmes-commandes`);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  // Keep the pointer away from the toasts: hovering pauses them.
  await page.mouse.move(1, 1);

  await logIn(page, DEMO.password);
  await expect(page).toHaveURL(`${baseURL}/mes-commandes`);
  await toasts.expectShown(LOGIN_SUCCESS, { severity: 'success', region: 'polite' });

  await page.goto('/mon-compte');
  await expect(page.getByRole('heading', { level: 1, name: `Bonjour ${DEMO.firstname}` })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Mon compte' });
  await expect(sections.getByRole('link', { name: 'Mes commandes' })).toHaveAttribute('href', '/mes-commandes');

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await toasts.expectShown(LOGOUT_SUCCESS, { severity: 'success', region: 'polite' });
  // The session is gone: the guard sends a visitor to the login page again.
  await page.goto('/mes-commandes');
  await expect(page).toHaveURL(`${baseURL}/connexion?redirect=%2Fmes-commandes`);
});

test('a wrong password is told once, in the form (no toast repeating it); the visitor stays on the login page', async ({
  page,
  baseURL,
}) => {
  const toasts = await recordToasts(page);
  await page.goto('/connexion?redirect=%2Fmes-commandes');
  await page.mouse.move(1, 1);
  const form = await logIn(page, 'Pas-le-bon-2025!');

  await expect(form.getByRole('alert')).toHaveText(INCORRECT_CREDENTIALS);
  // None shown, not even one gone before this line: every toast is recorded.
  expect(toasts.seen.filter((toast) => toast.severity === 'error')).toEqual([]);
  await expect(page).toHaveURL(`${baseURL}/connexion?redirect=%2Fmes-commandes`);
  await expect(form.getByRole('button', { name: 'Se connecter' })).not.toHaveAttribute('aria-disabled', 'true');
});

test('a notice of the login page is said once: its ?info= leaves the address, the target stays, a reload says nothing', async ({
  page,
  baseURL,
}) => {
  // Where « Se déconnecter » without JavaScript lands (the shell's 303), here opened with JavaScript.
  await page.goto('/connexion?redirect=%2Fmes-commandes&info=deconnecte');
  const notice = page.getByRole('main').getByText(LOGOUT_SUCCESS);
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/connexion?redirect=%2Fmes-commandes`);
  await expect(notice).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Connexion' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
