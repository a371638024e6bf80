import type { FenceConfiguration, FenceFixing, FenceGate } from '@arbora/shared/configuration';
import type { ProductVariant } from '@arbora/shared/schemas';

/** How the posts are held: set in concrete, screwed on base plates, or anchored on a low wall. */
export type Fixing = FenceFixing;

/** One straight run of fence; the next segment turns 90° from its end (a corner shares its post). */
export interface Segment {
  lengthMm: number;
}

/**
 * A gate door (portillon) set in the first segment, after `offsetMm` of fence from its start;
 * `hinge`: its opening side seen from the street (it opens inwards only onto a public road, SPEC).
 */
export type GateDoor = NonNullable<FenceConfiguration['gateDoor']>;

/**
 * A gate (portail) set in the first segment like the gate door, after `offsetMm` of fence. Swing
 * gates open in two leaves, `side` naming the leaf that opens first; sliding gates slide along the
 * fence towards `side` (seen from the street) and need that much fence to slide behind. A swing
 * gate onto a public road must open inwards (Code de la voirie). The share link's type.
 */
export type Gate = FenceGate;

/** A fence as the shopper describes it. Ids are the catalogue's: the panel product is the range. */
export interface FenceConfig {
  rangeId: number;
  colour: string;
  heightMm: number;
  fixing: Fixing;
  segments: Segment[];
  gateDoor: GateDoor | null;
  gate: Gate | null;
}

/** The catalogue variants a fence is built from (loaded from the API by the page). */
export interface FenceParts {
  panels: readonly ProductVariant[];
  posts: readonly ProductVariant[];
  gateDoors: readonly ProductVariant[];
  /** Swing and sliding gates (their `ouverture` attribute tells which). */
  gates: readonly ProductVariant[];
  /** Caps, rails, base plates, fixings, gate motors: found by their product reference. */
  accessories: readonly ProductVariant[];
}

export type PartRole =
  | 'panel'
  | 'post'
  | 'gate_door'
  | 'gate'
  | 'cap'
  | 'rail'
  | 'stiffener'
  | 'base_plate'
  | 'anchor_bolts'
  | 'chemical_anchor'
  | 'motor';

/** One line of the bill of materials: a real catalogue variant, a quantity, its prices (wire money). */
export interface BomLine {
  role: PartRole;
  variant: ProductVariant;
  quantity: number;
  /** Unit price TTC and HT including the éco-participation, and that éco-participation TTC (wire money, × 10000). */
  unitTtc: number;
  unitHt: number;
  unitEcotaxTtc: number;
}

export interface Totals {
  ttc: number;
  ht: number;
  ecotaxTtc: number;
}

export type WarningCode =
  | 'last_bay_cut'
  | 'bay_too_short'
  | 'base_plate_height'
  | 'intermediate_rail'
  | 'gate_wider_than_run'
  | 'no_post_long_enough'
  | 'post_colour_substituted'
  | 'low_wall_anchors'
  | 'stock_short'
  | 'part_missing'
  | 'gate_outward_on_road'
  | 'sliding_clearance'
  | 'gate_colour_substituted'
  | 'motor_power'
  | 'big_gate_wider_than_run';

/** An installer's remark: `blocking` ones stop the order (the fence cannot be built as asked). */
export interface FenceWarning {
  code: WarningCode;
  blocking: boolean;
  params: Record<string, string | number>;
}

/** Where things stand along the fence, for the drawings: x along the unrolled length, in mm. */
export interface LayoutItem {
  kind: 'post' | 'panel' | 'gate_door' | 'gate';
  segment: number;
  /** Start along the segment, mm. */
  startMm: number;
  widthMm: number;
}

export interface FenceResult {
  lines: BomLine[];
  totals: Totals;
  warnings: FenceWarning[];
  layout: LayoutItem[];
  /** Slats of one panel at this height (a panel is a stack of 150 mm slats). */
  slatsPerPanel: number;
  postHeightMm: number | null;
  ok: boolean;
}
