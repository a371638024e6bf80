import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { bus, type ToastRequest } from '../bus';
import { HttpError } from '../errors';
import { api } from './client';
import { createQueryClient, shouldRetryRead } from './query-client';
import { apiError, fakeFetch } from '../testing/fake-api';

const RETRIED = [401, 408, 409, 425, 429, 500, 502, 503, 504];
const NOT_RETRIED = [400, 402, 403, 404, 405, 410, 422, 501];

describe('shouldRetryRead (SPEC 7)', () => {
  it.each(RETRIED)('retries once on %i', (status) => {
    expect(shouldRetryRead(0, new HttpError(status, 'x'))).toBe(true);
    expect(shouldRetryRead(1, new HttpError(status, 'x'))).toBe(false);
  });

  it.each(NOT_RETRIED)('does not retry %i', (status) => {
    expect(shouldRetryRead(0, new HttpError(status, 'x'))).toBe(false);
  });

  it('retries a network failure once, not a bug in the query function', () => {
    expect(shouldRetryRead(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryRead(0, new Error('schema mismatch'))).toBe(false);
  });
});

describe('createQueryClient with the real client', () => {
  let client: QueryClient;
  let server: ReturnType<typeof fakeFetch>;
  let toasts: ToastRequest[];
  let off: () => void;
  beforeEach(() => {
    client = createQueryClient();
    toasts = [];
    off = bus.on('toast:show', (toast) => toasts.push(toast));
  });
  afterEach(() => {
    off();
    server.restore();
    client.clear();
  });

  // retryDelay 0 keeps the default retry policy while skipping its one-second wait.
  const read = (meta?: Record<string, unknown>) =>
    client.fetchQuery({ queryKey: ['home', Math.random()], queryFn: () => api.get('/home'), retryDelay: 0, meta });

  it('a read that fails with 503 then succeeds: two calls, no toast', async () => {
    server = fakeFetch({ 'GET /api/v1/home': [apiError(503, 'SERVICE_UNAVAILABLE'), { body: { data: 'ok' } }] });
    await expect(read()).resolves.toBe('ok');
    expect(server.calls).toHaveLength(2);
    expect(toasts).toEqual([]);
  });

  it('a read that keeps failing with 500: retried once, then one toast', async () => {
    server = fakeFetch({ 'GET /api/v1/home': apiError(500, 'INTERNAL_ERROR') });
    await expect(read()).rejects.toMatchObject({ status: 500 });
    expect(server.calls).toHaveLength(2);
    expect(toasts).toEqual([expect.objectContaining({ severity: 'error', message: 'default_form_error_message' })]);
  });

  it('a read that fails with 404: not retried, not toasted (the page shows it)', async () => {
    server = fakeFetch({ 'GET /api/v1/home': apiError(404, 'NOT_FOUND') });
    await expect(read()).rejects.toMatchObject({ status: 404 });
    expect(server.calls).toHaveLength(1);
    expect(toasts).toEqual([]);
  });

  it('meta.apiErrors false: the component reports the failure itself', async () => {
    server = fakeFetch({ 'GET /api/v1/home': apiError(500, 'INTERNAL_ERROR') });
    await expect(read({ apiErrors: false })).rejects.toMatchObject({ status: 500 });
    expect(toasts).toEqual([]);
  });

  const mutate = (meta?: Record<string, unknown>) =>
    new MutationObserver(client, {
      mutationFn: () => api.post('/cart/promotion/add', { body: { code: 'ETE' } }),
      meta,
    }).mutate();

  it('a mutation is never retried, even on a retryable status, and is toasted once', async () => {
    server = fakeFetch({ 'POST /api/v1/cart/promotion/add': apiError(503, 'SERVICE_UNAVAILABLE') });
    await expect(mutate()).rejects.toMatchObject({ status: 503 });
    expect(server.calls).toHaveLength(1);
    expect(toasts).toHaveLength(1);
  });

  it('a mutation refused with an error code shows the message of that code', async () => {
    server = fakeFetch({ 'POST /api/v1/cart/promotion/add': apiError(400, 'CART_RULE_INVALID_CODE') });
    await expect(mutate()).rejects.toMatchObject({ code: 'CART_RULE_INVALID_CODE' });
    expect(toasts).toEqual([expect.objectContaining({ severity: 'error', message: 'cart_rule_invalid_code' })]);
  });

  it('a mutation can name its success codes in meta', async () => {
    server = fakeFetch({ 'POST /api/v1/cart/promotion/add': apiError(409, 'X3_ERROR') });
    await expect(mutate({ apiErrors: { successCodes: ['X3_ERROR'] } })).rejects.toMatchObject({ code: 'X3_ERROR' });
    expect(toasts).toEqual([{ severity: 'success', message: 'modification_successfully_delayed' }]);
  });
});
