import { showToast } from '../bus';
import { isProduction } from '../env';
import { HttpError } from '../errors';
import { apiConfig } from './config';
import { TOKEN_ERROR_CODES } from './error-codes';
import { sessionPort } from './session-port';

export type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

export interface RequestOptions {
  query?: Query;
  /** POST only (SPEC 7): a JSON body, or FormData for uploads. */
  body?: unknown;
  /** Token calls send the bearer token when a customer is logged in. */
  auth?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

interface ErrorBody {
  code?: string;
  message?: string;
  data?: { token?: unknown } & Record<string, unknown>;
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
    return undefined;
  }
}

async function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: RequestOptions, withToken: boolean) {
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
  return { response, json: await readJson(response), sentToken: Boolean(token) };
}

/**
 * One API call with the session rules of SPEC 8. Returns the unwrapped `data`.
 * Retries of failed reads are TanStack Query's job (see createQueryClient), not this function's.
 */
export async function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const auth = options.auth ?? true;
  let attempt = await send(method, path, options, auth);
  let errorBody = (attempt.json ?? {}) as ErrorBody;

  if (attempt.response.status === 401) {
    const fresh = errorBody.data?.token;
    if (typeof fresh === 'string' && fresh) {
      sessionPort().replaceToken(fresh);
      attempt = await send(method, path, options, auth);
    } else if (attempt.sentToken) {
      sessionPort().clearSession();
    }
  } else if (attempt.response.status === 500 && errorBody.code && TOKEN_ERROR_CODES.has(errorBody.code)) {
    sessionPort().clearSession();
    attempt = await send(method, path, options, false);
  }

  errorBody = (attempt.json ?? {}) as ErrorBody;
  const { response } = attempt;
  if (response.ok) return (attempt.json as { data: T } | undefined)?.data as T;

  const error = new HttpError(response.status, errorBody.message ?? response.statusText, errorBody.code, errorBody.data);
  if (response.status >= 500 && !(errorBody.code && TOKEN_ERROR_CODES.has(errorBody.code))) {
    showToast({
      severity: 'error',
      message: 'default_form_error_message',
      detail: isProduction ? undefined : `${method} ${path}: ${response.status} ${errorBody.code ?? ''} ${errorBody.message ?? ''}`.trim(),
    });
  }
  throw error;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
  put: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('PUT', path, options),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
};
