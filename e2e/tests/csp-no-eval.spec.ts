import { waitForInteractive } from '../support/interactive';
import { expect, test } from '../support/fixtures';

// The CSP has no 'unsafe-eval'. Zod builds its object validators with `new Function` unless its
// jitless mode is set (shared/src/schemas/zod-jitless.ts); a production build that dropped that
// setting makes every page that loads shared's schemas report a violation (Lighthouse's
// best-practices counted it on the forms and the product pages: issue 40 point 3).
const PAGES = ['/contactez-nous', '/connexion', '/devis/devis-terrasse', '/p-lame-de-terrasse-alveolaire-horizon'];

for (const path of PAGES) {
  test(`${path} runs without a Content-Security-Policy violation`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    await page.goto(path);
    await waitForInteractive(page);
    // Zod decides at a schema's creation, when the page's modules load: hydrated is late enough.
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
}
