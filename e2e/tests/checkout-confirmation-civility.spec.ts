import { expect, test } from '../support/fixtures';
import { signedInContext, transferOrderByApi } from './checkout-helpers';

// Issue 35: the confirmation page writes the civility as the account's order page does (« M. »,
// « Mme »), not as the API stores it (« M »), with and without JavaScript, at a phone's width.

for (const javaScriptEnabled of [false, true]) {
  test(`the confirmation prints « M. », JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({
    browser,
    baseURL,
    request,
    stack,
  }, testInfo) => {
    const {
      jwt,
      cartToken: token,
      reference,
    } = await transferOrderByApi(request, stack.apiDataDir, {
      civility: 'M',
      firstname: 'Paul',
      lastname: 'Durand',
    });
    const order = { reference };

    const context = await signedInContext(browser, baseURL!, jwt, token, javaScriptEnabled);
    const page = await context.newPage();
    try {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(`/commande/confirmation-virement?order=${order.reference}`);
      const recap = page.getByRole('region', { name: `Récapitulatif de la commande ${order.reference}` });
      const billing = recap.locator('address');
      await expect(billing).toContainText('M. Paul Durand');
      await expect(recap).not.toContainText(/\bM Paul/);
      await billing.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`confirmation-civility-390.png`) });
    } finally {
      await context.close();
    }
  });
}
