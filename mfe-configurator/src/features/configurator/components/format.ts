import { formatMoney, moneyFromWire } from '@arbora/shared/format';

/** « 12,00 m » from millimetres. */
export const metres = (mm: number) =>
  `${(mm / 1000).toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}\u00a0m`;

export const money = (wire: number) => formatMoney(moneyFromWire(wire));
