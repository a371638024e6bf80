/*
 * French number writing without Intl. The browser's first Intl formatter loads the locale data
 * (one of the longest steps of a phone's boot), and every page formats prices or ratings while it
 * hydrates: written by hand, the same strings cost nothing. `number.test.ts` compares them with
 * Intl's fr-FR output.
 */

/** U+202F, the narrow no-break space French puts between thousands. */
export const THOUSANDS_SEPARATOR = '\u202f';

/** "1234567" → "1 234 567" (U+202F); digits only, no sign. */
export function groupThousands(digits: string): string {
  let out = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const group = digits.slice(Math.max(0, end - 3), end);
    out = end === digits.length ? group : `${group}${THOUSANDS_SEPARATOR}${out}`;
  }
  return out || '0';
}

/** "199" → "200", "99" → "100": one more, on a string of digits of any length. */
function addOne(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i -= 1;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, i)}${Number(digits[i]) + 1}${'0'.repeat(digits.length - i - 1)}`;
}

/**
 * Rounds a non-negative number to `digits` decimals half away from zero on its shortest decimal
 * writing, as Intl does: 1.15 → "1.2" (1.15 * 10 in floating point is 11.4999…). Returns the
 * integer part and the decimals with trailing zeros removed, or null for exponent notation.
 */
function roundDecimal(abs: number, digits: number): { whole: string; fraction: string } | null {
  const text = String(abs);
  if (text.includes('e')) return null;
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length <= digits) return { whole, fraction: fraction.replace(/0+$/, '') };
  const kept = whole + fraction.slice(0, digits);
  const all = fraction[digits] >= '5' ? addOne(kept) : kept;
  return {
    whole: all.slice(0, all.length - digits),
    fraction: all.slice(all.length - digits).replace(/0+$/, ''),
  };
}

/** 4.5 → "4,5", 4 → "4", 1234.56 → "1 234,6": at most one decimal, French comma and grouping. */
export function formatDecimal(value: number, maximumFractionDigits = 1): string {
  const rounded = Number.isFinite(value) ? roundDecimal(Math.abs(value), maximumFractionDigits) : null;
  if (!rounded) return new Intl.NumberFormat('fr-FR', { maximumFractionDigits }).format(value);
  // Intl keeps the sign of a negative that rounds to zero ("-0"), and so does this.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupThousands(rounded.whole)}${rounded.fraction ? `,${rounded.fraction}` : ''}`;
}
