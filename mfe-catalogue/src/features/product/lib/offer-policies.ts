import { moneyFromWire, moneyToDecimalString, WITHDRAWAL_PERIOD_DAYS } from '@arbora/shared/format';
import type { Setting } from '@arbora/shared/schemas';

const setting = (settings: readonly Setting[], name: string) =>
  settings.find((s) => s.technical_name === name)?.value.trim() || null;

/** « 5 à 10 jours ouvrés » → { min: 5, max: 10 }; null when the setting says it otherwise. */
export function deliveryDays(promise: string | null): { min: number; max: number } | null {
  const m = promise ? /(\d+)\s*(?:à|-|–)\s*(\d+)\s*jours/i.exec(promise) : null;
  return m ? { min: Number(m[1]), max: Number(m[2]) } : null;
}

/** The working day an order may wait before it leaves: part of the promise, not added to it. */
const HANDLING_DAYS = 1;

/**
 * schema.org shippingDetails of an offer in France: the delivery time the site promises (setting
 * `delivery_promise`, working days from the order to the delivery, handling and transit together) and, when the price reaches the free-delivery threshold
 * (setting `free_shipping_threshold`), its rate of 0 €. Below it the rate depends on the cart's
 * weight and the carrier chosen: no single figure is stated for the product. Null without a promise.
 */
export function shippingDetails(settings: readonly Setting[], priceWire: number): Record<string, unknown> | null {
  const days = deliveryDays(setting(settings, 'delivery_promise'));
  if (!days) return null;
  const threshold = Number(setting(settings, 'free_shipping_threshold') ?? NaN);
  const free = Number.isFinite(threshold) && threshold > 0 && priceWire >= threshold;
  return {
    '@type': 'OfferShippingDetails',
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'FR' },
    ...(free
      ? { shippingRate: { '@type': 'MonetaryAmount', value: moneyToDecimalString(moneyFromWire(0)), currency: 'EUR' } }
      : {}),
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: HANDLING_DAYS, unitCode: 'DAY' },
      transitTime: {
        '@type': 'QuantitativeValue',
        minValue: days.min,
        maxValue: Math.max(days.min, days.max - HANDLING_DAYS),
        unitCode: 'DAY',
      },
    },
  };
}

/**
 * The return policy the CGV state: 14 days to withdraw (setting `withdrawal_days`, else the legal
 * period), return by post at the customer's expense, in France. A product made to measure is
 * excluded from the withdrawal right (C. conso L221-28, 3°): no return, so no period either.
 */
export function merchantReturnPolicy(settings: readonly Setting[], madeToMeasure = false): Record<string, unknown> {
  if (madeToMeasure)
    return {
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'FR',
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
    };
  const days = Number(setting(settings, 'withdrawal_days') ?? WITHDRAWAL_PERIOD_DAYS) || WITHDRAWAL_PERIOD_DAYS;
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: 'FR',
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: days,
    returnMethod: 'https://schema.org/ReturnByMail',
    returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
  };
}
