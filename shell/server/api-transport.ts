import http from 'node:http';
import https from 'node:https';

/**
 * The shell server's GETs of the API without `fetch`'s machinery. A page render reads a few API
 * resources, and Node's `fetch` builds for each a Request, its own AbortSignal, header guards and a
 * web stream for the body: in a CPU profile of the server those made the largest share of a
 * render's time outside React. Here a GET is one `http.request` on a keep-alive agent, its body
 * read whole into the Response the callers expect. Anything else (another method, a body, a
 * Request object, another scheme) goes to `fetch` as before.
 */
// An idle connection is closed well before the API's own keep-alive limit (Fastify's 72 s), so a
// read never goes out on a connection the API is closing.
const KEEP_ALIVE = { keepAlive: true, timeout: 4_000 };
const agents = { 'http:': new http.Agent(KEEP_ALIVE), 'https:': new https.Agent(KEEP_ALIVE) };

type Init = RequestInit | undefined;
// fetch's own parameter types: the API's programs compile this file without the DOM's names.
type Input = Parameters<typeof fetch>[0];

const isPlainGet = (input: Input, init: Init) =>
  !(input instanceof Request) && (init?.method ?? 'GET').toUpperCase() === 'GET' && init?.body == null;

function headerRecord(headers: RequestInit['headers']): Record<string, string> {
  const record: Record<string, string> = {};
  new Headers(headers).forEach((value, key) => {
    record[key] = value;
  });
  return record;
}

/** The answer's headers as pairs (a repeated header stays repeated). */
function headerPairs(raw: string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) pairs.push([raw[i]!, raw[i + 1]!]);
  return pairs;
}

/** An API answer read whole: what a Response is made of, without the Response (request-fetch.ts). */
export interface ApiAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: Buffer<ArrayBuffer>;
}

/**
 * A Response of `answer` (no body for a 204 or a 304). A Response copies the bytes it is given
 * (fetch standard, BodyInit): the Responses of one answer never share them.
 */
export function answerResponse(answer: ApiAnswer): Response {
  const empty = answer.status === 204 || answer.status === 304;
  return new Response(empty ? null : answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });
}

/**
 * A plain GET over http(s), its answer read whole. A page request's reads (request-fetch.ts) keep
 * it as it is and make a Response for each of their callers: one Response per caller, not one more
 * here that they would read back into bytes.
 */
export function apiRead(url: URL, init: Init): Promise<ApiAnswer> {
  const signal = init?.signal ?? undefined;
  if (signal?.aborted) return Promise.reject(signal.reason);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<ApiAnswer>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const request = client.request(
      url,
      { method: 'GET', headers: headerRecord(init?.headers), agent: agents[url.protocol as 'http:' | 'https:'] },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => finish(() => reject(error)));
        response.on('end', () => {
          const answer: ApiAnswer = {
            status: response.statusCode ?? 502,
            statusText: response.statusMessage ?? '',
            headers: headerPairs(response.rawHeaders),
            body: Buffer.concat(chunks),
          };
          finish(() => resolve(answer));
        });
      },
    );
    function onAbort() {
      finish(() => reject(signal!.reason));
      request.destroy();
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    request.on('error', (error) => finish(() => reject(error)));
    request.end();
  });
}

/** `fetch` for the server's API reads: a plain GET over http(s) as above, anything else `fetch`'s. */
export const apiFetch: typeof fetch = (input, init) => {
  if (!isPlainGet(input, init)) return fetch(input, init);
  const url = input instanceof URL ? input : new URL(String(input));
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fetch(input, init);
  return apiRead(url, init).then(answerResponse);
};
