/** A fake `fetch` answering from a table of URLs, with bodies streamed in chunks (jsdom has no Response). */
export interface FakeFile {
  status?: number;
  bytes?: number;
  headers?: Record<string, string>;
  chunks?: number;
}

export function fakeFetch(files: Record<string, FakeFile>) {
  const calls: string[] = [];
  const impl = async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const file = files[url] ?? { status: 404 };
    const status = file.status ?? 200;
    const size = file.bytes ?? 0;
    const pieces = file.chunks ?? 4;
    const headers = { 'Content-Length': String(size), ...file.headers };
    let sent = 0;
    const body = {
      getReader: () => ({
        read: async () => {
          if (sent >= size) return { done: true, value: undefined };
          const length = Math.min(Math.ceil(size / pieces), size - sent);
          sent += length;
          return { done: false, value: new Uint8Array(length).fill(7) };
        },
      }),
    };
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => headers[name as keyof typeof headers] ?? null },
      body,
    } as unknown as Response;
  };
  return { impl: impl as typeof fetch, calls };
}
