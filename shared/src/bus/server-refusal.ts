import { isProduction } from '@arbora/shared/env';

/**
 * A write to shared state while a server renders: on a server every visitor runs in the same
 * process, so the write would reach the next visitor's page. Development and tests throw, to catch
 * the page that writes while rendering; production drops the write and says so in the log.
 */
export function refuseOnServer(what: string): void {
  const message = `[shared] ${what} refused on the server: shared state is browser-only (write in an effect or a handler)`;
  if (!isProduction) throw new Error(message);
  console.error(message);
}
