import { HttpError } from '@arbora/shared/errors';
import { apiConfig } from './config';
import { TOKEN_ERROR_CODES } from './error-codes';
import { SESSION_REFRESHED_FIELD, sessionPort } from './session-port';

export type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  query?: Query;
  /** POST only (SPEC 7): a JSON body, or FormData for uploads. */
  body?: unknown;
  /**
   * Token calls go out on the customer's session when one is logged in (default): the /api proxy
   * adds the bearer token from the HttpOnly cookie. false: the call's failure never ends the session.
   */
  auth?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

interface Answer {
  response: Response;
  body: { code?: string; message?: string; data?: unknown } & Record<string, unknown>;
  /** Whether this attempt went out on the customer's session: only then can its failure end it. */
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
  // The browser sends the session cookie with every same-origin call; the proxy turns it into the token.
  const onSession = withToken && sessionPort().loggedIn();
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
  return { response, json, body: errorBody, sentToken: onSession };
}

/** A 401 whose fresh token the proxy kept in the cookie (SPEC 8: "use it … and retry"). */
function refreshed(answer: Answer): boolean {
  const data = answer.body.data as Record<string, unknown> | undefined;
  return data?.[SESSION_REFRESHED_FIELD] === true;
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

  // A visitor has no session: its 401 (a wrong password) or token code must not wipe its cart.
  if (answer.response.status === 401 && answer.sentToken) {
    // The proxy already put the fresh token in the cookie: the retry carries it.
    if (refreshed(answer)) answer = await send(method, path, options, auth);
    // No fresh token, or the fresh one is refused too: the session is over. Never loops.
    if (answer.response.status === 401) sessionPort().clearSession();
  } else if (answer.response.status === 500 && answer.sentToken && isTokenCode(answer.body.code)) {
    // The proxy cleared the cookie with this answer: the retry goes out without a session.
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
