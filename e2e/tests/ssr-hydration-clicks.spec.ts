import { expect, test } from '../support/fixtures';

// A server-rendered page hydrates in one pass with the document. Inside a Suspense boundary it
// hydrated later, at React's lowest priority: a checkbox clicked in between was checked in the DOM
// but its onChange never ran (React began tracking its value once it was already checked), so a
// facet ticked right after the page came up did nothing.

const LIST = '/c-lames-de-terrasse';
const FACETS = ['couleur-teck', 'couleur-gris-anthracite', 'longueur-2400', 'longueur-3600', 'couleur-sable'];

test('the page area is not a boundary hydrated after the document', async ({ request }) => {
  const html = await (await request.get(LIST)).text();
  const area = html.indexOf('data-remote="catalogue"');
  expect(area).toBeGreaterThan(0);
  // React's marker of a server Suspense boundary, right before the remote's area.
  expect(html.slice(area - 40, area)).not.toContain('<!--$-->');
});

test('a facet ticked the moment the page becomes interactive filters the list, every time', async ({ page }) => {
  // The click happens inside the shell's interactive mark (the end of its hydration), where the
  // page area of the old markup was still waiting for its own, later pass.
  await page.addInitScript(() => {
    const mark = performance.mark.bind(performance);
    performance.mark = (name: string, options?: PerformanceMarkOptions) => {
      const entry = mark(name, options);
      const facet = sessionStorage.getItem('facet-to-tick');
      if (name === 'arbora:interactive' && facet) document.getElementById(`filtre-${facet}`)?.click();
      return entry;
    };
  });
  for (const facet of FACETS) {
    await page.goto('/mentions-legales');
    await page.evaluate((value) => sessionStorage.setItem('facet-to-tick', value), facet);
    await page.goto(LIST);
    await expect(page, `ticking ${facet}`).toHaveURL(new RegExp(`${LIST}/[^?]*${facet.split('-').slice(1).join('-')}`));
  }
});

test('a facet ticked before the page is hydrated takes effect once it is', async ({ page }) => {
  // DOMContentLoaded: the HTML is there and main.js has run, React has not hydrated yet.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      if (location.pathname === '/c-lames-de-terrasse') document.getElementById('filtre-couleur-sable')?.click();
    });
  });
  await page.goto(LIST);
  await expect(page).toHaveURL(new RegExp(`${LIST}/couleur_sable`));
  await expect(page.locator('#filtre-couleur-sable')).toBeChecked();
});

test('« Menu » tapped before the page is hydrated opens the drawer once it is', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      if (location.pathname === '/ocelia') {
        document.querySelector<HTMLButtonElement>('header button[aria-haspopup="dialog"]')?.click();
      }
    });
  });
  await page.goto('/ocelia');
  await expect(
    page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Mobilier de jardin' }),
  ).toBeVisible();
});

test('a login form sent before the page is hydrated posts to its server action: the password never goes into the URL', async ({
  page,
  baseURL,
}) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      // Once: the page the server action renders again must not send it again.
      if (location.pathname !== '/connexion' || sessionStorage.getItem('sent-before-hydration')) return;
      sessionStorage.setItem('sent-before-hydration', '1');
      const form = document.querySelector<HTMLFormElement>('form[aria-label="Connexion"], form[aria-labelledby]');
      const email = form?.querySelector<HTMLInputElement>('input[type="email"]');
      const password = form?.querySelector<HTMLInputElement>('input[type="password"]');
      if (!form || !email || !password) return;
      email.value = 'demo.particulier@arbora.example';
      password.value = 'Pas-le-bon-2025!';
      form.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
    });
  });
  await page.goto('/connexion');
  const form = page.getByRole('form', { name: 'Connexion' });
  // Answered in the page (the API refused the password): the browser posted what was typed before
  // hydration to the page's action, which rendered the form again (issue 36).
  await expect(form.getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect.');
  await expect(form.getByLabel('Adresse e-mail')).toHaveValue('demo.particulier@arbora.example');
  await expect(page).toHaveURL(`${baseURL}/connexion`);
  expect(urls.filter((url) => /Pas-le-bon|password=/i.test(url))).toEqual([]);
});
