import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Issue 36: every form works without JavaScript (as before hydration): the browser POSTs it to the
// page's URL, the shell server runs the page's action (same schema, same French messages, same API
// call) and answers 303 to the confirmation the JavaScript flow reaches, or the form again with the
// messages and what was typed. Nothing typed ever travels in a URL.

test.use({ javaScriptEnabled: false });

const MSG = {
  required: 'Ce champ est obligatoire.',
  email: 'Veuillez saisir une adresse e-mail valide.',
  summary: 'Le formulaire contient des erreurs',
};

/** Every request the page makes (navigations included), to find a value typed in a URL. */
function watchRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return seen;
}

/** No typed value in any URL visited, whether percent-encoded or form-encoded. */
function expectNoValueInUrls(requests: Request[], values: string[]) {
  for (const request of requests) {
    const url = request.url();
    const decoded = decodeURIComponent(url.replace(/\+/g, ' '));
    for (const value of values) {
      expect(decoded, `${value} in ${url}`).not.toContain(value);
      expect(url, `${value} in ${url}`).not.toContain(encodeURIComponent(value));
    }
  }
}

/** The form submissions the browser sent to `path` (navigations only). */
const submissionsTo = (requests: Request[], path: string) =>
  requests.filter((request) => request.isNavigationRequest() && new URL(request.url()).pathname === path);

