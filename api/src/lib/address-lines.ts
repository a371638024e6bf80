import { formatPersonName, formatPhoneFr } from '@arbora/shared/format';
import type { OrderAddress } from '@arbora/shared/schemas';

const COUNTRIES: Record<string, string> = { FR: 'France', BE: 'Belgique', LU: 'Luxembourg', CH: 'Suisse' };

/**
 * An order address as the API's documents print it (the confirmation e-mail, the invoice): name,
 * company, street, postcode and city, country, and with `phone` its phone number; empty lines left out.
 */
export function addressLines(a: OrderAddress, { phone = false }: { phone?: boolean } = {}): string[] {
  return [
    formatPersonName(a),
    a.company,
    a.street,
    a.street_complement,
    `${a.postcode} ${a.city}`,
    COUNTRIES[a.country] ?? a.country,
    phone && a.phone ? `Tél. ${formatPhoneFr(a.phone)}` : '',
  ].filter((line) => line.trim() !== '');
}
