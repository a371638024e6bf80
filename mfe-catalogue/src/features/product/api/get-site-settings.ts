import { api, STALE_TIME } from '@arbora/shared/api';
import type { Setting } from '@arbora/shared/schemas';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

/**
 * GET /v1/setting: the site's promises (delivery delay, warranty) are stated by the settings, the
 * one source the home page and the seeded copy also read. Without an answer the page states no
 * delay rather than one of its own.
 */
export async function getSiteSettings(): Promise<Setting[]> {
  try {
    return await api.get<Setting[]>('/setting');
  } catch {
    return [];
  }
}

export const siteSettingsQuery = () =>
  queryOptions({ queryKey: ['catalogue', 'settings'], queryFn: getSiteSettings, staleTime: STALE_TIME.reference });

/** « 5 à 10 jours ouvrés », or null when the settings do not say. */
export function useDeliveryPromise(): string | null {
  const settings = useSuspenseQuery(siteSettingsQuery()).data;
  return settings.find((s) => s.technical_name === 'delivery_promise')?.value || null;
}
