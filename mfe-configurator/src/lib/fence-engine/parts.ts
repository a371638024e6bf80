import type { ProductVariant } from '@arbora/shared/schemas';

/**
 * A dimension of a variant in mm, whatever way the catalogue writes it: « 1,80 m », « 180 cm »,
 * « 1800 » with unit mm. Null when the variant has no such attribute.
 */
export function dimensionMm(variant: ProductVariant, attribute: 'hauteur' | 'largeur' | 'longueur'): number | null {
  const found = variant.attributes.find((a) => a.technical_name === attribute);
  if (!found?.value) return null;
  return parseMm(found.value, found.unit);
}

export function parseMm(text: string, unit: string | null): number | null {
  const match = /(\d[\d\s\u00a0\u202f]*(?:[.,]\d+)?)\s*(mm|cm|m)?\b/i.exec(text);
  if (!match) return null;
  const value = Number(match[1]!.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
  const written = (match[2] ?? unit ?? 'mm').toLowerCase();
  const factor = written === 'm' ? 1000 : written === 'cm' ? 10 : 1;
  return Number.isFinite(value) ? Math.round(value * factor) : null;
}

/** The ranges (panel products) on offer, each with its colours and heights. */
export interface Range {
  id: number;
  name: string;
  colours: { technicalName: string; name: string; hex: string }[];
  heightsMm: number[];
}

export function rangesOf(panels: readonly ProductVariant[]): Range[] {
  const byProduct = new Map<number, Range>();
  for (const panel of panels) {
    const range = byProduct.get(panel.variant_parent) ?? {
      id: panel.variant_parent,
      name: panel.product_name,
      colours: [],
      heightsMm: [],
    };
    if (panel.color && !range.colours.some((c) => c.technicalName === panel.color!.technical_name)) {
      range.colours.push({ technicalName: panel.color.technical_name, name: panel.color.name, hex: panel.color.hex });
    }
    const height = dimensionMm(panel, 'hauteur');
    if (height !== null && !range.heightsMm.includes(height)) range.heightsMm.push(height);
    byProduct.set(panel.variant_parent, range);
  }
  for (const range of byProduct.values()) range.heightsMm.sort((a, b) => a - b);
  return [...byProduct.values()];
}

/** The panel variant of a range in a colour and height, if the catalogue has it. */
export function panelFor(panels: readonly ProductVariant[], rangeId: number, colour: string, heightMm: number) {
  return panels.find(
    (p) => p.variant_parent === rangeId && p.color?.technical_name === colour && dimensionMm(p, 'hauteur') === heightMm,
  );
}

/**
 * The shortest post at least `minHeightMm` tall, in the fence's colour when posts come in it,
 * else in the first colour posts come in (the substitution is told to the shopper).
 */
export function postFor(posts: readonly ProductVariant[], colour: string, minHeightMm: number) {
  const tallEnough = posts
    .map((post) => ({ post, height: dimensionMm(post, 'hauteur') ?? 0 }))
    .filter(({ height }) => height >= minHeightMm)
    // Shortest first; then one in stock before one that is not.
    .sort(
      (a, b) => a.height - b.height || Number(b.post.stock > 0) - Number(a.post.stock > 0) || a.post.id - b.post.id,
    );
  if (tallEnough.length === 0) return null;
  const sameColour = tallEnough.find(({ post }) => post.color?.technical_name === colour);
  const chosen = sameColour ?? tallEnough[0]!;
  return { variant: chosen.post, heightMm: chosen.height, substituted: !sameColour };
}

/** The gate door of this width, in the fence's colour when it comes in it. */
export function gateDoorFor(gateDoors: readonly ProductVariant[], colour: string, widthMm: number) {
  const wide = gateDoors.filter((g) => dimensionMm(g, 'largeur') === widthMm);
  return wide.find((g) => g.color?.technical_name === colour) ?? wide[0] ?? null;
}

/** The gate door widths the catalogue offers, mm, narrowest first. */
export function gateDoorWidths(gateDoors: readonly ProductVariant[]): number[] {
  return [...new Set(gateDoors.map((g) => dimensionMm(g, 'largeur')).filter((w): w is number => w !== null))].sort(
    (a, b) => a - b,
  );
}
