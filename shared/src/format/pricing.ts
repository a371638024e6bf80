import { addMoney, formatMoney, moneyFromWire, moneyToDecimalString, type Money } from './money';
import { formatEcoParticipation, type TaxMode } from './price';

/**
 * The one price rule of the site. The API's unit prices exclude the éco-participation (its own
 * `ecotax` columns); a French shopper must read the price that includes it, « dont
 * éco-participation » (Code de l'environnement L541-10-14). Every price a page, a card, a
 * suggestion or the JSON-LD shows goes through `shopperPrice`, so no two places can disagree.
 */

/** HT and TTC wire integers (× 10000), as the API's `prices` and `ecotax` fields give them. */
export interface WireAmounts {
  ht: number;
  ttc: number;
}

/** A price as the shopper reads it: TTC and HT including the éco-participation, and that part. */
export interface ShopperPrice {
  ttc: Money;
  ht: Money;
  /** The éco-participation included in `ttc` (TTC), shown as « dont éco-participation ». */
  eco: Money;
  /** Which amount is read first: TTC for consumers, HT for a professional on a page of theirs. */
  emphasis: TaxMode;
}

/**
 * The displayed price of a unit priced `prices` with the éco-participation `ecotax` (a variant,
 * or a product summary's `prices_from` with its `ecotax_from`).
 * @public
 */
export function shopperPrice(prices: WireAmounts, ecotax: WireAmounts, options: { pro?: boolean } = {}): ShopperPrice {
  return {
    ttc: addMoney(moneyFromWire(prices.ttc), moneyFromWire(ecotax.ttc)),
    ht: addMoney(moneyFromWire(prices.ht), moneyFromWire(ecotax.ht)),
    eco: moneyFromWire(ecotax.ttc),
    emphasis: options.pro ? 'HT' : 'TTC',
  };
}

/** What a product summary (lists, home, search, related products) carries of its « à partir de » price. */
export interface FromPriceSource {
  prices_from: WireAmounts;
  ecotax_from: WireAmounts;
}

/** The « à partir de » price of a product summary, by the same rule as a variant's. */
export function fromPrice(product: FromPriceSource, options: { pro?: boolean } = {}): ShopperPrice {
  return shopperPrice(product.prices_from, product.ecotax_from, options);
}

/**
 * One line of text for places without a price block (home tiles, search suggestions):
 * « À partir de 233,12 € TTC » (or « 23,50 € TTC »). The éco-participation is included.
 */
export function formatShopperPrice(price: ShopperPrice, options: { from?: boolean } = {}): string {
  const amount = price.emphasis === 'HT' ? price.ht : price.ttc;
  const text = `${formatMoney(amount)}\u00a0${price.emphasis}`;
  return options.from ? `À partir de ${text}` : text;
}

/** « dont éco-participation : 2,22 € », or null when there is none. */
export function ecoParticipationText(price: ShopperPrice): string | null {
  return price.eco > 0 ? formatEcoParticipation(price.eco) : null;
}

/** The schema.org `price` of a displayed price: "233.12" (TTC, éco-participation included). */
export function priceForStructuredData(price: ShopperPrice): string {
  return moneyToDecimalString(price.ttc);
}
