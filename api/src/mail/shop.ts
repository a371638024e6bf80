import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { settings } from '../db/schema/index';
import { CONTACT } from '../seed/site-facts';

/** Who sends the e-mails: the shop's identity and contact details, as the footer prints them. */
export type ShopIdentity = {
  name: string;
  address: string;
  phone: string;
  email: string;
  hours: string;
  siret: string;
  vat: string;
  /** The site's public address: the logo links there, relative links are made absolute on it. */
  siteUrl: string;
};

/**
 * What the legal notice says when a site has no setting for it: the seed's one source
 * (`site-facts.ts`), so a mail's hours read « 8 h 30 à 18 h » like the site, never a copy of its own.
 */
const DEFAULTS: Omit<ShopIdentity, 'siteUrl'> = {
  name: CONTACT.company,
  address: CONTACT.address,
  phone: CONTACT.phone,
  email: CONTACT.email,
  hours: CONTACT.hours,
  siret: CONTACT.siret,
  vat: CONTACT.vat,
};

/** The identity from the site's settings (by technical name); a blank setting keeps the default. */
export function shopIdentity(byName: ReadonlyMap<string, string>, siteUrl: string): ShopIdentity {
  const pick = (key: string, fallback: string) => byName.get(key)?.trim() || fallback;
  return {
    name: pick('company_name', DEFAULTS.name),
    address: pick('company_address', DEFAULTS.address),
    phone: pick('contact_phone', DEFAULTS.phone),
    email: pick('contact_email', DEFAULTS.email),
    hours: pick('contact_hours', DEFAULTS.hours),
    siret: pick('company_siret', DEFAULTS.siret),
    vat: pick('company_vat', DEFAULTS.vat),
    siteUrl,
  };
}

/** Reads the site's settings in the caller's transaction (or the pool) for the mail footer. */
export async function loadShopIdentity(q: Pick<Db, 'select'>, siteId: number, siteUrl: string): Promise<ShopIdentity> {
  const rows = await q
    .select({ name: settings.technicalName, value: settings.value })
    .from(settings)
    .where(eq(settings.siteId, siteId));
  return shopIdentity(new Map(rows.map((r) => [r.name, r.value])), siteUrl);
}
