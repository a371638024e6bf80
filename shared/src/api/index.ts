export { api, buildUrl, request } from './client';
export type { Method, Query, RequestOptions } from './client';
export {
  apiConfig,
  BROWSER_API_BASE,
  configureApi,
  scopeApiConfig,
  DEFAULT_LANG,
  DEFAULT_PAGE_SIZE,
  DEFAULT_PRODUCT_PAGE_SIZE,
  DEFAULT_SALES_PLAN_ID,
  DEFAULT_SITE_ID,
} from './config';
export type { ApiConfig } from './config';
export { messageKeyForCode, RETRYABLE_STATUSES, TOKEN_ERROR_CODES } from './error-codes';
export { reportApiError, toastForApiError } from './error-report';
export type { ReportOptions } from './error-report';
export { createQueryClient, shouldRetryRead } from './query-client';
export { STALE_TIME } from './stale-times';
export { connectSession, SESSION_REFRESHED_FIELD, sessionPort } from './session-port';
export type { SessionPort } from './session-port';
