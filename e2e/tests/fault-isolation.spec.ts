import net from 'node:net';
import path from 'node:path';
import { expect, test } from '../support/fixtures';

type StaticServer = { port: number; close: () => Promise<void> };

async function serveRemote(root: string, name: string, port = 0): Promise<StaticServer> {
  const { startStaticServer } = await import('../../tooling/static-server.mjs');
  return startStaticServer({ root: path.join(root, `mfe-${name}`, 'dist'), port, host: '127.0.0.1' });
}

// Issue 36 point 6 changed this: the server still renders the stopped remote's page from the Node
// build it holds, and the browser keeps that HTML with a notice instead of the fallback. To rewrite:
// the kept page, its notice, and recovery on the next load once the remote is back.
test.fixme('a stopped remote shows its French fallback, the rest of the site works, and « Réessayer » recovers', async ({
  page,
  stack,
  repoint,
}) => {
  // Our own copy of the forms remote, so the test can stop and restart it.
  let forms = await serveRemote(stack.root, 'forms');
  const { port } = forms;
  repoint([{ name: 'forms', entry: `http://127.0.0.1:${port}/mf-manifest.json` }]);

  await page.goto('/contactez-nous');
  await expect(page.locator('[data-remote="forms"]')).toBeVisible();

  await forms.close();
  await page.goto('/contactez-nous');
  const fallback = page.locator('[data-remote-fallback="forms"]');
  await expect(fallback).toBeVisible();
  await expect(
    fallback.getByRole('heading', { name: 'Cette partie du site est momentanément indisponible' }),
  ).toBeVisible();
  // Header, navigation and cart badge are the shell's: still there and usable.
  await expect(page.getByTestId('cart-count')).toBeVisible();
  await page.getByRole('link', { name: /Arbora, accueil/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('main h1').first()).toBeVisible();

  await page.goto('/contactez-nous');
  await expect(fallback).toBeVisible();
  forms = await serveRemote(stack.root, 'forms', port);
  await fallback.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.locator('[data-remote="forms"]')).toBeVisible();
  await forms.close();
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
  await expect(page.getByTestId('cart-count')).toBeVisible();
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
