import { shopperPrice } from '@arbora/shared/format';
import type { ProductVariant } from '@arbora/shared/schemas';
import {
  ACCESSORY_REFERENCES,
  BASE_PLATE_MAX_HEIGHT_MM,
  CONCRETE_DEPTH_MM,
  GATE_HEIGHT_MM,
  INTERMEDIATE_RAIL_FROM_MM,
  POST_WIDTH_MM,
  SLAT_HEIGHT_MM,
} from './constants';
import { layOutSegment, openingsOf, warn } from './layout';
import { accessoryFor, dimensionMm, gateDoorFor, gateFor, panelFor, postFor } from './parts';
import type {
  BomLine,
  FenceConfig,
  FenceParts,
  FenceResult,
  FenceWarning,
  LayoutItem,
  PartRole,
  Totals,
} from './types';

function line(role: PartRole, variant: ProductVariant, quantity: number): BomLine {
  // The price a French shopper reads (the one price rule, shared/format): éco-participation included.
  const price = shopperPrice(variant.prices, variant.ecotax);
  return { role, variant, quantity, unitTtc: price.ttc, unitHt: price.ht, unitEcotaxTtc: price.eco };
}

export function totalsOf(lines: readonly BomLine[]): Totals {
  return lines.reduce<Totals>(
    (sum, l) => ({
      ttc: sum.ttc + l.unitTtc * l.quantity,
      ht: sum.ht + l.unitHt * l.quantity,
      ecotaxTtc: sum.ecotaxTtc + l.unitEcotaxTtc * l.quantity,
    }),
    { ttc: 0, ht: 0, ecotaxTtc: 0 },
  );
}

/** The post height a fixing needs above (and below) ground for a fence of `heightMm`. */
export const requiredPostHeightMm = (heightMm: number, fixing: FenceConfig['fixing']) =>
  fixing === 'concrete' ? heightMm + CONCRETE_DEPTH_MM : heightMm;

/**
 * The accessories of the posts and panels: a cap per post and a rail kit per panel in the posts'
 * colour, a stiffener per panel from INTERMEDIATE_RAIL_FROM_MM, and on a slab or a low wall a base
 * plate per post with its anchors (expansion bolts in concrete, chemical anchors in masonry).
 */
function accessoryLines(
  config: FenceConfig,
  parts: FenceParts,
  counts: { posts: number; panels: number },
  postColour: string | null,
  warnings: FenceWarning[],
): BomLine[] {
  const lines: BomLine[] = [];
  const add = (role: PartRole, reference: string, colour: string | null, quantity: number) => {
    if (quantity <= 0) return;
    const found = accessoryFor(parts.accessories, reference, colour);
    if (found) lines.push(line(role, found.variant, quantity));
    else warnings.push(warn('part_missing', true, { part: role }));
  };
  add('cap', ACCESSORY_REFERENCES.cap, postColour, counts.posts);
  add('rail', ACCESSORY_REFERENCES.rail, postColour, counts.panels);
  if (config.heightMm >= INTERMEDIATE_RAIL_FROM_MM)
    add('stiffener', ACCESSORY_REFERENCES.stiffener, null, counts.panels);
  if (config.fixing !== 'concrete') {
    add('base_plate', ACCESSORY_REFERENCES.base_plate, postColour, counts.posts);
    if (config.fixing === 'base_plate') add('anchor_bolts', ACCESSORY_REFERENCES.anchor_bolts, null, counts.posts);
    else add('chemical_anchor', ACCESSORY_REFERENCES.chemical_anchor, null, counts.posts);
  }
  return lines;
}

/** The gate, its motor, and the rules of an installer: public road, room to slide, power. */
function gateLines(config: FenceConfig, parts: FenceParts, layout: LayoutItem[], warnings: FenceWarning[]) {
  const gate = config.gate;
  const item = layout.find((i) => i.kind === 'gate');
  if (!gate || !item) return [];
  const lines: BomLine[] = [];
  const found = gateFor(parts.gates, gate.opening, config.colour, gate.widthMm);
  if (found) {
    lines.push(line('gate', found.variant, 1));
    if (found.substituted)
      warnings.push(warn('gate_colour_substituted', false, { colour: found.variant.color?.name ?? '' }));
  } else warnings.push(warn('part_missing', true, { part: 'gate' }));
  if (gate.motorised) {
    const reference = gate.opening === 'swing' ? ACCESSORY_REFERENCES.motor_swing : ACCESSORY_REFERENCES.motor_sliding;
    const motor = accessoryFor(parts.accessories, reference, null);
    if (motor) lines.push(line('motor', motor.variant, 1));
    else warnings.push(warn('part_missing', true, { part: 'motor' }));
    warnings.push(warn('motor_power', false));
  }
  if (gate.opening === 'swing' && gate.publicRoad && gate.direction === 'outward') {
    warnings.push(warn('gate_outward_on_road', true));
  }
  if (gate.opening === 'sliding') {
    // The leaf slides behind the fence on its side: that much straight fence, in the same segment.
    const lengthMm = config.segments[0]!.lengthMm;
    const room = gate.side === 'left' ? item.startMm - POST_WIDTH_MM : lengthMm - (item.startMm + item.widthMm);
    if (room < gate.widthMm) {
      warnings.push(
        warn('sliding_clearance', true, {
          widthCm: gate.widthMm / 10,
          roomCm: Math.max(0, room) / 10,
          side: gate.side === 'left' ? 'gauche' : 'droite',
        }),
      );
    }
  }
  return lines;
}

