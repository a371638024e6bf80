import { formatDecimal, multiplyMoney, type Money } from '@arbora/shared/format';
import type { Attribute, ProductDetail, ProductVariant } from '@arbora/shared/schemas';

/**
 * Decking and cladding boards are priced per board, bought by the square metre. What one board
 * covers is worked out here, from the attributes the API already gives (its width, `largeur_lame`,
 * and the variant's length, `longueur`): the API's product answer cannot carry a computed field, its
 * response schema (shared zod, `z.object`) drops any key it does not list.
 */
export type BoardKind = 'decking' | 'cladding';

/**
 * The joint left between two decking boards, in mm: composite boards swell with heat and damp, and
 * their clips leave 4 to 6 mm (5 mm is what the site's installation advice says: « Laissez 5 mm
 * entre deux lames »). Cladding boards are tongued and grooved: no joint, they cover their width.
 */
export const DECKING_JOINT_MM = 5;

/** The cutting margin added to a surface (offcuts at the ends, the last row cut along): 10 %. */
export const WASTE_PERCENT: Record<BoardKind, number> = { decking: 10, cladding: 10 };

/** The surfaces the calculator takes, in m²: beyond 1 000 m² a quote fits better than a cart. */
export const SURFACE_MAX_M2 = 1000;

/** A category a product belongs to (the parent ones are listed too) and the kind of board it sells. */
const KIND_BY_CATEGORY: Record<string, BoardKind> = {
  'c-lames-de-terrasse': 'decking',
  'c-bardage': 'cladding',
};

export interface BoardCoverage {
  kind: BoardKind;
  widthMm: number;
  lengthMm: number;
  /** The joint counted beside each board's width (0 for cladding). */
  jointMm: number;
  /** What one board covers, in mm² (an integer: the board counts stay exact). */
  areaMm2: number;
  wastePercent: number;
}

/**
 * A length or width as the API writes it, in mm: « 145 mm » → 145, « 2,40 m » → 2400 (ordinary,
 * no-break or narrow spaces alike); null when it says something else.
 */
export function millimetres(label: string | null | undefined): number | null {
  const m = /^(\d+(?:[.,]\d+)?)[\s\u00a0\u202f]*(mm|m)$/.exec((label ?? '').trim());
  if (!m) return null;
  const value = Number(m[1]!.replace(',', '.')) * (m[2] === 'm' ? 1000 : 1);
  return value > 0 ? Math.round(value) : null;
}

const valueOf = (attributes: readonly Attribute[], name: string) =>
  attributes.find((a) => a.technical_name === name)?.value ?? null;

/**
 * What one board of `variant` covers, or null when the product is not a decking or cladding board
 * (joists, battens, trims) or its width or length is unknown. A decking board counts its width plus
 * one joint (`DECKING_JOINT_MM`); its length is the variant's (the product's when it has one only).
 */
export function boardCoverage(
  product: Pick<ProductDetail, 'categories' | 'attributes'>,
  variant: Pick<ProductVariant, 'attributes'> | null,
): BoardCoverage | null {
  const kind = product.categories.map((c) => KIND_BY_CATEGORY[c.slug]).find(Boolean);
  if (!kind || !variant) return null;
  const widthMm = millimetres(
    valueOf(variant.attributes, 'largeur_lame') ?? valueOf(product.attributes, 'largeur_lame'),
  );
  const lengthMm = millimetres(valueOf(variant.attributes, 'longueur') ?? valueOf(product.attributes, 'longueur'));
  if (!widthMm || !lengthMm) return null;
  const jointMm = kind === 'decking' ? DECKING_JOINT_MM : 0;
  return {
    kind,
    widthMm,
    lengthMm,
    jointMm,
    areaMm2: (widthMm + jointMm) * lengthMm,
    wastePercent: WASTE_PERCENT[kind],
  };
}

/** The price of a square metre: a board's price (as shown, éco-participation included) over its coverage. */
export function pricePerSquareMetre(boardPrice: Money, coverage: Pick<BoardCoverage, 'areaMm2'>): Money {
  return multiplyMoney(boardPrice, 1_000_000 / coverage.areaMm2);
}

/** A surface typed by the shopper, read in hundredths of m² (exact); or why it cannot be read. */
export type SurfaceReading =
  { kind: 'empty' } | { kind: 'invalid' } | { kind: 'too-large' } | { kind: 'ok'; hundredths: number };

/**
 * « 20 », « 12,5 », « 12.50 m² », « 1 000 »: a surface in m², at most two decimals, more than 0 and
 * `SURFACE_MAX_M2` at most.
 */
export function readSurface(text: string | null | undefined): SurfaceReading {
  const compact = (text ?? '').replace(/[\s\u00a0\u202f]/g, '').replace(/m(?:²|2)$/i, '');
  if (!compact) return { kind: 'empty' };
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!m) return { kind: 'invalid' };
  const hundredths = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  if (hundredths <= 0) return { kind: 'invalid' };
  if (hundredths > SURFACE_MAX_M2 * 100) return { kind: 'too-large' };
  return { kind: 'ok', hundredths };
}

/**
 * The boards a surface needs: the surface plus its waste margin, over one board's coverage, rounded
 * up. Integer arithmetic (a hundredth of m² is 10 000 mm²), so 36 m² of 0,36 m² boards plus 10 % is
 * exactly 110 boards, never 111.
 */
export function boardsFor(hundredths: number, coverage: Pick<BoardCoverage, 'areaMm2' | 'wastePercent'>): number {
  const needed = hundredths * 100 * (100 + coverage.wastePercent);
  return Math.ceil(needed / coverage.areaMm2);
}

/** « 20 m² », « 12,5 m² », « 0,36 m² »: up to two decimals, a no-break space before the unit. */
export function formatSquareMetres(m2: number): string {
  return `${formatDecimal(m2, 2)}\u00a0m²`;
}
