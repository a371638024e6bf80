import net from 'node:net';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

type StaticServer = { port: number; close: () => Promise<void> };

async function serveRemote(root: string, name: string, port = 0): Promise<StaticServer> {
  const { startStaticServer } = await import('../../tooling/static-server.mjs');
  return startStaticServer({ root: path.join(root, `mfe-${name}`, 'dist'), port, host: '127.0.0.1' });
}

// Issue 36 point 6: the server still renders a stopped remote's page from the Node build it holds,
// and the browser, which cannot load the remote's files, keeps that HTML with a discreet notice
// instead of the « Réessayer » fallback. The next load once the remote is back runs its code again.
test('a stopped remote’s page stays as the server rendered it, with a notice; the rest of the site works; the next load recovers', async ({
  page,
  stack,
  repoint,
}) => {
  // Our own copy of the forms remote, so the test can stop and restart it.
  let forms = await serveRemote(stack.root, 'forms');
  const { port } = forms;
  repoint([{ name: 'forms', entry: `http://127.0.0.1:${port}/mf-manifest.json` }]);
  const area = page.locator('[data-remote="forms"]');
  const form = area.locator('form[method="post"]');
  const notice = page.getByRole('status').filter({ hasText: 'Certaines fonctions de cette page' });

  await page.goto('/contactez-nous');
  await waitForInteractive(page);
  await expect(form).toBeVisible();
  await expect(page.locator('[data-remote-server-only]')).toHaveCount(0);

  await forms.close();
  await page.goto('/contactez-nous');
  // The server's page, kept: its form is there, a notice says some features are unavailable.
  await expect(form).toBeVisible();
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice).toHaveAttribute('data-remote-server-only', 'forms');
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  await expect(form).toBeVisible();
  // Header, navigation and cart badge are the shell's: still there and usable.
  // The cart link, hydrated: its name says the empty cart (no « 0 » badge).
  await expect(page.getByRole('link', { name: /^Panier ?, vide$/ })).toBeVisible();
  await page.getByRole('link', { name: /Arbora, accueil/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('main h1').first()).toBeVisible();

  // The remote is back: the next load of the page runs its code, no notice.
  forms = await serveRemote(stack.root, 'forms', port);
  try {
    await page.goto('/contactez-nous');
    await waitForInteractive(page);
    await expect(form).toBeVisible();
    await expect(page.locator('[data-remote-server-only], [data-remote-fallback]')).toHaveCount(0);
    // Its code runs: an empty submit is told by the page's own summary of errors, not posted.
    await page.getByRole('button', { name: 'Envoyer mon message' }).click();
    await expect(page.getByRole('group', { name: /Le formulaire contient des erreurs/ })).toBeFocused();
    await expect(page).toHaveURL(/\/contactez-nous$/);
  } finally {
    await forms.close();
  }
});

test('a remote that hangs falls back after the load timeout', async ({ page, repoint }) => {
  // Accepts connections and never answers: the manifest fetch would otherwise wait forever.
  const sockets: net.Socket[] = [];
  const hanging = net.createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  const { port } = hanging.address() as net.AddressInfo;
  repoint([{ name: 'forms', entry: `http://127.0.0.1:${port}/mf-manifest.json` }]);

  await page.goto('/contactez-nous');
  // The fallback, or (issue 36 point 6) the page the server rendered, kept with its notice.
  await expect(page.locator('[data-remote-fallback="forms"], [data-remote-server-only="forms"]').first()).toBeVisible({
    timeout: 15_000,
  });
  // The cart link, hydrated: its name says the empty cart (no « 0 » badge).
  await expect(page.getByRole('link', { name: /^Panier ?, vide$/ })).toBeVisible();
  sockets.forEach((s) => s.destroy());
  hanging.close();
});

test('the shell boots and navigates with all six remotes down', async ({ page, repoint }) => {
  const dead = 'http://127.0.0.1:9/mf-manifest.json';
  repoint(
    ['catalogue', 'content', 'forms', 'checkout', 'account', 'configurator'].map((name) => ({ name, entry: dead })),
  );
  await page.goto('/');
  await expect(
    page.locator('[data-remote-fallback="content"], [data-remote-server-only="content"]').first(),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await page.getByTestId('cart-link').click();
  await expect(page).toHaveURL(/\/panier$/);
  await expect(
    page.locator('[data-remote-fallback="checkout"], [data-remote-server-only="checkout"]').first(),
  ).toBeVisible();
});
