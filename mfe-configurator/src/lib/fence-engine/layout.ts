import { MIN_BAY_MM, PANEL_WIDTH_MM, POST_WIDTH_MM } from './constants';
import type { FenceConfig, FenceWarning, LayoutItem, WarningCode } from './types';

export const warn = (code: WarningCode, blocking: boolean, params: FenceWarning['params'] = {}): FenceWarning => ({
  code,
  blocking,
  params,
});

/** A gate door or a gate in a segment: its kind, width and the length of fence before it. */
export interface Opening {
  kind: 'gate_door' | 'gate';
  widthMm: number;
  offsetMm: number;
}

/** The openings of the first segment, in their order along it (the gate door first on a tie). */
export function openingsOf(config: FenceConfig): Opening[] {
  const list: Opening[] = [];
  if (config.gateDoor) list.push({ kind: 'gate_door', ...config.gateDoor });
  if (config.gate) list.push({ kind: 'gate', widthMm: config.gate.widthMm, offsetMm: config.gate.offsetMm });
  return list.sort((a, b) => a.offsetMm - b.offsetMm);
}

/**
 * Lays one segment out, post by post: panels of PANEL_WIDTH_MM between posts, the last bay cut down
 * to what is left, and its openings (gate door, gate: first segment only), each after `offsetMm`
 * of fence and between two posts.
 */
export function layOutSegment(
  segment: number,
  lengthMm: number,
  openings: readonly Opening[],
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
  // The end of the last post laid so far.
  let cursor = POST_WIDTH_MM;
  for (const opening of openings) {
    // The hinge post: the last post so far when the opening follows it, else the end of a run.
    let start = cursor;
    if (opening.offsetMm > cursor) {
      run(cursor, opening.offsetMm - POST_WIDTH_MM - cursor);
      start = opening.offsetMm;
    }
    if (start + opening.widthMm + POST_WIDTH_MM > lengthMm) {
      const code = opening.kind === 'gate' ? 'big_gate_wider_than_run' : 'gate_wider_than_run';
      warnings.push(warn(code, true, { widthCm: opening.widthMm / 10, lengthCm: lengthMm / 10 }));
      return items;
    }
    items.push({ kind: opening.kind, segment, startMm: start, widthMm: opening.widthMm });
    post(start + opening.widthMm);
    cursor = start + opening.widthMm + POST_WIDTH_MM;
  }
  const rest = lengthMm - cursor;
  if (rest === 0) return items;
  if (openings.length > 0 && rest < MIN_BAY_MM + POST_WIDTH_MM) {
    warnings.push(
      warn('bay_too_short', true, { segment: segment + 1, widthCm: Math.max(0, rest - POST_WIDTH_MM) / 10 }),
    );
    return items;
  }
  run(cursor, rest - POST_WIDTH_MM);
  return items;
}
