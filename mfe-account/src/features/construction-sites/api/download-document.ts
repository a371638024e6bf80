import { apiConfig, buildUrl } from '@arbora/shared/api';
import { HttpError } from '@arbora/shared/errors';
import type { SiteDocument } from '@arbora/shared/schemas';

/**
 * GET /v1/construction-site/{id}/document/{kind}/{number} is a token call answering PDF bytes: a
 * plain link would not carry the bearer token, so the file is fetched and handed to the browser
 * as a download. Runs in an event handler only. The session goes as the HttpOnly cookie (the /api
 * proxy adds the token).
 */
export async function downloadDocument(siteId: number, doc: SiteDocument): Promise<void> {
  const response = await apiConfig().fetch(
    buildUrl(`/construction-site/${siteId}/document/${doc.kind}/${doc.number}`),
    {
      headers: { Accept: 'application/pdf' },
      credentials: 'same-origin',
    },
  );
  if (!response.ok) throw new HttpError(response.status, response.statusText, undefined, undefined, 'GET document');
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${doc.kind}-${doc.number}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: Chromium reads the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
