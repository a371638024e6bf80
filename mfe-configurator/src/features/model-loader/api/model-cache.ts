import { fetchWithProgress, type ProgressListener } from './fetch-with-progress';

/**
 * Model files fetched once per URL for the page's life (names are content-hashed, so a URL's bytes
 * never change). A failed fetch is forgotten, so a retry asks the server again.
 */
export function createModelCache(fetchImpl?: typeof fetch) {
  const files = new Map<string, Promise<ArrayBuffer>>();
  return {
    get(url: string, onProgress: ProgressListener, fallbackSize: number): Promise<ArrayBuffer> {
      const cached = files.get(url);
      if (cached) {
        return cached.then((data) => {
          onProgress(data.byteLength, data.byteLength);
          return data;
        });
      }
      const pending = fetchWithProgress(url, onProgress, { fallbackSize, fetchImpl: fetchImpl ?? fetch });
      files.set(url, pending);
      pending.catch(() => files.delete(url));
      return pending;
    },
    has: (url: string) => files.has(url),
  };
}

export type ModelCache = ReturnType<typeof createModelCache>;

/** The page's cache: shared by every mount of the configurator in this tab. */
export const modelCache = createModelCache();
