import type { ProductVariant } from '@arbora/shared/schemas';
import {
  BASE_PLATE_MAX_HEIGHT_MM,
  CONCRETE_DEPTH_MM,
  INTERMEDIATE_RAIL_FROM_MM,
  MIN_BAY_MM,
  PANEL_WIDTH_MM,
  POST_WIDTH_MM,
  SLAT_HEIGHT_MM,
} from './constants';
import { gateDoorFor, panelFor, postFor } from './parts';
import type {
  BomLine,
  FenceConfig,
  FenceParts,
  FenceResult,
  FenceWarning,
  LayoutItem,
  PartRole,
  Totals,
  WarningCode,
} from './types';

const warn = (code: WarningCode, blocking: boolean, params: FenceWarning['params'] = {}): FenceWarning => ({
  code,
  blocking,
  params,
});

/**
 * Lays one segment out, post by post: panels of PANEL_WIDTH_MM between posts, the last bay cut down
 * to what is left, and the gate door (first segment only) after `offsetMm` of fence.
 */
function layOutSegment(
  segment: number,
  lengthMm: number,
  gate: FenceConfig['gateDoor'],
  warnings: FenceWarning[],
): LayoutItem[] {
  const items: LayoutItem[] = [];
  const post = (startMm: number) => items.push({ kind: 'post', segment, startMm, widthMm: POST_WIDTH_MM });

  /**
   * Fills `clearMm` after the post ending at `fromMm` with bays, and closes it with a post. Full
   * panels first; a last bay too short to cut cleanly is merged with the one before and the two
   * are cut to the same width, as an installer spreads the difference.
   */
  const run = (fromMm: number, clearMm: number) => {
    const bays = Math.max(1, Math.ceil((clearMm + POST_WIDTH_MM) / (PANEL_WIDTH_MM + POST_WIDTH_MM)));
    const widths = Array.from({ length: bays }, () => PANEL_WIDTH_MM);
    widths[bays - 1] = clearMm - (bays - 1) * (PANEL_WIDTH_MM + POST_WIDTH_MM);
    if (bays >= 2 && widths[bays - 1]! < MIN_BAY_MM) {
      const shared = widths[bays - 2]! + widths[bays - 1]!;
      widths[bays - 2] = Math.floor(shared / 2);
      widths[bays - 1] = shared - Math.floor(shared / 2);
    }
    let x = fromMm;
    for (const width of widths) {
      items.push({ kind: 'panel', segment, startMm: x, widthMm: width });
      if (width < MIN_BAY_MM) warnings.push(warn('bay_too_short', true, { segment: segment + 1, widthCm: width / 10 }));
      else if (width < PANEL_WIDTH_MM)
        warnings.push(warn('last_bay_cut', false, { segment: segment + 1, widthCm: width / 10 }));
      x += width;
      post(x);
      x += POST_WIDTH_MM;
    }
  };

  post(0);
  if (!gate) {
    run(POST_WIDTH_MM, lengthMm - 2 * POST_WIDTH_MM);
    return items;
  }
  // The hinge post: the start post when the gate opens the segment, else the end of a first run.
  let gateStart = POST_WIDTH_MM;
  if (gate.offsetMm > 0) {
    run(POST_WIDTH_MM, gate.offsetMm - 2 * POST_WIDTH_MM);
    gateStart = gate.offsetMm;
  }
  if (gateStart + gate.widthMm + POST_WIDTH_MM > lengthMm) {
    warnings.push(warn('gate_wider_than_run', true, { widthCm: gate.widthMm / 10, lengthCm: lengthMm / 10 }));
    return items;
  }
  items.push({ kind: 'gate_door', segment, startMm: gateStart, widthMm: gate.widthMm });
  const latchEnd = gateStart + gate.widthMm;
  post(latchEnd);
  const rest = lengthMm - latchEnd - POST_WIDTH_MM;
  if (rest === 0) return items;
  if (rest < MIN_BAY_MM + POST_WIDTH_MM) {
    warnings.push(
      warn('bay_too_short', true, { segment: segment + 1, widthCm: Math.max(0, rest - POST_WIDTH_MM) / 10 }),
    );
    return items;
  }
  run(latchEnd + POST_WIDTH_MM, rest - POST_WIDTH_MM);
  return items;
}

function line(role: PartRole, variant: ProductVariant, quantity: number): BomLine {
  return {
    role,
    variant,
    quantity,
    // The price a French shopper reads includes the éco-participation (« dont éco-participation »),
    // as the cart's total does.
    unitTtc: variant.prices.ttc + variant.ecotax.ttc,
    unitHt: variant.prices.ht + variant.ecotax.ht,
    unitEcotaxTtc: variant.ecotax.ttc,
  };
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
 * The whole rules engine: from a fence as the shopper describes it and the catalogue's variants,
 * the bill of materials (every line a real variant), the price, the layout to draw and the
 * warnings an installer would give. Pure: no React, no three.js, no I/O.
 */
export function computeFence(config: FenceConfig, parts: FenceParts): FenceResult {
  const warnings: FenceWarning[] = [];
  const layout = config.segments.flatMap((segment, index) =>
    layOutSegment(index, segment.lengthMm, index === 0 ? config.gateDoor : null, warnings),
  );
  // A corner's post ends one segment and starts the next: count it once.
  const postCount = layout.filter((item) => item.kind === 'post').length - Math.max(0, config.segments.length - 1);
  const panelCount = layout.filter((item) => item.kind === 'panel').length;
  const lines: BomLine[] = [];

  const panel = panelFor(parts.panels, config.rangeId, config.colour, config.heightMm);
  if (panel) lines.push(line('panel', panel, panelCount));
  else warnings.push(warn('part_missing', true, { part: 'panel' }));

  const postHeight = requiredPostHeightMm(config.heightMm, config.fixing);
  const post = postFor(parts.posts, config.colour, postHeight);
  if (post) {
    lines.push(line('post', post.variant, postCount));
    if (post.substituted)
      warnings.push(warn('post_colour_substituted', false, { colour: post.variant.color?.name ?? '' }));
  } else {
    warnings.push(warn('no_post_long_enough', true, { heightCm: postHeight / 10 }));
  }

  if (config.gateDoor && layout.some((item) => item.kind === 'gate_door')) {
    const gate = gateDoorFor(parts.gateDoors, config.colour, config.gateDoor.widthMm);
    if (gate) lines.push(line('gate_door', gate, 1));
    else warnings.push(warn('part_missing', true, { part: 'gate_door' }));
  }

  if (config.fixing === 'base_plate' && config.heightMm > BASE_PLATE_MAX_HEIGHT_MM) {
    warnings.push(warn('base_plate_height', true, { maxCm: BASE_PLATE_MAX_HEIGHT_MM / 10 }));
  }
  if (config.fixing === 'low_wall') warnings.push(warn('low_wall_anchors', false));
  if (config.heightMm >= INTERMEDIATE_RAIL_FROM_MM) warnings.push(warn('intermediate_rail', false));
  for (const l of lines) {
    if (l.quantity > l.variant.stock) {
      warnings.push(warn('stock_short', false, { name: l.variant.name, stock: l.variant.stock, quantity: l.quantity }));
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
