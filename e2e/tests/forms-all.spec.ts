import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { queryApiDatabase } from '../support/api-database';
import { waitForInteractive } from '../support/interactive';

// SPEC 2.5 and 5: the 15 forms of the forms remote against the real API, sent through the page and
// the shell's proxy as a shopper's browser sends them. The proxy gives every browser request the
// shell's own address, so the suite's API runs with a per-address form budget of 200 a minute
// (e2e/support/global-setup.ts) instead of 10; the budget itself is tested in the API's tests and
// in forms-extra.spec.ts.

const MSG = {
  required: 'Ce champ est obligatoire.',
  email: 'Veuillez saisir une adresse e-mail valide.',
  phone: 'Veuillez saisir un numéro de téléphone valide, commençant par 0 ou +33.',
  siret: 'Veuillez saisir un numéro SIRET valide (14 chiffres).',
  positive: 'Veuillez saisir un nombre supérieur à zéro.',
  sunday: 'Nos magasins sont fermés le dimanche. Veuillez choisir un autre jour.',
  past: 'Veuillez choisir une date à partir d’aujourd’hui.',
  rateLimited:
    'Vous avez envoyé plusieurs formulaires en peu de temps. Merci de patienter une minute avant de réessayer.',
  contest: 'Cette adresse e-mail a déjà participé au jeu-concours. Une seule participation par personne est acceptée.',
  uploadRejected: 'Un fichier joint a été refusé.',
  fieldsRefused: 'Certaines informations ont été refusées. Corrigez les champs signalés puis renvoyez le formulaire.',
  summary: 'Le formulaire contient des erreurs',
};

// A well-formed one-page PDF (the API opens documents to check them).
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\nxref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \n0000000115 00000 n \ntrailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n186\n%%EOF\n',
);

/** Counts the page's forms/send requests (what a double send would show). */
function countSends(page: Page) {
  const client = { sent: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/v1/forms/send')) client.sent += 1;
  });
  return client;
}

/**
 * Has the API refuse the next submission by its own rules: the request leaves the page with what
 * was typed and reaches the API (through the shell) with `sent` instead of `typed` in the `data`
 * JSON (JSON or multipart alike), as when the browser's checks and the server's disagree.
 */
async function swapInNextSend(page: Page, typed: string, sent: string) {
  await page.route(
    '**/api/v1/forms/send**',
    async (route) => {
      const body = route.request().postDataBuffer()!.toString('latin1');
      const swapped = body.replace(JSON.stringify(typed), JSON.stringify(sent));
      expect(swapped).not.toBe(body);
      await route.continue({ postData: Buffer.from(swapped, 'latin1') });
    },
    { times: 1 },
  );
}

