export type PageSlot = number | 'gap';

/**
 * Pages to show: first, last, the current one with `siblings` on each side, and 'gap' for the
 * elided runs. A gap never hides a single page (1 … 3 becomes 1 2 3).
 */
export function pageRange(current: number, total: number, siblings = 1): PageSlot[] {
  const shown = new Set<number>([1, total]);
  for (let p = current - siblings; p <= current + siblings; p += 1) {
    if (p >= 1 && p <= total) shown.add(p);
  }
  const sorted = Array.from(shown).sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) slots.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) slots.push('gap');
    slots.push(page);
  });
  return slots;
}
