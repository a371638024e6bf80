import {
  addMoney,
  formatMoney,
  FR_STANDARD_VAT_RATE,
  moneyFromWire,
  subtractMoney,
  summaryAmountText,
  toCents,
  type Money,
  type SummaryLine,
} from '@arbora/shared/format';
import { t } from '@arbora/shared/messages/checkout';
import type { Cart } from '@arbora/shared/schemas';

/**
 * A professional's summary of a cart: the same lines as shared/format `orderSummary`, HT, then the
 * HT total, the VAT and the TTC total (the amount charged), as a French B2B shop and the invoice
 * print them. The API prices `total` (HT) and `tva` to the cent, `total` + `tva` = `total_ttc`.
 * The HT line amounts may hold fractions of a cent: each is rounded to the cent but the articles'
 * line, which is what remains of the HT total, so the lines printed add up to the total printed.
 */
export interface ProSummaryView {
  lines: SummaryLine[];
  totalHt: Money;
  vat: Money;
  totalTtc: Money;
  vatLabel: string;
}

/** Only the cart's fields this reads: a cart, or an order's cart snapshot. */
export type ProSummarySource = Pick<
  Cart,
  'list' | 'shipping' | 'remise' | 'total' | 'tva' | 'total_ttc' | 'total_ecotax' | 'carriers'
>;

const m = moneyFromWire;
/** An amount rounded to the cent (integer arithmetic, toCents). */
const cent = (amount: Money) => m(toCents(amount) * 100);

/** @public */
export function proOrderSummary(cart: ProSummarySource): ProSummaryView {
  const lineHt = (l: ProSummarySource['list'][number]) => m(l.total_ht + l.total_ecotax);
  const recup = cart.list.filter((l) => l.is_recup_chute);
  const carrier = cart.carriers.find((c) => c.selected);
  const others: SummaryLine[] = [
    ...recup.map<SummaryLine>((l) => ({
      kind: 'recup_chute',
      label: 'Récupération des chutes',
      amount: cent(lineHt(l)),
      note: null,
    })),
    {
      kind: 'shipping',
      label: carrier ? `Livraison (${carrier.name})` : 'Livraison',
      amount: carrier || cart.shipping > 0 ? cent(m(cart.shipping)) : null,
      note: null,
    },
    ...cart.remise.map<SummaryLine>((d) => ({
      kind: 'discount',
      label: `Remise ${d.name}`,
      amount: cent(m(-d.amount)),
      note: null,
    })),
  ];
  const articles = subtractMoney(m(cart.total), addMoney(...others.map((l) => l.amount ?? m(0))));
  return {
    lines: [
      {
        kind: 'products',
        label: 'Articles',
        amount: articles,
        note:
          cart.total_ecotax > 0
            ? t('eco_participation', { amount: `${formatMoney(m(cart.total_ecotax))}\u00a0HT` })
            : null,
      },
      ...others,
    ],
    totalHt: m(cart.total),
    vat: m(cart.tva),
    totalTtc: m(cart.total_ttc),
    vatLabel: `TVA (${FR_STANDARD_VAT_RATE}\u00a0%)`,
  };
}

/** « 66,70 € HT », « − 6,67 € HT », « Offerte »: a line of the professional's summary. */
export function proAmountText(line: SummaryLine): string {
  const text = summaryAmountText(line);
  return text.endsWith('€') ? `${text}\u00a0HT` : text;
}
