import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { use } from 'react';
import { isBrowser } from '@arbora/shared/env';

/**
 * The picture of a page's first screen (its largest paint) written into the server's HTML as a
 * `data:` URL when it is small: the browser paints it with the document instead of asking for it
 * after the document, one network round trip later (on a phone, most of the wait).
 *
 * Only the server fetches, with the fetcher the server's render gives its QueryClient
 * (`provideInlineImages`: the shell's `inline-image-fetch.ts` decides what is small enough), so
 * no browser bundle carries it. The browser reads what the server put in the page's query state
 * (so the hydrated `src` is the server's); on a later, in-browser navigation it uses the URL.
 */
const INLINE_IMAGE_QUERY_KEY = 'inline-image';

/** The picture at `src` as a `data:` URL, or '' when it stays a URL. Never throws. */
export type InlineImageFetch = (src: string, signal: AbortSignal) => Promise<string>;

const keyOf = (src: string) => [INLINE_IMAGE_QUERY_KEY, src] as const;

/** A server render's QueryClient inlines first-screen pictures with `fetchImage`. */
export function provideInlineImages(client: QueryClient, fetchImage: InlineImageFetch): void {
  client.setQueryDefaults([INLINE_IMAGE_QUERY_KEY], {
    queryFn: ({ queryKey, signal }) => fetchImage(String(queryKey[1]), signal),
    staleTime: Infinity,
  });
}

/**
 * The `src` to render for a first-screen picture: its `data:` URL when the server inlined it, else
 * `src` itself. `enabled` false (a picture below the first screen) always gives `src`.
 *
 * @deprecated Pictures are photographs served by width (`Picture` in `@arbora/shared/ui`); the
 * shell no longer gives its renders a fetcher, so this returns `src`. Kept for remotes built against
 * 1.x; removed at the next major.
 */
export function useInlineImage(src: string, enabled = true): string {
  const client = useQueryClient();
  if (!enabled || !src) return src;
  const known = client.getQueryData<string>(keyOf(src));
  if (known !== undefined) return known || src;
  // The browser never asks: a picture the server did not inline loads from its URL. Nor does a
  // render whose client has no fetcher (a test, a tool).
  if (isBrowser || !client.getQueryDefaults(keyOf(src)).queryFn) return src;
  // The server waits for it (React renders the rest meanwhile); the answer lands in the page's
  // query state, so the browser hydrates the same `src`.
  return use(client.ensureQueryData<string>({ queryKey: keyOf(src) })) || src;
}

/** The URLs of the pictures a render inlined (the shell's server then leaves out their preload). */
export function inlinedImages(client: QueryClient): string[] {
  return client
    .getQueriesData<string>({ queryKey: [INLINE_IMAGE_QUERY_KEY] })
    .filter(([, data]) => Boolean(data))
    .map(([key]) => String(key[1]));
}