/** The stored submissions of `email`, read from the e2e API's database. */
function storedSubmissions(email: string): Promise<{ form: string; uploads: number }[]> {
  return queryApiDatabase<{ form: string; uploads: number }>(
    `select s.form, (select count(*)::int from form_uploads u where u.submission_id = s.id) as uploads
     from form_submissions s where s.email = $1`,
    [email],
  );
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

/** A day `offset` days after today in Paris (the API's "today"), at noon UTC. */
function parisDay(offset: number): Date {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day;
}
/** An open day at least two days ahead (never a Sunday), as YYYY-MM-DD: the API refuses past days and Sundays. */
function nextOpenDay(): string {
  const day = parisDay(2);
  if (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
function nextSunday(): string {
  const day = parisDay(2);
  while (day.getUTCDay() !== 0) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

type Fill = (page: Page, form: string) => Promise<void>;
const byId = (page: Page, form: string, name: string) => page.locator(`#${form}-${name}`);

/**
 * Ticks a checkbox or radio with a click event on the control itself: errors fixed by the previous
 * fields vanish on blur and move the layout, so a click at a computed position can miss.
 */
async function tick(page: Page, form: string, name: string) {
  const control = byId(page, form, name);
  await control.dispatchEvent('click');
  await expect(control).toBeChecked();
}

const person: Fill = async (page, form) => {
  await byId(page, form, 'firstname').fill('Léa');
  await byId(page, form, 'lastname').fill('Martin');
  await byId(page, form, 'phone').fill('06 12 34 56 78');
  await byId(page, form, 'postcode').fill('44000');
  await tick(page, form, 'consent');
};
const postal: Fill = async (page, form) => {
  await byId(page, form, 'street').fill('3 rue des Lilas');
  await byId(page, form, 'city').fill('Nantes');
};
const appointment: Fill = async (page, form) => {
  await byId(page, form, 'store').selectOption({ index: 1 });
  await byId(page, form, 'date').fill(nextOpenDay());
  await tick(page, form, 'slot');
};

interface Case {
  form: string;
  path: string;
  confirmation: string;
  submit: string;
  fill: Fill;
  /** a rule of this form: field, what to type, the French message on blur */
  rules: [name: string, value: string, message: string][];
  cv?: boolean;
  /** the value the API gets instead of the one typed, and its refusal on the field (default: the e-mail) */
  refusal?: { name: string; typed: string; sent: string; message: string };
}

const quote = (kind: string, project: Fill, numberField: string): Case => ({
  form: kind,
  path: `/devis/${kind}`,
  confirmation: '/devis/confirmation',
  submit: 'Recevoir mon devis gratuit',
  fill: project,
  rules: [[numberField, '-4', MSG.positive]],
});
const sample = (kind: string, choose: Fill): Case => ({
  form: kind,
  path: `/echantillons/${kind}`,
  confirmation: '/echantillons/confirmation',
  submit: 'Recevoir mes échantillons',
  fill: async (page, form) => {
    await choose(page, form);
    await postal(page, form);
  },
  rules: [['street', '', MSG.required]],
});

const CASES: Case[] = [
  quote('devis-terrasse', async (page, f) => byId(page, f, 'surface_m2').fill('32'), 'surface_m2'),
  quote(
    'devis-cloture',
    async (page, f) => {
      await byId(page, f, 'length_m').fill('25');
      await tick(page, f, 'height');
    },
    'length_m',
  ),
  quote(
    'devis-portail',
    async (page, f) => {
      await byId(page, f, 'width_cm').fill('350');
      await tick(page, f, 'opening');
    },
    'width_cm',
  ),
  quote('devis-portillon', async (page, f) => byId(page, f, 'width_cm').fill('100'), 'width_cm'),
  quote('devis-bardage', async (page, f) => byId(page, f, 'surface_m2').fill('40'), 'surface_m2'),
  sample('echantillons-box', async () => undefined),
  sample('echantillons-lames', async (page, f) => tick(page, f, 'colours')),
  sample('echantillons-accessoires', async (page, f) => tick(page, f, 'items')),
  {
    form: 'rendez-vous',
    path: '/prenez-rendez-vous',
    confirmation: '/form/confirmation',
    submit: 'Demander ce rendez-vous',
    fill: appointment,
    rules: [['date', nextSunday(), MSG.sunday]],
    refusal: { name: 'date', typed: nextOpenDay(), sent: nextSunday(), message: MSG.sunday },
  },
  {
    form: 'rendez-vous-pro',
    path: '/prenez-rendez-vous-pro',
    confirmation: '/form/confirmation',
    submit: 'Demander ce rendez-vous',
    fill: async (page, f) => {
      await appointment(page, f);
      await byId(page, f, 'company').fill('Paysages Ligériens');
      await byId(page, f, 'siret').fill('732 829 320 00074');
    },
    rules: [['siret', '73282932000075', MSG.siret]],
    refusal: { name: 'date', typed: nextOpenDay(), sent: '2020-01-06', message: MSG.past },
  },
  {
    form: 'candidature',
    path: '/candidature',
    confirmation: '/form/confirmation-candidature',
    submit: 'Envoyer ma candidature',
    fill: async (page, f) => {
      await byId(page, f, 'job').selectOption({ index: 1 });
    },
    rules: [['lastname', '', MSG.required]],
    cv: true,
  },
  {
    form: 'candidature-spontanee',
    path: '/ocelia/nous-rejoindre/candidature-spontanee',
    confirmation: '/ocelia/nous-rejoindre/confirmation-candidature-spontanee',
    submit: 'Envoyer ma candidature',
    fill: async (page, f) => byId(page, f, 'desired_job').fill('Poseur'),
    rules: [['firstname', '', MSG.required]],
    cv: true,
  },
  {
    form: 'jeu-concours',
    path: '/jeu-concours',
    confirmation: '/form/confirmation-concours',
    submit: 'Valider ma participation',
    fill: async (page, f) => {
      await byId(page, f, 'answer').fill('10 ans');
      await tick(page, f, 'rules_accepted');
    },
    rules: [['answer', '', MSG.required]],
  },
  {
    form: 'contact',
    path: '/contactez-nous',
    confirmation: '/form/confirmation',
    submit: 'Envoyer mon message',
    fill: async (page, f) => {
      await byId(page, f, 'subject').selectOption('produit');
      await byId(page, f, 'message').fill('Quelle garantie pour les lames ?');
    },
    rules: [['message', '', MSG.required]],
  },
  {
    form: 'trouvez-un-poseur',
    path: '/trouvez-un-poseur',
    confirmation: '/form/confirmation',
    submit: 'Être recontacté par un poseur',
    fill: async (page, f) => {
      await byId(page, f, 'project_type').selectOption('terrasse');
    },
    rules: [['lastname', '', MSG.required]],
  },
];

const uniqueEmail = (form: string) =>
  `e2e.${form}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@exemple.fr`;

async function blurWith(page: Page, form: string, name: string, value: string) {
  const field = byId(page, form, name);
  await field.fill(value);
  await field.blur();
}

test.describe.configure({ timeout: 120_000 });

for (const c of CASES) {
  test(`${c.form}: French messages on blur, error summary, a server refusal in the page, then sent, stored and confirmed`, async ({
    page,
    baseURL,
  }) => {
    const client = countSends(page);
    await page.goto(c.path);
    const submit = page.getByRole('button', { name: c.submit });
    // Typing waits for hydration (the server HTML's form posts to the shell without JavaScript).
    await waitForInteractive(page);
    await expect(submit).toBeEnabled();
    await expectNoAxeViolations(page);

    // SPEC 5 rules on blur, in French
    await blurWith(page, c.form, 'email', 'lea@exemple');
    await expect(page.locator(`#${c.form}-email-error`)).toContainText(MSG.email);
    await blurWith(page, c.form, 'phone', '12 34');
    await expect(page.locator(`#${c.form}-phone-error`)).toContainText(MSG.phone);
    for (const [name, value, message] of c.rules) {
      await blurWith(page, c.form, name, value);
      await expect(page.locator(`#${c.form}-${name}-error`)).toContainText(message);
    }

    // submit with errors: focus on the summary, its links lead to the fields
    await submit.click();
    const summary = page.getByRole('group', { name: new RegExp(MSG.summary) });
    await expect(summary).toBeFocused();
    // The page's title says so first while the summary shows (as the server's refused page does).
    await expect(page).toHaveTitle(/^Erreur\u00a0: .+Arbora$/);
    await summary.getByRole('link', { name: /^Adresse e-mail/ }).click();
    await expect(byId(page, c.form, 'email')).toBeFocused();
    await expectNoAxeViolations(page);
    expect(client.sent).toBe(0);

    // fill in everything
    const email = uniqueEmail(c.form);
    await byId(page, c.form, 'email').fill(email);
    await c.fill(page, c.form);
    await person(page, c.form);
    if (c.cv)
      await byId(page, c.form, 'cv').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });

    // a server refusal, said in the page: the form stays filled and on its page
    const refusal = c.refusal ?? { name: 'email', typed: email, sent: 'lea@exemple', message: MSG.email };
    await swapInNextSend(page, refusal.typed, refusal.sent);
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText(MSG.fieldsRefused);
    await expect(page.locator(`#${c.form}-${refusal.name}-error`)).toContainText(refusal.message);
    await expect(byId(page, c.form, refusal.name)).toHaveValue(refusal.typed);
    await expect(byId(page, c.form, 'firstname')).toHaveValue('Léa');
    await expect(byId(page, c.form, 'email')).toHaveValue(email);
    await expect(page).toHaveURL(`${baseURL}${c.path}`);
    expect(await storedSubmissions(email)).toEqual([]);

    // sent again as typed, it goes through
    const sentBefore = client.sent;
    await submit.click();
    await expect(page).toHaveURL(`${baseURL}${c.confirmation}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ce que nous avons reçu' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    expect(client.sent).toBe(sentBefore + 1);
    await expectNoAxeViolations(page);
    expect(await storedSubmissions(email)).toEqual([{ form: c.form, uploads: c.cv ? 1 : 0 }]);

    // reloading the confirmation sends nothing again
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(client.sent).toBe(sentBefore + 1);
  });
}
