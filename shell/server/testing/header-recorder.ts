import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Recorded = { path: string; url: string; headers: IncomingHttpHeaders };

/** An upstream that notes each request's path and headers and answers `status` with a JSON body. */
export async function startHeaderRecorder(status: (path: string) => number = () => 404) {
  const seen: Recorded[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://upstream.local').pathname;
    seen.push({ path, url: req.url ?? '/', headers: req.headers });
    const code = status(path);
    res.writeHead(code, { 'content-type': 'application/json' });
    res.end(JSON.stringify(code < 400 ? { status: 'ok' } : { code: 'NOT_FOUND', message: 'Not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
