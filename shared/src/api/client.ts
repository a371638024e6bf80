import { HttpError } from '@arbora/shared/errors';
import { apiConfig } from './config';
import { TOKEN_ERROR_CODES } from './error-codes';
import { sessionPort } from './session-port';

export type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  query?: Query;
  /** POST only (SPEC 7): a JSON body, or FormData for uploads. */
  body?: unknown;
  /** Token calls send the bearer token when a customer is logged in (default); false never sends it. */
  auth?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

interface Answer {
  response: Response;
  body: { code?: string; message?: string; data?: unknown } & Record<string, unknown>;
  /** Whether this attempt carried the customer's token: only then can its failure end the session. */
  sentToken: boolean;
}

export function buildUrl(path: string, query: Query = {}): string {
  const { baseUrl, salesPlanId, siteId, lang } = apiConfig();
  const params = new URLSearchParams();
  const all: Query = { sales_plan_id: salesPlanId, site_id: siteId, lang, ...query };
  for (const [key, value] of Object.entries(all)) {
    if (value === undefined || value === null) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return `${baseUrl}${path.startsWith('/') ? path : `/${path}`}?${params.toString()}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // an HTML error page from a proxy: the status still tells what happened
  }
}

async function send(
  method: Method,
  path: string,
  options: RequestOptions,
  withToken: boolean,
): Promise<Answer & { json: unknown }> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = withToken ? sessionPort().token() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (method === 'POST' && options.body !== undefined) {
    if (typeof FormData !== 'undefined' && options.body instanceof FormData) body = options.body;
    else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
  }
  const response = await apiConfig().fetch(buildUrl(path, options.query), {
    method,
    headers,
    body,
    signal: options.signal,
    credentials: 'same-origin',
  });
  const json = await readJson(response);
  const errorBody = typeof json === 'object' && json !== null ? (json as Answer['body']) : {};
  return { response, json, body: errorBody, sentToken: Boolean(token) };
}

function freshToken(answer: Answer): string | null {
  const data = answer.body.data as { token?: unknown } | undefined;
  return typeof data?.token === 'string' && data.token ? data.token : null;
}

const isTokenCode = (code: string | undefined) => code !== undefined && TOKEN_ERROR_CODES.has(code);

/**
 * One API call with the session rules of SPEC 8 (401 refresh or logout, 500 token codes). Returns
 * the unwrapped `data`; any other answer is thrown as an HttpError for the caller.
 * Deliberately absent here: retries of failed reads (TanStack Query's job, see createQueryClient)
 * and toasts (reportApiError, called once per failed operation, so a retried read never toasts twice).
 */
export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const auth = options.auth ?? true;
  let answer = await send(method, path, options, auth);

  // A visitor sent no token: its 401 (a wrong password) or token code must not wipe its cart.
  if (answer.response.status === 401 && answer.sentToken) {
    const fresh = freshToken(answer);
    if (fresh) {
      sessionPort().replaceToken(fresh);
      answer = await send(method, path, options, auth);
    }
    // No fresh token, or the fresh one is refused too: the session is over. Never loops.
    if (answer.response.status === 401) sessionPort().clearSession();
  } else if (answer.response.status === 500 && answer.sentToken && isTokenCode(answer.body.code)) {
    sessionPort().clearSession();
    answer = await send(method, path, options, false);
  }

  const { response, body } = answer;
  if (response.ok) return (answer.json as { data: T } | undefined)?.data as T;
  throw new HttpError(response.status, body.message ?? response.statusText, body.code, body.data, `${method} ${path}`);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
  put: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('PUT', path, options),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
};
