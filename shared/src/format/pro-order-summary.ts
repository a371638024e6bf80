import { addMoney, moneyFromWire, subtractMoney, toCents, type Money } from './money';
import { formatEcoParticipationHt } from './price';
import { SUMMARY_LABELS, summaryAmountText, summaryLines, type SummaryLine } from './order-summary';

/**
 * A professional's summary of a cart or an order: the lines of `orderSummary` (same words), HT,
 * then the HT total, the VAT and the TTC total (the amount charged), as a French B2B shop and the
 * invoice print them. The API prices `total` (HT) and `tva` to the cent, `total` + `tva` =
 * `total_ttc`. The HT line amounts may hold fractions of a cent: each is rounded to the cent but
 * the articles' line, which is what remains of the HT total, so the lines printed add up to the
 * total printed.
 */

/** What the professional's summary reads of a cart (`Cart`, or an order's `cart` snapshot). */
export interface ProSummarySource {
  list: readonly { is_recup_chute: boolean; total_ht: number; total_ecotax: number }[];
  shipping: number;
  remise: readonly { name: string; amount: number }[];
  total: number;
  tva: number;
  total_ttc: number;
  total_ecotax: number;
  carriers: readonly { name: string; selected: boolean }[];
}

export interface ProSummaryView {
  lines: SummaryLine[];
  totalHt: Money;
  totalHtLabel: string;
  vat: Money;
  vatLabel: string;
  totalTtc: Money;
  totalTtcLabel: string;
}

const m = moneyFromWire;
/** An amount rounded to the cent (integer arithmetic, toCents). */
const cent = (amount: Money) => m(toCents(amount) * 100);
const HT = '\u00a0HT';

/** @public */
export function proOrderSummary(cart: ProSummarySource): ProSummaryView {
  const carrier = cart.carriers.find((c) => c.selected);
  const recupChute = cart.list.filter((l) => l.is_recup_chute).map((l) => cent(m(l.total_ht + l.total_ecotax)));
  const shipping = carrier || cart.shipping > 0 ? cent(m(cart.shipping)) : null;
  const discounts = cart.remise.map((d) => ({ name: d.name, amount: cent(m(d.amount)) }));
  const others = addMoney(...recupChute, shipping ?? m(0), ...discounts.map((d) => m(-d.amount)));
  return {
    lines: summaryLines({
      products: subtractMoney(m(cart.total), others),
      productsNote: cart.total_ecotax > 0 ? formatEcoParticipationHt(m(cart.total_ecotax)) : null,
      recupChute,
      carrier: carrier?.name ?? null,
      shipping,
      discounts,
    }),
    totalHt: m(cart.total),
    totalHtLabel: SUMMARY_LABELS.totalHt,
    vat: m(cart.tva),
    vatLabel: SUMMARY_LABELS.vat,
    totalTtc: m(cart.total_ttc),
    totalTtcLabel: SUMMARY_LABELS.totalTtc,
  };
}

/** « 66,70 € HT », « − 6,67 € HT », « Offerte »: a line of the professional's summary. */
export function proAmountText(line: SummaryLine, pending?: string): string {
  const text = summaryAmountText(line, pending);
  return line.amount !== null && text.endsWith('€') ? `${text}${HT}` : text;
}
