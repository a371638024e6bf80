/**
 * How long a read stays fresh before TanStack Query asks the API again, one value per kind of data
 * (the only place these durations are written).
 */
export const STALE_TIME = {
  /** The visitor's own data and drafts (who is logged in, a preview): asked again each time. */
  personal: 0,
  /** What a page shows (pages, lists, search results and suggestions): a minute. */
  page: 60_000,
  /** Reference data that changes with the catalogue (menus, settings, categories, variants, parts): five minutes. */
  reference: 5 * 60_000,
  /** Places (stores, relay farms): ten minutes. */
  places: 10 * 60_000,
  /** What only an administrator changes (customer functions, professions): an hour. */
  administrative: 60 * 60_000,
} as const;
