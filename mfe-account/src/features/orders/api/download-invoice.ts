import { apiConfig, buildUrl } from '@arbora/shared/api';
import { HttpError } from '@arbora/shared/errors';

/**
 * GET /v1/order/{reference}/invoice is a token call answering PDF bytes: a plain link would not
 * carry the bearer token, so the file is fetched and handed to the browser as a download. Runs in
 * an event handler only. The session goes as the HttpOnly cookie (the /api proxy adds the token).
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
