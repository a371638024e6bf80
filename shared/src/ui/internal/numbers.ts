const oneDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** 4.5 → "4,5", 4 → "4" (French decimal comma). */
export function formatDecimal(value: number): string {
  return oneDecimal.format(value);
}
