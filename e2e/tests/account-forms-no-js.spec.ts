import { activeCustomer, PASSWORD } from '../support/customer-api';
import { expect, test } from '../support/fixtures';
import { watchUrls } from '../support/watch-urls';
import { sessionCookie } from '../support/session';

// Issue 36: a logged-in customer's own forms work without JavaScript. On
// `/mes-informations-personnelles` the profile and the password forms post to the page, whose
// action (for the session cookie) saves, then comes back to the page saying so (Post/Redirect/Get),
// or renders the page again with the French messages and what was typed (never a password).

const PAGE = '/mes-informations-personnelles';
const TEXT = {
  saved: 'Vos informations ont été enregistrées.',
  phoneRefused: 'Veuillez saisir un numéro de téléphone valide, commençant par 0 ou +33.',
  currentPasswordWrong: 'Le mot de passe actuel est incorrect.',
};
test.describe.configure({ timeout: 180_000 });

test('without JavaScript, a customer saves the profile, gets a refusal back with what was typed, and a wrong current password is refused', async ({
  browser,
  baseURL,
  request,
  stack,
}) => {
  const email = await activeCustomer(request, stack.apiDataDir, 'sans-script');
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const seen = watchUrls(page);

    // The page needs login: the server sends to the login page, whose form logs in without JavaScript.
    await page.goto(PAGE);
    await expect(page).toHaveURL(`/connexion?redirect=${encodeURIComponent(PAGE)}`);
    const login = page.getByRole('form', { name: 'Connexion' });
    await login.getByRole('textbox', { name: /e-mail/i }).fill(email);
    await login.getByLabel(/^Mot de passe/).fill(PASSWORD);
    await login.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(PAGE);
    expect(await sessionCookie(context)).toBeDefined();

    // A profile field changed and saved: the page again, saying so, with the new value from the API.
    let profile = page.getByRole('form', { name: 'Informations personnelles' });
    await expect(profile.getByRole('textbox', { name: /Prénom/ })).toHaveValue('Jeanne');
    await profile.getByRole('textbox', { name: /Prénom/ }).fill('Jeannette');
    await profile.getByRole('textbox', { name: /Téléphone/ }).fill('0240123456');
    await profile.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL(`${PAGE}?enregistre=informations`);
    await expect(profile.getByRole('status')).toHaveText(TEXT.saved);
    await page.goto(PAGE);
    profile = page.getByRole('form', { name: 'Informations personnelles' });
    await expect(profile.getByRole('textbox', { name: /Prénom/ })).toHaveValue('Jeannette');
    await expect(profile.getByRole('textbox', { name: /Téléphone/ })).toHaveValue('0240123456');
    await expect(profile.getByRole('status')).toHaveCount(0);

    // A refused profile: the page again with the French message and what was typed.
    await profile.getByRole('textbox', { name: /^Nom/ }).fill('Martin-Essai');
    await profile.getByRole('textbox', { name: /Téléphone/ }).fill('12');
    await profile.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(profile.getByText(TEXT.phoneRefused)).toBeVisible();
    await expect(profile.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Martin-Essai');
    await expect(profile.getByRole('textbox', { name: /Téléphone/ })).toHaveValue('12');
    await expect(profile.getByRole('textbox', { name: /Prénom/ })).toHaveValue('Jeannette');
    await expect(page.getByRole('form', { name: 'Changer de mot de passe' }).getByRole('alert')).toHaveCount(0);

    // A wrong current password: refused in French, every password field empty again.
    const password = page.getByRole('form', { name: 'Changer de mot de passe' });
    await password.getByLabel(/^Mot de passe actuel/).fill('Faux-Passe-2026!');
    await password.getByLabel(/^Nouveau mot de passe/).fill('Terrasse-2027!');
    await password.getByLabel(/^Confirmation/).fill('Terrasse-2027!');
    await password.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await expect(password.getByRole('alert')).toHaveText(TEXT.currentPasswordWrong);
    for (const field of await password.locator('input[type="password"]').all()) await expect(field).toHaveValue('');
    await expect(page.getByText('Faux-Passe-2026!')).toHaveCount(0);
    expect(await page.content()).not.toMatch(/Faux-Passe-2026!|Terrasse-2027!/);

    // Each submit was a POST, and no value typed ever reached a URL.
    expect(seen.posts).toEqual(['/connexion', PAGE, PAGE, PAGE]);
    const typed = [email, PASSWORD, 'Jeannette', '0240123456', 'Martin-Essai', 'Faux-Passe-2026!', 'Terrasse-2027!'];
    for (const url of seen.urls) {
      const decoded = decodeURIComponent(url);
      for (const value of typed) expect(decoded, url).not.toContain(value);
    }
  } finally {
    await context.close();
  }
});

test('a form saved before the script ran: once hydrated, ?enregistre= leaves the address, the page still says it, a reload no more', async ({
  page,
  baseURL,
  request,
  stack,
}) => {
  const email = await activeCustomer(request, stack.apiDataDir, 'avant-script');
  await page.goto(`/connexion?redirect=${encodeURIComponent(PAGE)}`);
  const login = page.getByRole('form', { name: 'Connexion' });
  await login.getByRole('textbox', { name: /e-mail/i }).fill(email);
  await login.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await login.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(PAGE);

  // Where the server's redirect after a post lands (the post went before the page's script ran).
  await page.goto(`${PAGE}?enregistre=informations`);
  await expect(page).toHaveURL(`${baseURL}${PAGE}`);
  const profile = page.getByRole('form', { name: 'Informations personnelles' });
  await expect(profile.getByRole('status')).toHaveText(TEXT.saved);

  await page.reload();
  await expect(profile.getByRole('textbox', { name: /Prénom/ })).toHaveValue('Jeanne');
  await expect(profile.getByRole('status')).toHaveCount(0);
});

test('without JavaScript, « Se déconnecter » ends the session and the login page says so', async ({
  browser,
  baseURL,
  request,
  stack,
}) => {
  const email = await activeCustomer(request, stack.apiDataDir, 'deconnexion-sans-script');
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/connexion?redirect=%2Fmon-compte');
    const login = page.getByRole('form', { name: 'Connexion' });
    await login.getByRole('textbox', { name: /e-mail/i }).fill(email);
    await login.getByLabel(/^Mot de passe/).fill(PASSWORD);
    await login.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL('/mon-compte');
    expect(await sessionCookie(context)).toBeDefined();

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL('/connexion?info=deconnecte');
    await expect(page.getByText('Vous avez bien été déconnecté. À bientôt.')).toBeVisible();
    expect(await sessionCookie(context)).toBeUndefined();
    // The account's pages ask for a login again.
    await page.goto('/mes-commandes');
    await expect(page).toHaveURL(`/connexion?redirect=${encodeURIComponent('/mes-commandes')}`);
  } finally {
    await context.close();
  }
});
