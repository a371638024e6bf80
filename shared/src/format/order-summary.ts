import { addMoney, formatMoney, moneyFromWire, type Money } from './money';
import { formatEcoParticipation, FR_STANDARD_VAT_RATE } from './price';

/**
 * The amounts of a cart or an order as a shopper reads them, in ONE basis: TTC, the
 * éco-participation and the VAT shown as « dont », discounts TTC. The API computes the totals
 * (`total_ttc` = Σ lines TTC + éco-participation + delivery − discounts, every term in whole
 * cents); this only arranges its numbers, so the lines shown always add up to the total shown.
 * The cart page, the delivery step, the confirmation, the order detail, the e-mail and the
 * invoice all use it.
 */

/** What the summary reads of a cart (`Cart`, or an order's `cart` snapshot). */
export interface SummarySource {
  list: readonly { is_recup_chute: boolean; total_ttc: number; total_ecotax_ttc: number }[];
  shipping_ttc: number;
  remise: readonly { name: string; amount_ttc: number }[];
  total_ttc: number;
  total_ecotax_ttc: number;
  tva: number;
  carriers: readonly { name: string; selected: boolean }[];
}

export type SummaryLineKind = 'products' | 'recup_chute' | 'shipping' | 'discount';

/** One line of the summary. `amount` is signed (a discount is negative); null: not known yet. */
export interface SummaryLine {
  kind: SummaryLineKind;
  label: string;
  amount: Money | null;
  /** « dont éco-participation : X € » under the products line. */
  note: string | null;
}

export interface OrderSummaryView {
  lines: SummaryLine[];
  total: Money;
  totalLabel: string;
  /** « dont TVA (20 %) : X € » */
  vatNote: string;
}

const m = moneyFromWire;

/** The summary's words, one home for the TTC summary and the professional's (pro-order-summary). */
export const SUMMARY_LABELS = {
  products: 'Articles',
  recupChute: 'Récupération des chutes',
  shipping: 'Livraison',
  discount: 'Remise',
  totalTtc: 'Total TTC',
  totalHt: 'Total HT',
  vat: `TVA (${FR_STANDARD_VAT_RATE}\u00a0%)`,
} as const;

/** What a summary's lines say, once its amounts are read in one basis (TTC or HT). */
export interface SummaryLineAmounts {
  products: Money;
  productsNote: string | null;
  recupChute: Money[];
  /** The selected carrier's name, if any. */
  carrier: string | null;
  /** null: not known yet (no carrier chosen). */
  shipping: Money | null;
  /** Positive amounts, shown negative. */
  discounts: { name: string; amount: Money }[];
}

/** The lines of a summary: articles, the off-cut recovery service, delivery, each discount. */
export function summaryLines(a: SummaryLineAmounts): SummaryLine[] {
  const L = SUMMARY_LABELS;
  return [
    { kind: 'products', label: L.products, amount: a.products, note: a.productsNote },
    ...a.recupChute.map<SummaryLine>((amount) => ({ kind: 'recup_chute', label: L.recupChute, amount, note: null })),
    {
      kind: 'shipping',
      label: a.carrier ? `${L.shipping} (${a.carrier})` : L.shipping,
      amount: a.shipping,
      note: null,
    },
    ...a.discounts.map<SummaryLine>((d) => ({
      kind: 'discount',
      label: `${L.discount} ${d.name}`,
      amount: m(-d.amount),
      note: null,
    })),
  ];
}

/**
 * The summary lines of a cart: articles (éco-participation included, « dont »), the off-cut
 * recovery service, delivery (null until a carrier is chosen), each discount (negative), total TTC.
 * @public
 */
export function orderSummary(cart: SummarySource): OrderSummaryView {
  const goods = cart.list.filter((l) => !l.is_recup_chute);
  const carrier = cart.carriers.find((c) => c.selected);
  const lines = summaryLines({
    products: addMoney(...goods.map((l) => m(l.total_ttc + l.total_ecotax_ttc))),
    productsNote: cart.total_ecotax_ttc > 0 ? formatEcoParticipation(m(cart.total_ecotax_ttc)) : null,
    recupChute: cart.list.filter((l) => l.is_recup_chute).map((l) => m(l.total_ttc + l.total_ecotax_ttc)),
    carrier: carrier?.name ?? null,
    // An order's snapshot may name no carrier as selected: its delivery amount is known anyway.
    shipping: carrier || cart.shipping_ttc > 0 ? m(cart.shipping_ttc) : null,
    discounts: cart.remise.map((d) => ({ name: d.name, amount: m(d.amount_ttc) })),
  });
  return {
    lines,
    total: m(cart.total_ttc),
    totalLabel: SUMMARY_LABELS.totalTtc,
    vatNote: `dont ${SUMMARY_LABELS.vat}\u00a0: ${formatMoney(m(cart.tva))}`,
  };
}

/** « − 11,77 € » for a discount, « Offerte » for free delivery, the amount otherwise. */
export function summaryAmountText(line: SummaryLine, pending = 'Calculée à l’étape suivante'): string {
  if (line.amount === null) return pending;
  if (line.kind === 'shipping' && line.amount === 0) return 'Offerte';
  if (line.kind === 'discount' || line.amount < 0) return `−\u00a0${formatMoney(m(Math.abs(line.amount)))}`;
  return formatMoney(line.amount);
}

/** The summary as plain text lines (e-mail): « Articles : 118,68 € », …, « Total TTC : 106,91 € ». */
export function orderSummaryText(cart: SummarySource): string[] {
  const view = orderSummary(cart);
  return [
    ...view.lines.flatMap((l) => [
      `${l.label}\u00a0: ${summaryAmountText(l, 'à choisir')}`,
      ...(l.note ? [`  ${l.note}`] : []),
    ]),
    `${view.totalLabel}\u00a0: ${formatMoney(view.total)}`,
    `  ${view.vatNote}`,
  ];
}
