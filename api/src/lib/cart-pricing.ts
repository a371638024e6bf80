import { RECUP_CHUTE_FEE } from '@arbora/shared/format';
import { CARRIER_LABELS, paymentUnavailableReason } from '@arbora/shared/schemas';
import type { Cart, CartLine, Carrier } from '@arbora/shared/schemas';
import { euros, htFromTtc, ttcFromHt, wholeCents } from './money';

/** What pricing needs of a line; amounts are per unit, money integers (× 10000). */
export type PricedLineInput = Omit<CartLine, 'total_ht' | 'total_ttc' | 'total_ecotax' | 'total_ecotax_ttc'>;

type CarrierRule = {
  technical_name: string;
  name: string;
  description: string;
  /**
   * Working days from the order to the delivery (or to the pickup) at most, for products in
   * stock: within the site's delivery promise (setting `delivery_promise`), which every carrier
   * keeps (content-coherence.test).
   */
  delay_days: number;
  /** TTC price in euros for a weight in kg, or null when the carrier cannot take it. */
  price(kg: number): number | null;
};

/**
 * Carriers priced by weight. Parcels go by post up to 30 kg; heavier orders go on a pallet, or to
 * a relay farm (cheaper, picked up by the customer); store pickup is free.
 */
export const CARRIERS: CarrierRule[] = [
  {
    technical_name: 'colis',
    name: CARRIER_LABELS.colis!,
    description: 'À votre adresse, jusqu’à 30\u00a0kg.',
    delay_days: 7,
    price: (kg) => (kg > 30 ? null : kg <= 5 ? 9.9 : kg <= 15 ? 14.9 : 19.9),
  },
  {
    technical_name: 'palette',
    name: CARRIER_LABELS.palette!,
    description: 'Sur rendez-vous par transporteur, au pied du véhicule.',
    delay_days: 10,
    price: (kg) => (kg <= 300 ? 59.9 : Math.round((59.9 + (kg - 300) * 0.2) * 10) / 10),
  },
  {
    technical_name: 'relais_ferme',
    name: CARRIER_LABELS.relais_ferme!,
    description: 'Retrait dans une ferme partenaire près de chez vous, pour les colis lourds.',
    delay_days: 10,
    price: (kg) => (kg <= 30 ? null : kg <= 500 ? 29.9 : 49.9),
  },
  {
    technical_name: 'retrait_magasin',
    name: CARRIER_LABELS.retrait_magasin!,
    description: 'Retrait gratuit dans l’un de nos magasins.',
    delay_days: 7,
    price: () => 0,
  },
];

export const PAYMENTS: Omit<Cart['payments'][number], 'available' | 'unavailable_reason'>[] = [
  {
    technical_name: 'card',
    name: 'Carte bancaire',
    description: 'Paiement sécurisé sur la page de notre prestataire.',
  },
  {
    technical_name: 'transfer',
    name: 'Virement bancaire',
    description: 'La commande est préparée à réception du virement.',
  },
  {
    technical_name: 'credit',
    name: 'Paiement en plusieurs fois',
    description: 'Financement soumis à l’accord de notre partenaire.',
  },
];

/** Every method, each offered only when it can pay this total (else disabled, with the reason). */
/**
 * A cart's totals from its lines, its delivery and its discounts, as the cart, the order and the
 * invoice print them: HT to the cent too, so that Total HT + TVA = Total TTC (one rate).
 */
export function cartTotals(
  list: readonly CartLine[],
  delivery: Pick<Cart, 'shipping' | 'shipping_ttc'>,
  remise: Cart['remise'],
): Pick<
  Cart,
  'total_product' | 'subtotal' | 'subtotal_ttc' | 'total' | 'total_ttc' | 'tva' | 'total_ecotax' | 'total_ecotax_ttc'
