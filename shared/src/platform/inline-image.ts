import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { use } from 'react';
import { apiConfig, BROWSER_API_BASE } from '@arbora/shared/api';
import { isBrowser } from '@arbora/shared/env';

/**
 * The picture of a page's first screen (its largest paint) written into the server's HTML as a
 * `data:` URL when it is small: the browser paints it with the document instead of asking for it
 * after the document, one network round trip later (on a phone, most of the wait). A larger
 * picture keeps its URL (and its preload): inlined, it would delay the document more than it saves.
 *
 * Only the server fetches. The browser reads what the server put in the page's query state (so
 * the hydrated `src` is the server's); on a later, in-browser navigation it uses the URL.
 */
export const INLINE_IMAGE_MAX_BYTES = 6 * 1024;
/** A picture the API is slow to give is not worth holding the page for. */
export const INLINE_IMAGE_TIMEOUT_MS = 300;
/** The query key's first part: the shell's server reads which pictures a page inlined. */
export const INLINE_IMAGE_QUERY_KEY = 'inline-image';

/** The API's generated, immutable pictures (`Cache-Control: immutable`), through the shell's proxy. */
const MEDIA_PATH = `${BROWSER_API_BASE}/media/`;
const INLINE_TYPES = /^image\/(webp|avif|png|jpeg|gif|svg\+xml)$/;

/** What was inlined, by URL: the API says these bytes never change, so a server keeps the last few. */
const IMMUTABLE_CACHE_SIZE = 200;
const immutable = new Map<string, string>();

function remember(src: string, value: string) {
  if (immutable.size >= IMMUTABLE_CACHE_SIZE) immutable.delete(immutable.keys().next().value as string);
  immutable.set(src, value);
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, Math.min(i + 0x8000, bytes.length)));
  return btoa(binary);
}

/**
 * The picture at `src` as a `data:` URL, or '' when it stays a URL: not one of the API's pictures,
 * larger than INLINE_IMAGE_MAX_BYTES, not an image, or not given in time. Never throws.
 */
export async function fetchInlineImage(src: string, signal?: AbortSignal): Promise<string> {
  if (!src.startsWith(MEDIA_PATH)) return '';
  const known = immutable.get(src);
  if (known !== undefined) return known;
  const { baseUrl, fetch } = apiConfig();
  const limit = AbortSignal.timeout(INLINE_IMAGE_TIMEOUT_MS);
  try {
    const response = await fetch(`${baseUrl}${src.slice(BROWSER_API_BASE.length)}`, {
      signal: signal ? AbortSignal.any([signal, limit]) : limit,
    });
    if (!response.ok) return '';
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (!INLINE_TYPES.test(type) || declared > INLINE_IMAGE_MAX_BYTES) {
      void response.body?.cancel().catch(() => undefined);
      return finish(src, '', response);
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    return finish(src, bytes.length > INLINE_IMAGE_MAX_BYTES ? '' : `data:${type};base64,${base64(bytes)}`, response);
  } catch {
    return '';
  }
}

function finish(src: string, value: string, response: Response): string {
  if (/\bimmutable\b/.test(response.headers.get('cache-control') ?? '')) remember(src, value);
  return value;
}

export function inlineImageQuery(src: string) {
  return queryOptions({
    queryKey: [INLINE_IMAGE_QUERY_KEY, src] as const,
    queryFn: ({ signal }) => fetchInlineImage(src, signal),
    staleTime: Infinity,
  });
}

/**
 * The `src` to render for a first-screen picture: its `data:` URL when the server inlined it, else
 * `src` itself. `enabled` false (a picture below the first screen) always gives `src`.
 */
export function useInlineImage(src: string, enabled = true): string {
  const client = useQueryClient();
  if (!enabled || !src) return src;
  const query = inlineImageQuery(src);
  const known = client.getQueryData(query.queryKey);
  if (known !== undefined) return known || src;
  // The browser never asks: a picture the server did not inline loads from its URL.
  if (isBrowser) return src;
  // The server waits for it (React renders the rest meanwhile); the answer lands in the page's
  // query state, so the browser hydrates the same `src`.
  return use(client.ensureQueryData(query)) || src;
}

/** The URLs of the pictures a render inlined (the shell's server then leaves out their preload). */
export function inlinedImages(client: QueryClient): string[] {
  return client
    .getQueriesData<string>({ queryKey: [INLINE_IMAGE_QUERY_KEY] })
    .filter(([, data]) => Boolean(data))
    .map(([key]) => String(key[1]));
}
