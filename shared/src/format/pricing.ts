import { addMoney, formatMoney, moneyFromWire, moneyToDecimalString, multiplyMoney, type Money } from './money';
import { formatEcoParticipation, formatEcoParticipationHt, type TaxMode } from './price';

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

/**
 * « 19,58 € HT (23,50 € TTC) » for a professional's price, « 23,50 € TTC » for anyone else's:
 * HT is never shown alone (a professional checks the TTC amount he pays too).
 */
export function formatShopperPriceBoth(price: ShopperPrice): string {
  const ttc = `${formatMoney(price.ttc)}\u00a0TTC`;
  return price.emphasis === 'HT' ? `${formatMoney(price.ht)}\u00a0HT (${ttc})` : ttc;
}

/** What a unit sold by length carries: its price and, when it has a length, its price per metre. */
export interface PerMetreSource {
  prices: WireAmounts;
  prices_m: WireAmounts | null;
}

/**
 * The price per linear metre of the price shown (`shownTtc`, a `shopperPrice`'s TTC), on the same
 * basis, éco-participation included: a unit price is the price paid divided by the length. The
 * API's `prices_m` leaves the éco-participation out, so only its ratio to `prices` (the length) is
 * read. Null for a unit not sold by length.
 * @public
 */
export function perMetrePrice(unit: PerMetreSource, shownTtc: Money): Money | null {
  if (!unit.prices_m || unit.prices.ttc <= 0) return null;
  return multiplyMoney(shownTtc, unit.prices_m.ttc / unit.prices.ttc);
}

/** What a cart or order line carries of its prices: wire integers, the éco-participation apart. */
export interface LinePriceSource {
  unit_ht: number;
  unit_ttc: number;
  unit_ecotax: number;
  unit_ecotax_ttc: number;
  total_ht: number;
  total_ttc: number;
  total_ecotax: number;
  total_ecotax_ttc: number;
}

/** A cart or order line's unit price and total, as the shopper reads them. */
export interface LinePrices {
  unit: ShopperPrice;
  total: ShopperPrice;
}

/**
 * A cart or order line's unit price and total by the same rule as a product's (TTC including the
 * éco-participation): the cart, the delivery step, the confirmation, the order detail and the
 * e-mail read their lines here. `quantity` prices a quantity the server has not answered yet
 * (unit × quantity, as the API prices a line).
 * @public
 */
export function linePrices(line: LinePriceSource, options: { pro?: boolean; quantity?: number } = {}): LinePrices {
  const unit = shopperPrice(
    { ht: line.unit_ht, ttc: line.unit_ttc },
    { ht: line.unit_ecotax, ttc: line.unit_ecotax_ttc },
    options,
  );
  const { quantity } = options;
  const total =
    quantity === undefined
      ? shopperPrice(
          { ht: line.total_ht, ttc: line.total_ttc },
          { ht: line.total_ecotax, ttc: line.total_ecotax_ttc },
          options,
        )
      : {
          ttc: multiplyMoney(unit.ttc, quantity),
          ht: multiplyMoney(unit.ht, quantity),
          eco: multiplyMoney(unit.eco, quantity),
          emphasis: unit.emphasis,
        };
  return { unit, total };
}

/**
 * « dont éco-participation : 2,22 € » (the TTC part of a TTC price), or null when there is none.
 * Under a price read by whom it is for (a professional's HT first), `ecoParticipationNote`.
 */
export function ecoParticipationText(price: ShopperPrice): string | null {
  return price.eco > 0 ? formatEcoParticipation(price.eco) : null;
}

/**
 * The « dont » note of the éco-participation `ecotax` (wire HT and TTC, as `shopperPrice` and
 * `linePrices` take it: a variant's `ecotax`, a line's `unit_ecotax` and `unit_ecotax_ttc`) by the
 * same `pro` option as the price it is part of: « dont éco-participation : 0,18 € HT » under a
 * professional's HT price, « dont éco-participation : 0,22 € » under anyone else's TTC price; null
 * when there is none.
 * @public
 */
export function ecoParticipationNote(ecotax: WireAmounts, options: { pro?: boolean } = {}): string | null {
  const eco = shopperPrice({ ht: 0, ttc: 0 }, ecotax, options);
  if (eco.eco <= 0) return null;
  return eco.emphasis === 'HT' ? formatEcoParticipationHt(eco.ht) : formatEcoParticipation(eco.eco);
}

/** The schema.org `price` of a displayed price: "233.12" (TTC, éco-participation included). */
export function priceForStructuredData(price: ShopperPrice): string {
  return moneyToDecimalString(price.ttc);
}