> {
  const sum = (pick: (l: CartLine) => number) => list.reduce((s, l) => s + pick(l), 0);
  const subtotal = sum((l) => l.total_ht);
  const subtotalTtc = sum((l) => l.total_ttc);
  const ecotax = sum((l) => l.total_ecotax);
  const ecotaxTtc = sum((l) => l.total_ecotax_ttc);
  const total = wholeCents(subtotal + ecotax + delivery.shipping - remise.reduce((s, r) => s + r.amount, 0));
  const totalTtc = subtotalTtc + ecotaxTtc + delivery.shipping_ttc - remise.reduce((s, r) => s + r.amount_ttc, 0);
  return {
    total_product: sum((l) => (l.is_recup_chute ? 0 : l.quantity)),
    subtotal,
    subtotal_ttc: subtotalTtc,
    total,
    total_ttc: totalTtc,
    tva: totalTtc - total,
    total_ecotax: ecotax,
    total_ecotax_ttc: ecotaxTtc,
  };
}

export function paymentsFor(totalTtc: number): Cart['payments'] {
  return PAYMENTS.map((method) => {
    const reason = paymentUnavailableReason(method.technical_name, totalTtc);
    return { ...method, available: reason === null, unavailable_reason: reason };
  });
}

/** A promotion code as pricing sees it. `value`: percent, or a TTC money amount for `amount`. */
export type PromotionRule = {
  code: string;
  name: string;
  kind: 'percent' | 'amount' | 'free_shipping';
  value: number;
  minSubtotalTtc: number;
  startsAt: Date;
  endsAt: Date;
};

/** The off-cut recovery service (professionals): one flat fee per order, the cart's label's figure. */
export const RECUP_CHUTE_FEE_HT = RECUP_CHUTE_FEE.ht;

/**
 * Why a promotion does not apply to these lines now, or null when it does: the SPEC 8 code, and in
 * `data` what the shopper is told (the code's dates, or the products' minimum it asks for).
 */
export type PromotionRefusal =
  | { code: 'CART_RULE_INVALID_DATE'; data: { starts_at: string; ends_at: string } }
  | {
      code: 'CART_RULE_INVALID_CART';
      data: { reason: 'no_products' } | { reason: 'minimum'; min_subtotal_ttc: number } | { reason: 'already_used' };
    };

export function promotionRefusal(
  rule: PromotionRule,
  lines: Pick<CartLine, 'type' | 'is_recup_chute' | 'unit_ttc' | 'quantity'>[],
  now: Date,
): PromotionRefusal | null {
  if (now < rule.startsAt || now > rule.endsAt)
    return {
      code: 'CART_RULE_INVALID_DATE',
      data: { starts_at: rule.startsAt.toISOString(), ends_at: rule.endsAt.toISOString() },
    };
  const productsTtc = lines
    .filter((l) => l.type === 'product' && !l.is_recup_chute)
    .reduce((s, l) => s + l.unit_ttc * l.quantity, 0);
  if (productsTtc === 0) return { code: 'CART_RULE_INVALID_CART', data: { reason: 'no_products' } };
  if (productsTtc < rule.minSubtotalTtc)
    return { code: 'CART_RULE_INVALID_CART', data: { reason: 'minimum', min_subtotal_ttc: rule.minSubtotalTtc } };
  return null;
}

function recupChuteLine(): PricedLineInput {
  return {
    id: 0,
    element_id: 0,
    element_type: 'product_variant',
    type: 'product',
    quantity: 1,
    is_recup_chute: true,
    product_id: 0,
    name: 'Récupération des chutes',
    reference: 'SERVICE-RECUP-CHUTE',
    slug: 'recuperation-des-chutes',
    cover: null,
    unit_ht: RECUP_CHUTE_FEE_HT,
    unit_ttc: ttcFromHt(RECUP_CHUTE_FEE_HT),
    unit_ecotax: 0,
    unit_ecotax_ttc: 0,
    stock: 1,
    weight_g: 0,
  };
}

