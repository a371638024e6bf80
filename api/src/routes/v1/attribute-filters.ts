import { z } from 'zod';
import { PRICE_BANDS } from '@arbora/shared/schemas';
import { badRequest } from '../../lib/errors';
import type { AttributeDef } from '../../repositories/catalogue-lookups';

const jsonFilters = z.record(z.string().max(50), z.union([z.string().max(100), z.array(z.string().max(100)).max(50)]));

/**
 * Parses the `attributes` query of GET /v1/product-variant into attribute → values. Two spellings:
 * compact `couleur:teck|ipe,longueur:3600`, or JSON `{"couleur":["teck","ipe"]}`. Only filterable
 * attributes are accepted; anything else is a 400 naming `attributes`.
 */
export function parseAttributeFilters(
  raw: string | undefined,
  defs: Map<string, AttributeDef>,
): Record<string, string[]> {
  if (!raw?.trim()) return {};
  let entries: [string, string[]][];
  if (raw.trim().startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw badRequest('VALIDATION_ERROR', 'attributes is not valid JSON', 'attributes');
    }
    const result = jsonFilters.safeParse(parsed);
    if (!result.success) throw badRequest('VALIDATION_ERROR', 'attributes must map names to values', 'attributes');
    entries = Object.entries(result.data).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]);
  } else {
    entries = raw
      .split(',')
      .filter(Boolean)
      .map((part) => {
        const sep = part.indexOf(':');
        if (sep <= 0)
          throw badRequest('VALIDATION_ERROR', `Expected name:value in "${part.slice(0, 50)}"`, 'attributes');
        return [
          part.slice(0, sep).trim(),
          part
            .slice(sep + 1)
            .split('|')
            .map((v) => v.trim())
            .filter(Boolean),
        ];
      });
  }
  const out: Record<string, string[]> = {};
  for (const [name, values] of entries) {
    if (!defs.get(name)?.filterable)
      throw badRequest('VALIDATION_ERROR', `Unknown or non-filterable attribute ${name.slice(0, 50)}`, 'attributes');
    out[name] = [...new Set([...(out[name] ?? []), ...values])];
  }
  return out;
}

/** The `price_bands` query: known band ids only (400 naming `price_bands` otherwise), each once. */
export function parsePriceBands(ids: readonly string[] | undefined): string[] {
  const unknown = ids?.find((id) => !PRICE_BANDS.some((band) => band.id === id));
  if (unknown !== undefined)
    throw badRequest('VALIDATION_ERROR', `Unknown price band ${unknown.slice(0, 50)}`, 'price_bands');
  return [...new Set(ids ?? [])];
}
