import { apiConfig, BROWSER_API_BASE, buildUrl } from '@arbora/shared/api';
import { HttpError } from '@arbora/shared/errors';

/**
 * The invoice through the shell's `/api` proxy, which adds the session cookie's bearer token: the
 * link that downloads it without JavaScript (issue 36), the same on the server and in the browser.
 */
export const invoiceHref = (reference: string) => `${BROWSER_API_BASE}/order/${encodeURIComponent(reference)}/invoice`;

/**
 * GET /v1/order/{reference}/invoice answering PDF bytes, with JavaScript: the file is fetched and
 * handed to the browser as a download, so that a failure is told on the page. Runs in an event
 * handler only. The session goes as the HttpOnly cookie (the /api proxy adds the token).
 */
export async function downloadInvoice(reference: string): Promise<void> {
  const response = await apiConfig().fetch(buildUrl(`/order/${reference}/invoice`), {
    headers: { Accept: 'application/pdf' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new HttpError(response.status, response.statusText, undefined, undefined, 'GET invoice');
  const name = /filename="([^"]+)"/.exec(response.headers?.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? `facture-${reference}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: Chromium reads the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
