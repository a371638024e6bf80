// PRIVATE stand-in until `@arbora/shared/format` (formatMoney, moneyFromWire, branded Money) lands;
// then PriceBlock switches to it and this file goes. Same rule: wire integers ÷ 10000, fr-FR EUR.

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

export const WIRE_AMOUNT_SCALE = 10000;

/** Formats an amount as sent by the API (integer, ten-thousandths of a euro). */
export function formatWireAmount(wire: number): string {
  return euros.format(wire / WIRE_AMOUNT_SCALE);
}
