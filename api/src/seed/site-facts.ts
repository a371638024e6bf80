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

/** Delivery promise for products in stock, in working days (the longest wording the site used). */
export const DELIVERY_DAYS = { min: 5, max: 10 } as const;

/** « 5 à 10 jours ouvrés » */
export const DELIVERY_PROMISE = `${DELIVERY_DAYS.min} à ${DELIVERY_DAYS.max} jours ouvrés`;

/**
 * A time of day as French writes it: « 8 h 30 », « 18 h » (no minutes when on the hour), with
 * no-break spaces (U+00A0) so it never wraps; never « 8h30 ».
 */
export const timeOfDay = (hours: number, minutes = 0) =>
  minutes ? `${hours}\u00a0h\u00a0${String(minutes).padStart(2, '0')}` : `${hours}\u00a0h`;

export const CONTACT = {
  company: 'Arbora SAS',
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

/** The SIREN (the SIRET's first nine digits) as the RCS registration reads it: « 732 829 320 », unbreakable. */
export const SIREN_IN_TEXT = CONTACT.siret.slice(0, 9).replace(/(\d{3})(?=\d)/g, '$1\u00a0');

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
