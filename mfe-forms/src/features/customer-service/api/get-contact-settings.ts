import { api, STALE_TIME } from '@arbora/shared/api';
import type { Setting } from '@arbora/shared/schemas';
import { queryOptions } from '@tanstack/react-query';

/** How the customer service is reached, as the site's settings state it (null: not stated). */
export interface ContactDetails {
  company: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  hours: string | null;
}

const NONE: ContactDetails = { company: null, address: null, phone: null, email: null, hours: null };

/** The contact details among the settings (technical names of the seed's site.ts); blank is unstated. */
export function contactDetails(settings: readonly Pick<Setting, 'technical_name' | 'value'>[]): ContactDetails {
  const value = (name: string) => settings.find((s) => s.technical_name === name)?.value.trim() || null;
  return {
    company: value('company_name'),
    address: value('company_address'),
    phone: value('contact_phone'),
    email: value('contact_email'),
    hours: value('contact_hours'),
  };
}

/**
 * GET /v1/setting: the phone, hours, e-mail and address the footer, the legal notice and the
 * e-mails also state (one source). Without an answer the page states none rather than a copy.
 */
export async function getContactDetails(): Promise<ContactDetails> {
  try {
    return contactDetails(await api.get<Setting[]>('/setting'));
  } catch {
    return NONE;
  }
}

export const contactDetailsQuery = () =>
  queryOptions({ queryKey: ['forms', 'contact-details'], queryFn: getContactDetails, staleTime: STALE_TIME.reference });
