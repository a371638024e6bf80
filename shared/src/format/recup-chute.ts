import { formatShopperPrice, shopperPrice, type WireAmounts } from './pricing';

/**
 * The off-cut recovery service offered to professionals (POST /v1/cart/recup-chute): its own cart
 * line at a fixed fee, 25 € HT, 30 € TTC, without éco-participation: the API prices the line with it.
 */
export const RECUP_CHUTE_FEE: WireAmounts = { ht: 250_000, ttc: 300_000 };

/**
 * The cart's offer of the service with its fee read as every price of the page (the `pro` option
 * of `shopperPrice`): « Récupération de vos chutes de chantier (25,00 € HT) » for a professional,
 * « (30,00 € TTC) » otherwise.
 * @public
 */
export function recupChuteLabel(options: { pro?: boolean } = {}): string {
  const fee = shopperPrice(RECUP_CHUTE_FEE, { ht: 0, ttc: 0 }, options);
  return `Récupération de vos chutes de chantier (${formatShopperPrice(fee)})`;
}
