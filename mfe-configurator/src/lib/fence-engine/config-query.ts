import { MAX_SEGMENT_MM, MAX_SEGMENTS, MIN_SEGMENT_MM } from './constants';
import { gateDoorWidths, gateWidths, newGate, newGateDoor, rangesOf } from './parts';
import type { FenceConfig, FenceParts, Fixing, Gate, GateDoor } from './types';

/**
 * The settings form without JavaScript: a GET form whose fields carry their own query names; the
 * server reads them over the design they were shown with (the form's hidden `config`, the last valid
 * one) and renders that fence. The share link stays `?config=` alone.
 */
export const FIELD = {
  range: 'gamme',
  colour: 'coloris',
  height: 'hauteur',
  fixing: 'fixation',
  /** The quick planner's total length (metres, « 12,5 »). */
  length: 'longueur',
  /** The 3D configurator's segments, one entry a segment, in order (metres). */
  segment: 'segment',
  gateDoor: 'portillon',
  gateDoorWidth: 'portillon-largeur',
  gateDoorHinge: 'portillon-charnieres',
  gateDoorOffset: 'portillon-position',
  gate: 'portail',
  gateOpening: 'portail-ouverture',
  gateWidth: 'portail-largeur',
  gateSide: 'portail-cote',
  gateOffset: 'portail-position',
  gatePublicRoad: 'portail-voie-publique',
  gateDirection: 'portail-sens',
  gateMotorised: 'portail-motorise',
  /**
   * The button pressed besides « Mettre à jour »: `ajouter-angle`, `retirer-segment-<n>` (from 1).
   * Not `action`: a control of that name would shadow the form's own `action` property.
   */
  op: 'modifier',
} as const;

export const ADD_SEGMENT = 'ajouter-angle';
export const REMOVE_SEGMENT = 'retirer-segment-';
/** The length of a segment added by « Ajouter un angle à 90° », mm. */
export const NEW_SEGMENT_MM = 4000;

const FIELD_NAMES: readonly string[] = Object.values(FIELD);

/** A field's key in `errors` and `typed`: its query name, `segment-<index from 0>` for a segment. */
export const segmentKey = (index: number) => `${FIELD.segment}-${index}`;

export interface ConfigQuery {
  /** The fence the page renders: the submitted one, or the last valid one when a field is refused. */
  config: FenceConfig;
  /** What the form shows: each accepted field's value, the last valid one for a refused field. */
  shown: FenceConfig;
  /** French messages by field key: none when the submitted design was taken. */
  errors: Readonly<Record<string, string>>;
  /** The length fields' texts as typed, by field key (shown back when refused). */
  typed: Readonly<Record<string, string>>;
}

/** Whether the URL carries the settings form's fields (the page then is not the share link). */
export function hasConfigFields(search: URLSearchParams): boolean {
  return FIELD_NAMES.some((name) => search.has(name));
}

/** The URL's parameters without the settings form's fields (the share link's `config` and others stay). */
export function withoutConfigFields(search: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams(search);
  for (const name of FIELD_NAMES) kept.delete(name);
  return kept;
}

const toText = (mm: number) => (mm / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 2 });

