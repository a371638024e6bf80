import type { MessageKey } from './core-fr';
import { t } from './translate';

/** Statuses with their own error-screen texts (SPEC 2.1). */
export const ERROR_SCREEN_STATUSES = [400, 401, 403, 404, 500, 503] as const;
export type ErrorScreenStatus = (typeof ERROR_SCREEN_STATUSES)[number];

export interface ErrorScreenText {
  title: string;
  /** Absent for status 500 (SPEC 2.1: "except for status 500, a description"). */
  description?: string;
}

type ErrorScreenKey = Extract<MessageKey, `error_${string}`>;

const TEXTS: Record<ErrorScreenStatus, { title: ErrorScreenKey; description?: ErrorScreenKey }> = {
  400: { title: 'error_title_400', description: 'error_description_400' },
  401: { title: 'error_title_401', description: 'error_description_401' },
  403: { title: 'error_title_403', description: 'error_description_403' },
  404: { title: 'error_title_404', description: 'error_description_404' },
  500: { title: 'error_title_500' },
  503: { title: 'error_title_503', description: 'error_description_503' },
};

function isKnownStatus(status: number): status is ErrorScreenStatus {
  return (ERROR_SCREEN_STATUSES as readonly number[]).includes(status);
}

/**
 * Title and description of the error screen for an HTTP status. Statuses without their own texts
 * get the generic title and description. The home button's label is `t('back_to_home')`.
 * @public
 */
export function errorScreenText(status: number): ErrorScreenText {
  const keys: { title: ErrorScreenKey; description?: ErrorScreenKey } = isKnownStatus(status)
    ? TEXTS[status]
    : { title: 'error_title_default', description: 'error_description_default' };
  return keys.description ? { title: t(keys.title), description: t(keys.description) } : { title: t(keys.title) };
}
