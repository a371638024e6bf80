import { apiConfig, BROWSER_API_BASE } from '@arbora/shared/api';

/**
 * The shell server's side of an inlined first-screen picture (`useInlineImage` in
 * `@arbora/shared/platform`, given to each render's QueryClient by `provideInlineImages`): a small
 * API picture becomes a `data:` URL in the HTML. A larger picture keeps its URL (and its preload):
 * inlined, it would delay the document more than it saves. Server code only: no browser bundle
 * imports this module.
 */
export const INLINE_IMAGE_MAX_BYTES = 6 * 1024;
/** A picture the API is slow to give is not worth holding the page for. */
export const INLINE_IMAGE_TIMEOUT_MS = 300;

/** The API's generated, immutable pictures (`Cache-Control: immutable`), through the shell's proxy. */
const MEDIA_PATH = `${BROWSER_API_BASE}/media/`;
const INLINE_TYPES = /^image\/(webp|avif|png|jpeg|gif|svg\+xml)$/;

/** What was inlined, by URL: the API says these bytes never change, so the server keeps the last few. */
const IMMUTABLE_CACHE_SIZE = 200;
const immutable = new Map<string, string>();

function remember(src: string, value: string) {
  if (immutable.size >= IMMUTABLE_CACHE_SIZE) immutable.delete(immutable.keys().next().value as string);
  immutable.set(src, value);
}

function finish(src: string, value: string, response: Response): string {
  if (/\bimmutable\b/.test(response.headers.get('cache-control') ?? '')) remember(src, value);
  return value;
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
    const bytes = Buffer.from(await response.arrayBuffer());
    const value = bytes.length > INLINE_IMAGE_MAX_BYTES ? '' : `data:${type};base64,${bytes.toString('base64')}`;
    return finish(src, value, response);
  } catch {
    return '';
  }
}
