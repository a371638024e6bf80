import { expect, test } from '../support/fixtures';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

test('the shell pages send a CSP with scripts from self and the remotes only, and the basic headers', async ({
  request,
  stack,
}) => {
  for (const path of ['/', '/cookies', '/Pas_Une_Page', '/remotes.json']) {
    const headers = (await request.get(`${stack.baseURL}${path}`)).headers();
    const csp = headers['content-security-policy'] ?? '';
    const scripts = directive(csp, 'script-src');
    expect(scripts, path).toContain("'self'");
    for (const port of Object.values(stack.remotePorts)) expect(scripts, path).toContain(`http://127.0.0.1:${port}`);
    expect(scripts, path).not.toContain("'unsafe-inline'");
    expect(scripts, path).not.toContain("'unsafe-eval'");
    expect(directive(csp, 'frame-ancestors'), path).toBe("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
});

test('the remote servers send nosniff, a referrer policy and frame-ancestors on their page, and keep CORS and cache headers', async ({
  request,
  stack,
}) => {
  for (const [name, port] of Object.entries(stack.remotePorts)) {
    const base = `http://127.0.0.1:${port}`;
    const index = (await request.get(`${base}/index.html`)).headers();
    expect(index['content-security-policy'], name).toContain("frame-ancestors 'none'");
    expect(index['x-content-type-options'], name).toBe('nosniff');
    expect(index['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
    expect(index['cache-control'], name).toBe('no-cache');
    const manifest = (await request.get(`${base}/mf-manifest.json`)).headers();
    expect(manifest['access-control-allow-origin'], name).toBe('*');
    expect(manifest['cache-control'], name).toBe('no-cache');
    expect(manifest['x-content-type-options'], name).toBe('nosniff');
    expect(manifest['content-security-policy'], name).toBeUndefined();
    const entry = (await request.get(`${base}/remoteEntry.js`)).headers();
    expect(entry['access-control-allow-origin'], name).toBe('*');
    expect(entry['x-content-type-options'], name).toBe('nosniff');
  }
});

test('the site cannot be framed by another page', async ({ page, stack }) => {
  await page.setContent(`<iframe id="f" src="${stack.baseURL}/"></iframe>`);
  // The parent's load event waits for its frame's (setContent's default): the frame's answer is in.
  await page.waitForLoadState('load');
  const frame = page.frame({ url: /127\.0\.0\.1/ });
  // A blocked frame stays empty: it never gets the shell's root element (server-rendered, no JS needed).
  expect(
    (await frame
      ?.locator('#root')
      .count()
      .catch(() => 0)) ?? 0,
  ).toBe(0);
});
