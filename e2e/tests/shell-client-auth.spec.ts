import { clientNavigate, isSameDocument, markDocument } from '../support/client-navigation';
import { expect, test } from '../support/fixtures';

// SPEC 2.1, 2.2, 2.6: every route that needs login sends a visitor to the login page, with the
// target (query included) to come back to.
const PROTECTED = [
  '/mes-informations-personnelles',
  '/mes-chantiers',
  '/mes-chantiers/jardin-lyon',
  '/mes-commandes',
  '/mes-commandes/cmd-1234',
  '/panier/livraison',
  '/commande/confirmation',
  '/commande/confirmation-cb',
  '/commande/confirmation-virement',
  '/commande/confirmation-credit',
  '/commande/confirmation-bloquee',
  '/commande/erreur-cb',
];

const loginUrl = (target: string) => `/connexion?redirect=${encodeURIComponent(target)}`;

test('a visitor opening a login-needing page lands on the login page with the target and its query', async ({
  page,
  baseURL,
}) => {
  for (const path of PROTECTED) {
    const target = `${path}?source=e2e`;
    await page.goto(target);
    await expect(page).toHaveURL(`${baseURL}${loginUrl(target)}`);
  }
});

test('a visitor navigating inside the site to a login-needing page goes to the login page without a reload', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await markDocument(page);
  await clientNavigate(page, '/mes-commandes?page=2');
  await expect(page).toHaveURL(`${baseURL}${loginUrl('/mes-commandes?page=2')}`);
  expect(await isSameDocument(page)).toBe(true);
  // The public pages of the pipeline stay open to visitors.
  await clientNavigate(page, '/panier');
  await expect(page).toHaveURL(`${baseURL}/panier`);
});
