import type { ProductVariant } from '@arbora/shared/schemas';
import type { Gate, GateDoor } from './types';

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
export function postFor(posts: readonly ProductVariant[], colour: string, minHeightMm: number, quantity = 1) {
  const stocked = (post: ProductVariant) => (post.stock >= quantity ? 2 : post.stock > 0 ? 1 : 0);
  const tallEnough = posts
    .map((post) => ({ post, height: dimensionMm(post, 'hauteur') ?? 0 }))
    .filter(({ height }) => height >= minHeightMm)
    // Shortest first; then one with stock for the whole fence, then one with some stock.
    .sort((a, b) => a.height - b.height || stocked(b.post) - stocked(a.post) || a.post.id - b.post.id);
  if (tallEnough.length === 0) return null;
  const sameColour = tallEnough.find(({ post }) => post.color?.technical_name === colour);
  const chosen = sameColour ?? tallEnough[0]!;
  return { variant: chosen.post, heightMm: chosen.height, substituted: !sameColour };
}

/** One in stock before one that is not, then the catalogue's order. */
const inStockFirst = (a: ProductVariant, b: ProductVariant) => Number(b.stock > 0) - Number(a.stock > 0) || a.id - b.id;

/** The gate door of this width, in the fence's colour when it comes in it. */
export function gateDoorFor(gateDoors: readonly ProductVariant[], colour: string, widthMm: number) {
  const wide = gateDoors.filter((g) => dimensionMm(g, 'largeur') === widthMm).sort(inStockFirst);
  return wide.find((g) => g.color?.technical_name === colour) ?? wide[0] ?? null;
}

/** The gate door widths the catalogue offers, mm, narrowest first. */
export function gateDoorWidths(gateDoors: readonly ProductVariant[]): number[] {
  return [...new Set(gateDoors.map((g) => dimensionMm(g, 'largeur')).filter((w): w is number => w !== null))].sort(
    (a, b) => a - b,
  );
}

/** The gate door a ticked « Ajouter un portillon » starts with: the narrowest, hinged on the left. */
export function newGateDoor(gateDoors: readonly ProductVariant[]): GateDoor {
  return { widthMm: gateDoorWidths(gateDoors)[0] ?? 1000, offsetMm: 0, hinge: 'left' };
}

/**
 * The accessory of this product reference, in `colour` when it comes in it, else in its first
 * colour (`substituted`). Null when the catalogue does not sell it.
 */
export function accessoryFor(accessories: readonly ProductVariant[], reference: string, colour: string | null) {
  const all = accessories.filter((a) => a.reference.startsWith(`${reference}-`)).sort((a, b) => a.id - b.id);
  const same = colour ? all.find((a) => a.color?.technical_name === colour) : undefined;
  const chosen = same ?? all[0];
  return chosen ? { variant: chosen, substituted: Boolean(chosen.color) && !same } : null;
}

const OUVERTURE = { swing: 'battant', sliding: 'coulissant' } as const;

const isOpening = (variant: ProductVariant, opening: 'swing' | 'sliding') =>
  variant.attributes.some(
    (a) => a.technical_name === 'ouverture' && (a.value ?? '').toLowerCase().includes(OUVERTURE[opening]),
  );

/** The gate of this opening and width, in the fence's colour when it comes in it (`substituted` else). */
export function gateFor(
  gates: readonly ProductVariant[],
  opening: 'swing' | 'sliding',
  colour: string,
  widthMm: number,
) {
  const wide = gates.filter((g) => isOpening(g, opening) && dimensionMm(g, 'largeur') === widthMm).sort(inStockFirst);
  const same = wide.find((g) => g.color?.technical_name === colour);
  const chosen = same ?? wide[0];
  return chosen ? { variant: chosen, substituted: !same } : null;
}

/** The gate a ticked « Ajouter un portail » starts with: swinging inward, the narrowest, on a public road. */
export function newGate(gates: readonly ProductVariant[]): Gate {
  return {
    opening: 'swing',
    side: 'left',
    widthMm: gateWidths(gates, 'swing')[0] ?? 3000,
    offsetMm: 0,
    direction: 'inward',
    publicRoad: true,
    motorised: false,
  };
}

/** The gate widths the catalogue offers for an opening, mm, narrowest first. */
export function gateWidths(gates: readonly ProductVariant[], opening: 'swing' | 'sliding'): number[] {
  return [
    ...new Set(
      gates
        .filter((g) => isOpening(g, opening))
        .map((g) => dimensionMm(g, 'largeur'))
        .filter((w): w is number => w !== null),
    ),
  ].sort((a, b) => a - b);
}
