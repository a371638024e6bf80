export type ProgressListener = (loaded: number, total: number) => void;

/**
 * The size to measure progress against: `Content-Length` is the size on the wire, which is not the
 * size read when the server compresses, so then `X-File-Size`; failing both, the size the build wrote.
 */
function expectedSize(response: Response, fallback: number): number {
  const compressed = Boolean(response.headers.get('Content-Encoding'));
  const header = compressed ? response.headers.get('X-File-Size') : response.headers.get('Content-Length');
  const size = Number(header);
  return Number.isFinite(size) && size > 0 ? size : fallback;
}

export class ModelFetchError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`model ${url}: HTTP ${status}`);
  }
}

/** GETs a file through its ReadableStream, telling the listener each chunk's bytes as they arrive. */
export async function fetchWithProgress(
  url: string,
  onProgress: ProgressListener,
  { fallbackSize = 0, fetchImpl = fetch }: { fallbackSize?: number; fetchImpl?: typeof fetch } = {},
): Promise<ArrayBuffer> {
  const response = await fetchImpl(url);
  if (!response.ok) throw new ModelFetchError(url, response.status);
  let total = expectedSize(response, fallbackSize);
  if (!response.body) {
    const data = await response.arrayBuffer();
    onProgress(data.byteLength, data.byteLength);
    return data;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    total = Math.max(total, loaded);
    onProgress(loaded, total);
  }
  const data = new Uint8Array(loaded);
  let offset = 0;
  for (const chunk of chunks) {
    data.set(chunk, offset);
    offset += chunk.byteLength;
  }
  onProgress(loaded, loaded);
  return data.buffer;
}
