import { formatDecimal } from '@arbora/shared/format';

/**
 * The promises and contact details the shop makes in many places (home, product pages, FAQs, legal
 * pages, copy). They are seeded once as site settings; every seeded text that states one of them
 * reads it from here, so the home page, a product page and the CGV cannot disagree.
 */

/**
 * Commercial warranty of the composite boards (terrace, joists, fence, cladding, decorative slats).
 * The smallest figure the catalogue used to print: a shop never promises more than it honours.
 */
export const WARRANTY_YEARS = 20;

/** Delivery is free from this order total, TTC, in euros: the setting `free_shipping_threshold` and the header banner. */
export const FREE_SHIPPING_THRESHOLD_EUROS = 1_500;

/** Delivery promise for products in stock, in working days (the longest wording the site used). */
export const DELIVERY_DAYS = { min: 5, max: 10 } as const;

/** « 5 à 10 jours ouvrés », the number and « jours » never apart (U+00A0). */
export const DELIVERY_PROMISE = `${DELIVERY_DAYS.min} à ${DELIVERY_DAYS.max}\u00a0jours ouvrés`;

/**
 * A time of day as French writes it: « 8 h 30 », « 18 h » (no minutes when on the hour), with
 * no-break spaces (U+00A0) so it never wraps; never « 8h30 ».
 */
export const timeOfDay = (hours: number, minutes = 0) =>
  minutes ? `${hours}\u00a0h\u00a0${String(minutes).padStart(2, '0')}` : `${hours}\u00a0h`;

/**
 * A whole number of euros in a sentence, as the site's listings print one (mfe-content's
 * listing-card): « 1 500 € », U+202F between thousands (shared `formatDecimal`), U+00A0 before €.
 */
export const wholeEuros = (euros: number) => `${formatDecimal(euros, 0)}\u00a0€`;

/**
 * The company's identity: the one home of its name, legal form, share capital, registration,
 * address and numbers. The settings (seeded from it), the legal notice, the mails' footer, the
 * invoices and every PDF read it; a site setting may override what it also holds.
 */
export const CONTACT = {
  company: 'Arbora SAS',
  /** The legal form as an invoice abbreviates it, and as the legal notice writes it out. */
  legalForm: 'SAS',
  legalFormInFull: 'société par actions simplifiée',
  /** Share capital, in euros. */
  capitalEuros: 500_000,
  /** The town of the trade and companies register (RCS) the company is registered at. */
  rcsCity: 'Nantes',
  address: '12 rue des Scieries, 44000 Nantes',
  phone: '02 40 00 00 00',
  email: 'contact@arbora.example',
  hours: `Du lundi au vendredi, de ${timeOfDay(8, 30)} à ${timeOfDay(18)}`,
  siret: '73282932000074',
  vat: 'FR44732829320',
} as const;

/** A number's groups in a sentence (a phone's pairs, a SIREN's threes): U+00A0, so it never wraps. */
export const unbreakable = (text: string) => text.replace(/ /g, '\u00a0');

/** The phone number in a sentence: no-break spaces, so it never wraps between its pairs. */
export const CONTACT_PHONE_IN_TEXT = unbreakable(CONTACT.phone);

/** A SIREN (a SIRET's first nine digits) as the RCS registration reads it: « 732 829 320 », unbreakable. */
export const sirenInText = (siret: string) => siret.slice(0, 9).replace(/(\d{3})(?=\d)/g, '$1\u00a0');

/** CONTACT's SIREN in a sentence: « 732 829 320 ». */
export const SIREN_IN_TEXT = sirenInText(CONTACT.siret);

/** The share capital in a sentence: « 500 000 € ». */
export const CAPITAL_IN_TEXT = wholeEuros(CONTACT.capitalEuros);

/**
 * The legal mention an invoice prints under the seller's name: « SAS au capital de 500 000 € -
 * RCS Nantes 732 829 320 ». The SIREN is the given SIRET's (a site setting may override CONTACT's).
 */
export const companyLegalLine = (siret: string = CONTACT.siret) =>
  `${CONTACT.legalForm} au capital de ${CAPITAL_IN_TEXT} - RCS ${CONTACT.rcsCity} ${sirenInText(siret)}`;

/** « 02 40 00 00 00 - contact@arbora.example »: how a document's header reaches the customer service. */
export const contactLine = (phone: string = CONTACT.phone, email: string = CONTACT.email) => `${phone} - ${email}`;

/** Seed-time dates are UTC instants; a day ending in Paris ends at 22:00 UTC in summer. */
const endOfParisSummerDay = (isoDay: string) => `${isoDay}T21:59:59.999Z`;

/**
 * The summer promotion of the seeded year (SEED_NOW is 1 September 2025): its home push and
 * copy say « jusqu’au 31 août », so it is served only within this window.
 */
export const SUMMER_PROMOTION_WINDOW = {
  visible_from: '2025-06-01T00:00:00.000+02:00',
  visible_until: endOfParisSummerDay('2025-08-31'),
} as const;

/** The header banner « … jusqu’au 30 septembre »: served only within this window. */
export const HEADER_BANNER_WINDOW = {
  visible_from: '2025-09-01T00:00:00.000+02:00',
  visible_until: endOfParisSummerDay('2025-09-30'),
} as const;
