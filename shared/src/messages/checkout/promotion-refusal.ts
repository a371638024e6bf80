import { formatDate, formatMoney, moneyFromWire } from '@arbora/shared/format';
import { frenchTypography, interpolate } from '@arbora/shared/messages';

/**
 * Why a promotion code does not apply, from the `data` of the API's refusal (api/README.md « Cart
 * errors »). An export of its own, not keys of checkoutFr: a key there changes the type of the
 * area's `t`, a major change of shared's surface, where a new export is an addition (3.11.0).
 */
export const promotionRefusalFr = {
  minimum: "Ce code promo s'applique dès {amount} d'achat de produits (hors livraison).",
  already_used: "Vous avez déjà utilisé ce code promo lors d'une précédente commande. Il n'est valable qu'une fois.",
  no_products: "Ce code promo s'applique aux produits, pas aux échantillons.",
  dates: 'Ce code promo est valable du {from} au {to}.',
} as const;

const text = (raw: string, params?: Record<string, string>) => frenchTypography(interpolate(raw, params));

/**
 * The French text of a refused code's own reason, or null when the refusal carries none (an older
 * API, another code): the caller then shows the code's SPEC 8 message. @public
 */
export function promotionRefusalText(refusal: { code?: string | undefined; data?: unknown }): string | null {
  const data = (typeof refusal.data === 'object' && refusal.data !== null ? refusal.data : {}) as Record<
    string,
    unknown
  >;
  if (refusal.code === 'CART_RULE_INVALID_DATE') {
    const { starts_at: from, ends_at: to } = data;
    if (typeof from !== 'string' || typeof to !== 'string') return null;
    return text(promotionRefusalFr.dates, { from: formatDate(from), to: formatDate(to) });
  }
  if (refusal.code !== 'CART_RULE_INVALID_CART') return null;
  switch (data.reason) {
    case 'minimum':
      return typeof data.min_subtotal_ttc === 'number'
        ? text(promotionRefusalFr.minimum, { amount: formatMoney(moneyFromWire(data.min_subtotal_ttc)) })
        : null;
    case 'already_used':
      return text(promotionRefusalFr.already_used);
    case 'no_products':
      return text(promotionRefusalFr.no_products);
    default:
      return null;
  }
}
