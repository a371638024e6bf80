export { api, buildUrl, request } from './client';
export type { Query, RequestOptions } from './client';
export {
  apiConfig,
  configureApi,
  DEFAULT_LANG,
  DEFAULT_PAGE_SIZE,
  DEFAULT_PRODUCT_PAGE_SIZE,
  DEFAULT_SALES_PLAN_ID,
  DEFAULT_SITE_ID,
} from './config';
export type { ApiConfig } from './config';
export { CALLER_STATUSES, messageKeyForCode, RETRYABLE_STATUSES, severityForCode, TOKEN_ERROR_CODES } from './error-codes';
export { createQueryClient, shouldRetryRead } from './query-client';
export { connectSession, sessionPort } from './session-port';
export type { SessionPort } from './session-port';