/**
 * The whole rules engine: from a fence as the shopper describes it and the catalogue's variants,
 * the bill of materials (every line a real variant), the price, the layout to draw and the
 * warnings an installer would give. Pure: no React, no three.js, no I/O.
 */
export function computeFence(config: FenceConfig, parts: FenceParts): FenceResult {
  const warnings: FenceWarning[] = [];
  const openings = openingsOf(config);
  const layout = config.segments.flatMap((segment, index) =>
    layOutSegment(index, segment.lengthMm, index === 0 ? openings : [], warnings),
  );
  // A corner's post ends one segment and starts the next: count it once.
  const postCount = layout.filter((item) => item.kind === 'post').length - Math.max(0, config.segments.length - 1);
  const panelCount = layout.filter((item) => item.kind === 'panel').length;
  const lines: BomLine[] = [];

  const panel = panelFor(parts.panels, config.rangeId, config.colour, config.heightMm);
  if (panel) lines.push(line('panel', panel, panelCount));
  else warnings.push(warn('part_missing', true, { part: 'panel' }));

  // The posts hold the gate too: as tall as the taller of the fence and the gate.
  const gateVariant = config.gate
    ? gateFor(parts.gates, config.gate.opening, config.colour, config.gate.widthMm)?.variant
    : undefined;
  const gateHeight = config.gate ? ((gateVariant && dimensionMm(gateVariant, 'hauteur')) ?? GATE_HEIGHT_MM) : 0;
  const postHeight = requiredPostHeightMm(Math.max(config.heightMm, gateHeight), config.fixing);
  const post = postFor(parts.posts, config.colour, postHeight, postCount);
  if (post) {
    lines.push(line('post', post.variant, postCount));
    if (post.substituted)
      warnings.push(warn('post_colour_substituted', false, { colour: post.variant.color?.name ?? '' }));
  } else {
    warnings.push(warn('no_post_long_enough', true, { heightCm: postHeight / 10 }));
  }
  lines.push(
    ...accessoryLines(
      config,
      parts,
      { posts: post ? postCount : 0, panels: panel ? panelCount : 0 },
      post?.variant.color?.technical_name ?? config.colour,
      warnings,
    ),
  );

  if (config.gateDoor && layout.some((item) => item.kind === 'gate_door')) {
    const gate = gateDoorFor(parts.gateDoors, config.colour, config.gateDoor.widthMm);
    if (gate) lines.push(line('gate_door', gate, 1));
    else warnings.push(warn('part_missing', true, { part: 'gate_door' }));
  }
  lines.push(...gateLines(config, parts, layout, warnings));

  const height = Math.max(config.heightMm, gateHeight);
  if (config.fixing === 'base_plate' && height > BASE_PLATE_MAX_HEIGHT_MM) {
    warnings.push(warn('base_plate_height', true, { maxCm: BASE_PLATE_MAX_HEIGHT_MM / 10 }));
  }
  if (config.fixing === 'low_wall') warnings.push(warn('low_wall_anchors', false));
  if (config.heightMm >= INTERMEDIATE_RAIL_FROM_MM) warnings.push(warn('intermediate_rail', false));
  // The cart refuses more than the stock: the configurator does not offer it either.
  for (const l of lines) {
    if (l.quantity > l.variant.stock) {
      warnings.push(warn('stock_short', true, { name: l.variant.name, stock: l.variant.stock, quantity: l.quantity }));
    }
  }

  return {
    lines,
    totals: totalsOf(lines),
    warnings,
    layout,
    slatsPerPanel: Math.round(config.heightMm / SLAT_HEIGHT_MM),
    postHeightMm: post?.heightMm ?? null,
    ok: !warnings.some((w) => w.blocking) && lines.length > 0,
  };
}
