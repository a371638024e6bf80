import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Issue 36 point 6: a remote whose browser files never answer keeps the page the server rendered:
// readable, its links and forms working (they post without JavaScript), a discreet notice, and no
// « Réessayer » fallback in its place.

/** Where the browser loads a remote's files from (the folder of its entry in the shell's #arbora-remotes). */
async function remoteFiles(request: APIRequestContext, path: string, name: string) {
  const answer = await request.get(path);
  const html = await answer.text();
  const json = /<script[^>]*id="arbora-remotes"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json, 'the remotes config in the page').toBeTruthy();
  const config = JSON.parse(json!) as { remotes: { name: string; entry: string; remoteEntry?: string }[] };
  const remote = config.remotes.find((candidate) => candidate.name === name);
  expect(remote, `remote ${name}`).toBeTruthy();
  return `${new URL('.', new URL(remote!.remoteEntry ?? remote!.entry, answer.url())).href}**`;
}

test('with the forms remote’s browser files blocked, the server’s page stays readable and its form is sent', async ({
  page,
  request,
  baseURL,
}) => {
  await page.route(await remoteFiles(request, '/contactez-nous', 'forms'), (route) => route.abort());
  await page.goto('/contactez-nous');
  const form = page.locator('[data-remote="forms"] form[method="post"]');
  await expect(form).toBeVisible();
  // The shell gave up on the remote's files and hydrated around the server's HTML.
  await expect(page.getByRole('status').filter({ hasText: 'Certaines fonctions de cette page' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  await expect(form).toBeVisible();

  const email = `bloque.${Date.now().toString(36)}@exemple.fr`;
  await page.locator('#contact-email').fill(email);
  await page.locator('#contact-firstname').fill('Léa');
  await page.locator('#contact-lastname').fill('Martin');
  await page.locator('#contact-phone').fill('06 12 34 56 78');
  await page.locator('#contact-postcode').fill('44000');
  await page.locator('#contact-subject').selectOption('produit');
  await page.locator('#contact-message').fill('Quelle garantie pour les lames ?');
  await page.locator('#contact-consent').check();
  await page.getByRole('button', { name: 'Envoyer mon message' }).click();
  await expect(page).toHaveURL(`${baseURL}/form/confirmation`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre demande est envoyée');
});

test('with the content remote’s browser files blocked, the home page keeps its text and its links lead on', async ({
  page,
  request,
  baseURL,
}) => {
  await page.route(await remoteFiles(request, '/', 'content'), (route) => route.abort());
  await page.goto('/');
  const area = page.locator('[data-remote="content"]');
  await expect(area.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Certaines fonctions de cette page' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  await expect(area.locator('h1').first()).toBeVisible();
  const link = area.locator('a[href^="/c-"]').first();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(`${baseURL}${href}`);
});
