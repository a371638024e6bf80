import { t } from '@arbora/shared/messages';
import { formatMoney, moneyFromWire, type Money } from './money';

/** Whether an amount includes VAT (TTC) or not (HT). */
export type TaxMode = 'TTC' | 'HT';

/** French standard VAT rate, in percent. */
export const FR_STANDARD_VAT_RATE = 20;

/**
 * "1 234,56 € TTC" or "1 234,56 € HT". A no-break space (U+00A0) joins the label to the amount
 * so a line break never separates them. Consumers must see TTC prices (French price display rules);
 * HT is for professional customers.
 * @public
 */
export function formatPriceLabel(m: Money, mode: TaxMode): string {
  return `${formatMoney(m)}\u00a0${mode}`;
}

/** The TTC amount of an HT amount at `ratePercent` (default 20 %), rounded to a wire unit. */
export function ttcFromHt(ht: Money, ratePercent: number = FR_STANDARD_VAT_RATE): Money {
  return moneyFromWire(Math.round((ht * (100 + ratePercent)) / 100));
}

/** The HT amount of a TTC amount at `ratePercent` (default 20 %), rounded to a wire unit. */
export function htFromTtc(ttc: Money, ratePercent: number = FR_STANDARD_VAT_RATE): Money {
  return moneyFromWire(Math.round((ttc * 100) / (100 + ratePercent)));
}

/**
 * « dont éco-participation : 12,00 € »: the eco-contribution included in a TTC price, shown under
 * it and never discounted. U+00A0 precedes the colon (French typography) and the euro sign.
 * @public
 */
export function formatEcoParticipation(m: Money): string {
  return t('eco_participation', { amount: formatMoney(m) });
}

/**
 * « dont éco-participation : 0,18 € HT »: the eco-contribution of an HT price (a professional's),
 * said HT. Not public: `ecoParticipationNote` and `proOrderSummary` read it.
 */
export function formatEcoParticipationHt(m: Money): string {
  return t('eco_participation', { amount: formatPriceLabel(m, 'HT') });
}
