// SPEC 7 and 9: every call carries the sales plan, the site and the language.
export const DEFAULT_SITE_ID = 1;
export const DEFAULT_SALES_PLAN_ID = 1;
export const DEFAULT_LANG = 'fr';
export const DEFAULT_PAGE_SIZE = 24;
export const DEFAULT_PRODUCT_PAGE_SIZE = 10;

export interface ApiConfig {
  /** Browser calls are same-origin; a server renderer passes an absolute URL. */
  baseUrl: string;
  siteId: number;
  salesPlanId: number;
  lang: string;
  fetch: typeof fetch;
}

/** The API as the browser reaches it, through the shell's proxy (ARCHITECTURE 1). */
export const BROWSER_API_BASE = '/api/v1';

const config: ApiConfig = {
  baseUrl: BROWSER_API_BASE,
  siteId: DEFAULT_SITE_ID,
  salesPlanId: DEFAULT_SALES_PLAN_ID,
  lang: DEFAULT_LANG,
  fetch: (...args) => globalThis.fetch(...args),
};

export function configureApi(overrides: Partial<ApiConfig>): void {
  Object.assign(config, overrides);
}

let scoped: (() => ApiConfig | undefined) | null = null;

/**
 * A server renderer serves many visitors at once: it gives each request its own config (through
 * its AsyncLocalStorage) instead of changing the module's one, which stays the browser's.
 */
export function scopeApiConfig(resolve: (() => ApiConfig | undefined) | null): void {
  scoped = resolve;
}

export function apiConfig(): Readonly<ApiConfig> {
  return scoped?.() ?? config;
}