/** A length typed in metres as a French shopper types it (« 12,5 », « 12.5 »); null when not a number. */
export function parseMetres(text: string): number | null {
  const number = Number(text.replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(number) && text.trim() !== '' ? Math.round(number * 1000) : null;
}

/** The refusal of a length outside its bounds, or not a number. */
export const lengthMessage = (minMm: number, maxMm: number) =>
  `Indiquez une longueur en mètres entre ${toText(minMm)} et ${toText(maxMm)}\u00a0m, par exemple 12,5.`;

const LIST_MESSAGE = 'Choisissez une des options proposées.';

/**
 * Reads the settings form's fields over `base` (the design the form was shown with). Null when
 * the URL has none of them. A refused field keeps `base`'s value and says why; then the whole
 * submitted design is set aside and `config` is `base`.
 */
export function parseConfigQuery(
  search: URLSearchParams,
  parts: FenceParts,
  base: FenceConfig,
  advanced: boolean,
): ConfigQuery | null {
  if (!hasConfigFields(search)) return null;
  const errors: Record<string, string> = {};
  const typed: Record<string, string> = {};
  const get = (name: string) => search.get(name);
  const ticked = (name: string) => search.has(name);

  // 1. Range and colour; a range changed keeps the colour and the height it also has, else its first.
  const ranges = rangesOf(parts.panels);
  const baseRange = ranges.find((r) => r.id === base.rangeId) ?? ranges[0];
  let range = baseRange;
  const rangeText = get(FIELD.range);
  if (rangeText !== null) {
    const chosen = ranges.find((r) => String(r.id) === rangeText);
    if (chosen) range = chosen;
    else errors[FIELD.range] = 'Choisissez une gamme de la liste.';
  }
  const rangeChanged = range?.id !== base.rangeId;
  const adapt = <T>(value: T, offered: readonly T[]): T =>
    offered.includes(value) || offered.length === 0 ? value : offered[0]!;

  const colours = range?.colours.map((c) => c.technicalName) ?? [];
  let colour = adapt(base.colour, colours);
  const colourText = get(FIELD.colour);
  if (colourText !== null) {
    if (colours.includes(colourText)) colour = colourText;
    else if (!rangeChanged) errors[FIELD.colour] = 'Choisissez un des coloris de cette gamme.';
  }

  const heights = range?.heightsMm ?? [];
  let heightMm = adapt(base.heightMm, heights);
  const heightText = get(FIELD.height);
  if (heightText !== null) {
    const chosen = heights.find((h) => String(h) === heightText);
    if (chosen !== undefined) heightMm = chosen;
    else if (!rangeChanged) errors[FIELD.height] = 'Choisissez une des hauteurs de cette gamme.';
  }

  let fixing = base.fixing;
  const fixingText = get(FIELD.fixing);
  if (fixingText !== null) {
    if (fixingText === 'concrete' || fixingText === 'base_plate' || fixingText === 'low_wall')
      fixing = fixingText satisfies Fixing;
    else errors[FIELD.fixing] = 'Choisissez une des fixations proposées.';
  }

  /** A length field: its value in mm, or `fallback` with its refusal recorded (its text kept). */
  const length = (key: string, text: string | null, fallback: number, minMm = MIN_SEGMENT_MM): number => {
    if (text === null) return fallback;
    typed[key] = text;
    const mm = parseMetres(text);
    if (mm !== null && mm >= minMm && mm <= MAX_SEGMENT_MM) return mm;
    errors[key] = lengthMessage(minMm, MAX_SEGMENT_MM);
    return fallback;
  };

  // 3. Lengths: one total on the quick planner, the segments on the 3D configurator.
  let segments = base.segments;
  if (advanced) {
    const texts = search.getAll(FIELD.segment);
    if (texts.length > MAX_SEGMENTS) errors[segmentKey(0)] = `Au plus ${MAX_SEGMENTS}\u00a0segments.`;
    else if (texts.length > 0)
      segments = texts.map((text, index) => ({
        lengthMm: length(segmentKey(index), text, base.segments[index]?.lengthMm ?? NEW_SEGMENT_MM),
      }));
  } else {
    const total = base.segments.reduce((sum, s) => sum + s.lengthMm, 0);
    const text = get(FIELD.length);
    if (text !== null) {
      const mm = length(FIELD.length, text, total);
      segments = mm === total ? base.segments : [{ lengthMm: mm }];
    }
  }

  // 4. Gate door: its own fields were in the form only when the design had one.
  const doorWidths = gateDoorWidths(parts.gateDoors);
  let gateDoor: GateDoor | null = null;
  if (ticked(FIELD.gateDoor)) {
    const door: GateDoor = base.gateDoor ?? newGateDoor(parts.gateDoors);
    const widthText = get(FIELD.gateDoorWidth);
    let widthMm = door.widthMm;
    if (widthText !== null) {
      const chosen = doorWidths.find((w) => String(w) === widthText);
      if (chosen !== undefined) widthMm = chosen;
      else errors[FIELD.gateDoorWidth] = 'Choisissez une des largeurs proposées.';
    }
    let hinge = door.hinge;
    const hingeText = get(FIELD.gateDoorHinge);
    if (hingeText !== null) {
      if (hingeText === 'left' || hingeText === 'right') hinge = hingeText;
      else errors[FIELD.gateDoorHinge] = LIST_MESSAGE;
    }
    const offsetMm = advanced
      ? length(FIELD.gateDoorOffset, get(FIELD.gateDoorOffset), door.offsetMm, 0)
      : door.offsetMm;
    gateDoor = { widthMm, offsetMm, hinge };
  }

  // 5. Gate (3D configurator only; the quick planner keeps the design's).
  let gate: Gate | null = base.gate;
  if (advanced) gate = ticked(FIELD.gate) ? readGate() : null;

  function readGate(): Gate {
    const widthsOf = (opening: Gate['opening']) => gateWidths(parts.gates, opening);
    const before: Gate = base.gate ?? newGate(parts.gates);
    // Its fields were in the form (its width always posts): an unticked box then posts nothing. That
    // holds too when the box is ticked in the same submit, its fields shown with it.
    const shownBefore = search.has(FIELD.gateWidth);
    let opening = before.opening;
    const openingText = get(FIELD.gateOpening);
    if (openingText !== null) {
      if (openingText === 'swing' || openingText === 'sliding') opening = openingText;
      else errors[FIELD.gateOpening] = LIST_MESSAGE;
    }
    const widths = widthsOf(opening);
    let widthMm = opening === before.opening ? before.widthMm : adapt(before.widthMm, widths);
    const widthText = get(FIELD.gateWidth);
    if (widthText !== null) {
      const chosen = widths.find((w) => String(w) === widthText);
      if (chosen !== undefined) widthMm = chosen;
      else if (opening === before.opening) errors[FIELD.gateWidth] = 'Choisissez une des largeurs proposées.';
    }
    let side = before.side;
    const sideText = get(FIELD.gateSide);
    if (sideText !== null) {
      if (sideText === 'left' || sideText === 'right') side = sideText;
      else errors[FIELD.gateSide] = LIST_MESSAGE;
    }
    // A swing gate's leaves only: a sliding gate keeps the design's and reads nothing (the field is
    // in the server's form, hidden, and posts whatever it holds).
    let direction = before.direction;
    const directionText = opening === 'swing' ? get(FIELD.gateDirection) : null;
    if (directionText !== null) {
      if (directionText === 'inward' || directionText === 'outward') direction = directionText;
      else errors[FIELD.gateDirection] = LIST_MESSAGE;
    }
    const offsetMm = length(FIELD.gateOffset, get(FIELD.gateOffset), before.offsetMm, 0);
    return {
      opening,
      side,
      widthMm,
      offsetMm,
      direction,
      publicRoad: shownBefore ? ticked(FIELD.gatePublicRoad) : before.publicRoad,
      motorised: shownBefore ? ticked(FIELD.gateMotorised) : before.motorised,
    };
  }

  const shown: FenceConfig = {
    rangeId: range?.id ?? base.rangeId,
    colour,
    heightMm,
    fixing,
    segments,
    gateDoor,
    gate,
  };
  if (Object.keys(errors).length > 0) return { config: base, shown, errors, typed };

  // The segment buttons, once the fields are read (as the script does it on the fields on screen).
  const op = get(FIELD.op) ?? '';
  let config = shown;
  if (advanced && op === ADD_SEGMENT && segments.length < MAX_SEGMENTS)
    config = { ...shown, segments: [...segments, { lengthMm: NEW_SEGMENT_MM }] };
  else if (advanced && op.startsWith(REMOVE_SEGMENT)) {
    const index = Number(op.slice(REMOVE_SEGMENT.length)) - 1;
    if (Number.isInteger(index) && index > 0 && index < segments.length)
      config = { ...shown, segments: segments.filter((_, i) => i !== index) };
  }
  return { config, shown: config, errors, typed: {} };
}
