import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// A store's page leads to an appointment in that store, a partner installer's page to a request
// to that partner: the form the visitor lands on already knows which one, with and without
// JavaScript (the server renders the choice).

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? 'JavaScript on' : 'JavaScript off';

  test(`${mode}: « Prendre rendez-vous » on a store’s page opens the appointment form with that store chosen`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await page.goto('/magasins/nantes');
      if (javaScriptEnabled) await waitForInteractive(page);
      await page.getByRole('link', { name: 'Prendre rendez-vous' }).click();
      await expect(page).toHaveURL(/\/prenez-rendez-vous\?magasin=/);
      await expect(page.getByLabel(/^Magasin/)).toHaveValue('Magasin Arbora Nantes');
    } finally {
      await context.close();
    }
  });

  test(`${mode}: an installer’s page asks to be called back by that partner, not for a store appointment`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await page.goto('/services/trouver-un-poseur');
      const partner = page
        .getByRole('region', { name: /près de chez vous$/ })
        .getByRole('listitem')
        .first();
      const name = ((await partner.getByRole('link').textContent()) ?? '').trim();
      await partner.getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      if (javaScriptEnabled) await waitForInteractive(page);
      await expect(page.getByRole('link', { name: 'Prendre rendez-vous' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Être recontacté par ce poseur' }).click();
      await expect(page).toHaveURL(/\/trouvez-un-poseur\?poseur=/);
      await expect(
        page.getByRole('heading', { level: 2, name: `Être recontacté par ${name}`, exact: false }),
      ).toBeVisible();
      await expect(page.getByLabel(/^Votre projet en quelques mots/)).toHaveValue(
        new RegExp(`^Je souhaite être recontacté par ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
      // Sent, the request names that partner to the API (its page's slug), which refuses one it
      // does not know: the confirmation follows only when the partner was understood.
      const slug = new URL(page.url()).searchParams.get('poseur') ?? '';
      await page.getByLabel(/^Type de projet/).selectOption('terrasse');
      await page.getByLabel(/^Prénom/).fill('Léa');
      await page.getByLabel(/^Nom/).fill('Martin');
      await page.getByLabel(/^Adresse e-mail/).fill(`lea.poseur.${Date.now()}@exemple.fr`);
      await page.getByLabel(/^Code postal/).fill('44000');
      await page.getByLabel(/^J’accepte qu’Arbora/).check();
      const sent = javaScriptEnabled ? page.waitForRequest('**/api/v1/forms/send*') : null;
      await page.getByRole('button', { name: 'Être recontacté par un poseur' }).click();
      if (sent)
        expect((await sent).postDataJSON()).toMatchObject({ form: 'trouvez-un-poseur', data: { installer: slug } });
      await expect(page).toHaveURL(/\/form\/confirmation$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre demande est envoyée');
    } finally {
      await context.close();
    }
  });
}
