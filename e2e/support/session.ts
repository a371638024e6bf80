import { expect, type BrowserContext, type Page } from '@playwright/test';

/** The shell's HttpOnly session cookie (shell/server/form-actions/session-cookie.ts). */
export const SESSION_COOKIE_NAME = 'arbora_session';

/** The session cookie the browser holds, if any (Playwright reads HttpOnly cookies; page scripts cannot). */
export async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE_NAME);
}

/**
 * The logged-in customer's token, read from the HttpOnly session cookie (issue 36: the page itself
 * never holds it), for a spec's own API calls (no second login: logins are rate-limited).
 */
export async function browserToken(page: Page): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(async () => (token = (await sessionCookie(page.context()))?.value), { message: 'a logged-in browser' })
    .toBeTruthy();
  return token!;
}
