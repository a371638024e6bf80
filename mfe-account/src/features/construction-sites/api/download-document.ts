import { apiConfig, BROWSER_API_BASE, buildUrl } from '@arbora/shared/api';
import { HttpError } from '@arbora/shared/errors';
import type { SiteDocument } from '@arbora/shared/schemas';

/**
 * A site's document through the shell's `/api` proxy, which adds the session cookie's bearer
 * token: the link that downloads it without JavaScript (issue 36), the same on both sides.
 */
export const documentHref = (siteId: number, doc: Pick<SiteDocument, 'kind' | 'number'>) =>
  `${BROWSER_API_BASE}/construction-site/${siteId}/document/${encodeURIComponent(doc.kind)}/${encodeURIComponent(doc.number)}`;

/** The file name a document is saved under. */
export const documentFileName = (doc: Pick<SiteDocument, 'kind' | 'number'>) => `${doc.kind}-${doc.number}.pdf`;

/**
 * GET /v1/construction-site/{id}/document/{kind}/{number} answering PDF bytes, with JavaScript:
 * the file is fetched and handed to the browser as a download, so that a failure is told on the
 * page. Runs in an event handler only. The session goes as the HttpOnly cookie (the /api proxy
 * adds the token).
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
  link.download = documentFileName(doc);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: Chromium reads the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
