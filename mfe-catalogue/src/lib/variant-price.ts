import { addMoney, moneyFromWire, type Money } from '@arbora/shared/format';
import type { ProductVariant } from '@arbora/shared/schemas';

/**
 * The price a French shopper must read (Code de l'environnement L541-10-14): the API's unit prices
 * exclude the éco-participation, the displayed price includes it, « dont éco-participation ».
 */
export function displayedPrice(variant: Pick<ProductVariant, 'prices' | 'ecotax'>): {
  ttc: Money;
  ht: Money;
  eco: Money;
} {
  return {
    ttc: addMoney(moneyFromWire(variant.prices.ttc), moneyFromWire(variant.ecotax.ttc)),
    ht: addMoney(moneyFromWire(variant.prices.ht), moneyFromWire(variant.ecotax.ht)),
    eco: moneyFromWire(variant.ecotax.ttc),
  };
}
