import { api, STALE_TIME } from '@arbora/shared/api';
import { NotFoundError } from '@arbora/shared/errors';
import { routeValidationMessage } from '@arbora/shared/messages';
import type { Page } from '@arbora/shared/schemas';
import { queryOptions } from '@tanstack/react-query';

/** GET /v1/preview/page: a draft shown with its preview token; no token or a bad one is a 404. */
export async function getPreview(slug: string, token: string | null): Promise<Page> {
  const notFound = new NotFoundError(routeValidationMessage(`/preview/${slug}`));
  if (!token) throw notFound;
  try {
    return await api.get<Page>('/preview/page', { query: { slug, token } });
  } catch (error) {
    if ((error as { status?: number }).status === 404) throw notFound;
    throw error;
  }
}

export const previewQuery = (slug: string, token: string | null) =>
  queryOptions({
    queryKey: ['content', 'preview', slug, token ?? ''],
    queryFn: () => getPreview(slug, token),
    // A draft changes while its author looks at it: never serve it from the cache.
    staleTime: STALE_TIME.personal,
    gcTime: 0,
  });