/** An open day at least two days ahead (never a Sunday), as YYYY-MM-DD. */
function nextOpenDay(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 2);
  if (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

const uniqueEmail = (form: string) =>
  `nojs.${form}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@exemple.fr`;

const byId = (page: Page, form: string, name: string) => page.locator(`#${form}-${name}`);

interface Case {
  form: string;
  path: string;
  submit: string;
  confirmation: string;
  heading: string;
  /** the fields of the form besides the person's (e-mail, names, phone, postcode, consent) */
  fill: (page: Page, form: string) => Promise<void>;
}

const CASES: Case[] = [
  {
    form: 'contact',
    path: '/contactez-nous',
    submit: 'Envoyer mon message',
    confirmation: '/form/confirmation',
    heading: 'Votre demande est envoyée',
    fill: async (page, f) => {
      await byId(page, f, 'subject').selectOption('produit');
      await byId(page, f, 'message').fill('Quelle garantie pour les lames ?');
    },
  },
  {
    form: 'devis-terrasse',
    path: '/devis/devis-terrasse',
    submit: 'Recevoir mon devis gratuit',
    confirmation: '/devis/confirmation',
    heading: 'Votre demande de devis est envoyée',
    fill: async (page, f) => byId(page, f, 'surface_m2').fill('32'),
  },
  {
    form: 'echantillons-box',
    path: '/echantillons/echantillons-box',
    submit: 'Recevoir mes échantillons',
    confirmation: '/echantillons/confirmation',
    heading: 'Votre demande d’échantillons est envoyée',
    fill: async (page, f) => {
      await byId(page, f, 'street').fill('3 rue des Lilas');
      await byId(page, f, 'city').fill('Nantes');
    },
  },
  {
    form: 'rendez-vous',
    path: '/prenez-rendez-vous',
    submit: 'Demander ce rendez-vous',
    confirmation: '/form/confirmation',
    heading: 'Votre demande est envoyée',
    fill: async (page, f) => {
      await byId(page, f, 'store').selectOption({ index: 1 });
      await byId(page, f, 'date').fill(nextOpenDay());
      await byId(page, f, 'slot').check();
    },
  },
];

for (const c of CASES) {
  test(`${c.form} without JavaScript: POST, refusal with the typed values and French messages, then its confirmation`, async ({
    page,
  }) => {
    const requests = watchRequests(page);
    await page.goto(c.path);
    const submit = page.getByRole('button', { name: c.submit });
    await expect(submit).toBeEnabled();

    // Refused: a wrong e-mail, the rest missing. The form comes back with the messages and the text.
    await byId(page, c.form, 'email').fill('lea@exemple');
    await byId(page, c.form, 'firstname').fill('Léa');
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname === c.path);
    await submit.click();
    expect((await refused).status()).toBe(422);
    await expect(page).toHaveURL(new RegExp(`${c.path}$`));
    // Its title says so first (« Erreur : Demande de devis | Arbora »), the first thing a screen reader reads.
    await expect(page).toHaveTitle(/^Erreur\u00a0: .+Arbora$/);
    // The summary is announced and has the focus as the page loads (autofocus, no script).
    const summary = page.getByRole('alert', { name: new RegExp(MSG.summary) });
    await expect(summary).toBeVisible();
    await expect(summary).toBeFocused();
    await expect(page.locator(`#${c.form}-email-error`)).toContainText(MSG.email);
    await expect(page.locator(`#${c.form}-lastname-error`)).toContainText(MSG.required);
    await expect(byId(page, c.form, 'email')).toHaveValue('lea@exemple');
    await expect(byId(page, c.form, 'firstname')).toHaveValue('Léa');

    // Accepted: Post/Redirect/Get to the confirmation of the JavaScript flow.
    const email = uniqueEmail(c.form);
    await byId(page, c.form, 'email').fill(email);
    await byId(page, c.form, 'lastname').fill('Martin');
    await byId(page, c.form, 'phone').fill('06 12 34 56 78');
    await byId(page, c.form, 'postcode').fill('44000');
    await c.fill(page, c.form);
    await byId(page, c.form, 'consent').check();
    await submit.click();
    await expect(page).toHaveURL(new RegExp(`${c.confirmation}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading);

    const sent = submissionsTo(requests, c.path).filter((request) => request.method() !== 'GET');
    expect(sent.map((request) => request.method())).toEqual(['POST', 'POST']);
    expectNoValueInUrls(requests, [email, 'lea@exemple', 'Léa', 'Martin', '06 12 34 56 78', '44000']);
  });
}

test('a cross-site POST, or one without the page’s token, is refused with 403', async ({ page, baseURL }) => {
  await page.goto('/contactez-nous');
  const token = await page.locator('input[name="_csrf"]').first().inputValue();
  expect(token).not.toBe('');
  const form = { _csrf: token, email: 'lea@exemple.fr', lastname: 'Martin' };
  // The page's own token, from another site: refused on its origin.
  const crossSite = await page.request.post(`${baseURL}/contactez-nous`, {
    form,
    headers: { Origin: 'https://ailleurs.example' },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
  // The site's origin without the visitor's token: refused too.
  const forged = await page.request.post(`${baseURL}/contactez-nous`, {
    form: { ...form, _csrf: 'forged' },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  // The same request with the token is taken (refused by the form's rules, not by the guard).
  const own = await page.request.post(`${baseURL}/contactez-nous`, {
    form,
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(own.status()).toBe(422);
});

test('login without JavaScript: POST, a refusal keeps the e-mail (never the password), then home with an HttpOnly session the /api proxy uses', async ({
  page,
  baseURL,
}) => {
  const demo = { email: 'demo.particulier@arbora.example', password: 'Demo-Arbora-2025!' };
  const wrong = 'Pas-le-bon-9!';
  const requests = watchRequests(page);
  await page.goto('/connexion');
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByLabel('Adresse e-mail').fill(demo.email);
  await form.getByLabel('Mot de passe').fill(wrong);
  const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/connexion');
  await form.getByRole('button', { name: 'Se connecter' }).click();
  expect((await refused).status()).toBe(422);
  await expect(form.getByText('Adresse e-mail ou mot de passe incorrect.')).toBeVisible();
  await expect(form.getByLabel('Adresse e-mail')).toHaveValue(demo.email);
  await expect(form.getByLabel('Mot de passe')).toHaveValue('');
  expect(await page.content()).not.toContain(wrong);

  await form.getByLabel('Mot de passe').fill(demo.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);

  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'arbora_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  // The browser's own call, no Authorization header: the proxy adds the cookie's bearer token.
  const me = await page.request.get(`${baseURL}/api/v1/me`);
  expect(me.status()).toBe(200);
  expect(JSON.stringify(await me.json())).toContain(demo.email);

  const sent = submissionsTo(requests, '/connexion').filter((request) => request.method() !== 'GET');
  expect(sent.map((request) => request.method())).toEqual(['POST', 'POST']);
  expectNoValueInUrls(requests, [demo.email, demo.password, wrong]);
});

test('password reset request without JavaScript: POST, a refusal keeps the address, then the page says the e-mail is sent', async ({
  page,
  baseURL,
}) => {
  const requests = watchRequests(page);
  await page.goto('/mot-de-passe-oublie');
  const form = page.getByRole('form', { name: 'Mot de passe oublié' });
  await form.getByLabel('Adresse e-mail').fill('lea@exemple');
  const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/mot-de-passe-oublie');
  await form.getByRole('button').click();
  expect((await refused).status()).toBe(422);
  await expect(form.getByText(MSG.email)).toBeVisible();
  await expect(form.getByLabel('Adresse e-mail')).toHaveValue('lea@exemple');

  const email = uniqueEmail('rewind');
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByRole('button').click();
  await expect(page).toHaveURL(`${baseURL}/mot-de-passe-oublie?envoye=1`);
  await expect(page.getByText(/un e-mail vient de lui être envoyé/)).toBeVisible();

  const sent = submissionsTo(requests, '/mot-de-passe-oublie').filter((request) => request.method() !== 'GET');
  expect(sent.map((request) => request.method())).toEqual(['POST', 'POST']);
  expectNoValueInUrls(requests, [email, 'lea@exemple']);
});

test('signup without JavaScript: POST, a refusal keeps what was typed (never the passwords), then the page says the activation e-mail left', async ({
  page,
  baseURL,
}) => {
  const password = 'Jardin-Composite-2025!';
  const requests = watchRequests(page);
  await page.goto('/inscription');
  const form = page.getByRole('form', { name: 'Création de compte' });
  await form.getByLabel(/^Prénom/).fill('Jeanne');
  await form.getByLabel(/^Nom\*?$/).fill('Parcours');
  await form.getByLabel(/^Adresse e-mail/).fill('jeanne@exemple');
  await form.getByLabel(/^Mot de passe/).fill(password);
  await form.getByLabel(/^Confirmation/).fill(password);
  const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/inscription');
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  expect((await refused).status()).toBe(422);
  // Each field's message, and the error summary at the top of the form listing them.
  await expect(form.getByLabel(/^Adresse e-mail/)).toHaveAccessibleDescription(new RegExp(MSG.email));
  await expect(form.getByLabel(/J’accepte les conditions/)).toHaveAccessibleDescription(new RegExp(MSG.required)); // not ticked
  await expect(form.getByRole('alert').getByRole('link')).toHaveText([
    `Adresse e-mail\u00a0: ${MSG.email}`,
    `Conditions générales\u00a0: ${MSG.required}`,
  ]);
  await expect(form.getByLabel(/^Prénom/)).toHaveValue('Jeanne');
  await expect(form.getByLabel(/^Adresse e-mail/)).toHaveValue('jeanne@exemple');
  await expect(form.getByLabel(/^Mot de passe/)).toHaveValue('');
  expect(await page.content()).not.toContain(password);

  const email = uniqueEmail('signup');
  await form.getByLabel(/^Adresse e-mail/).fill(email);
  await form.getByLabel(/^Mot de passe/).fill(password);
  await form.getByLabel(/^Confirmation/).fill(password);
  await form.getByLabel(/J’accepte les conditions/).check();
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(`${baseURL}/inscription?envoye=1`);
  await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte e-mail' })).toBeVisible();

  const sent = submissionsTo(requests, '/inscription').filter((request) => request.method() !== 'GET');
  expect(sent.map((request) => request.method())).toEqual(['POST', 'POST']);
  expectNoValueInUrls(requests, [email, password, 'Jeanne', 'Parcours', 'jeanne@exemple']);
});

test('the contact page’s customer service block is in the server’s page: phone, hours, e-mail, address', async ({
  page,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/contactez-nous');
    const block = page.getByRole('region', { name: 'Service client' });
    await expect(block.locator('a[href^="tel:+33"]')).toHaveCount(1);
    await expect(block.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(block).toContainText(/Du lundi au vendredi/);
    await expect(block.locator('address')).toBeVisible();
    await page.screenshot({ path: `/tmp/h80-contact-no-js-${width}.png`, fullPage: true });
  }
});
