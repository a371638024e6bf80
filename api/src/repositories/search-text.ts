/** The query as the index stores text: lowercase, without accents (« Clôture » → « cloture »). */
export function normalizeQuery(q: string): string {
  return q.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae').trim();
}

/** Words of at least 2 letters or digits, at most 8 of them (a search box, not a document). */
export function tokensOf(q: string): string[] {
  return normalizeQuery(q)
    .split(/[^a-z0-9]+/)
    .filter((token) => token.length >= 2)
    .slice(0, 8);
}

/** A query that can be a product or variant reference (ARB-LDT1-001): letters, digits, dashes, one digit at least. */
export function referenceOf(q: string): string | null {
  const value = q.trim().toUpperCase();
  return value.length >= 3 && /^[A-Z0-9-]+$/.test(value) && /\d/.test(value) ? value : null;
}

/** How one query word is searched (see repositories/search.ts). */
export type Correction = { token: string; known: boolean; prefix: boolean; closest: string | null };

/**
 * The to_tsquery text of the corrected words: a known word as is, the start of a known word as a
 * prefix (`anthra:*`), an unknown word replaced by its closest known spelling. Tokens are [a-z0-9]
 * only (tokensOf), so they cannot inject tsquery syntax.
 */
export function tsQueryOf(corrections: Correction[], operator: '&' | '|'): string {
  return corrections
    .map((c) => {
      if (c.known) return c.token;
      if (c.prefix) return `${c.token}:*`;
      return c.closest && /^[a-z0-9]+$/.test(c.closest) ? c.closest : c.token;
    })
    .join(` ${operator} `);
}
