const TIMEOUT_MS = 2000;

/**
 * Asks the API whether a content slug exists, so an unknown page answers a real 404.
 * Returns null when the API cannot tell (down, slow): the page is then served and the SPA decides.
 */
export async function contentExists(apiUrl: string, slug: string): Promise<boolean | null> {
  const url = new URL('/v1/url/entity', apiUrl);
  url.searchParams.set('slug', slug);
  url.searchParams.set('entity_type', 'cms_page');
  url.searchParams.set('lang', 'fr');
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (response.status === 404) return false;
    return response.ok ? true : null;
  } catch {
    return null;
  }
}