/** Computes every total of SPEC 3 from the lines (see the contract in shared/schemas/cart.ts). */
export function priceCart(input: {
  token: string;
  lines: PricedLineInput[];
  carrier: string | null;
  recupChute: boolean;
  updatedAt: Date;
  promotion?: PromotionRule | null;
  relayPointId?: number | null;
  now?: Date;
}): Cart {
  // The recovery service only exists beside real lines (SPEC 4: it goes when the last line goes), and
  // only beside product lines: it takes back off-cuts of cut boards, which samples alone never leave.
  const withFee = input.recupChute && input.lines.some((l) => l.type === 'product' && !l.is_recup_chute);
  const inputs = withFee ? [...input.lines, recupChuteLine()] : input.lines;
  // TTC amounts in whole cents (the reference prices are; this keeps it true of any input), so
  // every line of a summary printed to the cent adds up to the total printed (orderSummary).
  const list: CartLine[] = inputs
    .map(({ unit_ttc, unit_ecotax_ttc, ...rest }) => ({
      ...rest,
      unit_ttc: wholeCents(unit_ttc),
      unit_ecotax_ttc: wholeCents(unit_ecotax_ttc),
    }))
    .map((l) => ({
      ...l,
      total_ht: l.unit_ht * l.quantity,
      total_ttc: l.unit_ttc * l.quantity,
      total_ecotax: l.unit_ecotax * l.quantity,
      total_ecotax_ttc: l.unit_ecotax_ttc * l.quantity,
    }));
  const sum = (pick: (l: CartLine) => number, from = list) => from.reduce((s, l) => s + pick(l), 0);
  const weightG = sum((l) => l.weight_g * l.quantity);
  const kg = weightG / 1000;
  const carriers: Carrier[] = list.length
    ? CARRIERS.flatMap((c) => {
        const price = c.price(kg);
        if (price === null) return [];
        const ttc = euros(price);
        return [
          {
            technical_name: c.technical_name,
            name: c.name,
            description: c.description,
            price: htFromTtc(ttc),
            price_ttc: ttc,
            delay_days: c.delay_days,
            selected: c.technical_name === input.carrier,
          },
        ];
      })
    : [];
  const selected = carriers.find((c) => c.selected);
  const shipping = selected?.price ?? 0;
  const shippingTtc = selected?.price_ttc ?? 0;
  const remise: Cart['remise'] = [];
  const rule = input.promotion;
  if (rule && !promotionRefusal(rule, list, input.now ?? new Date())) {
    const products = list.filter((l) => l.type === 'product' && !l.is_recup_chute);
    const productsHt = sum((l) => l.total_ht, products);
    const productsTtc = sum((l) => l.total_ttc, products);
    if (rule.kind === 'percent')
      remise.push({
        name: rule.name,
        amount: Math.round((productsHt * rule.value) / 100),
        amount_ttc: wholeCents((productsTtc * rule.value) / 100),
      });
    if (rule.kind === 'amount') {
      const ttc = wholeCents(Math.min(rule.value, productsTtc));
      remise.push({ name: rule.name, amount: htFromTtc(ttc), amount_ttc: ttc });
    }
    if (rule.kind === 'free_shipping' && shippingTtc > 0)
      remise.push({ name: rule.name, amount: shipping, amount_ttc: shippingTtc });
  }
  const totals = cartTotals(list, { shipping, shipping_ttc: shippingTtc }, remise);
  return {
    token: input.token,
    ...totals,
    shipping,
    shipping_ttc: shippingTtc,
    remise,
    list,
    carriers,
    payments: list.length ? paymentsFor(totals.total_ttc) : [],
    recup_chute: withFee,
    promotion_code: rule?.code ?? null,
    relay_point_id: selected?.technical_name === 'relais_ferme' ? (input.relayPointId ?? null) : null,
    weight_g: weightG,
    updated_at: input.updatedAt.toISOString(),
  };
}
