/*
 * The fence configurator's configuration as it travels in a URL: `1.<base64url of compact JSON>`
 * (the `config` parameter of /configurateur, and `configuration` of the quote link « Demander un
 * devis »). The leading number is the format's version, so a link made today still reads after
 * the format changes. The one codec of it: the configurator writes and reads its share links with
 * it, the quote forms read it. Never throws on a bad or foreign value: it reads null.
 */

/** How the posts are held: set in concrete, screwed on base plates, or anchored on a low wall. */
export type FenceFixing = 'concrete' | 'base_plate' | 'low_wall';

/** A fence as the shopper described it in the configurator (lengths in mm, ids the catalogue's). */
export interface FenceConfiguration {
  /** the panel product (the range) */
  rangeId: number;
  /** the colour's technical name (`gris-anthracite`) */
  colour: string;
  heightMm: number;
  fixing: FenceFixing;
  /** straight runs, each turning 90° from the end of the one before */
  segments: { lengthMm: number }[];
  /** a gate door in the first run, `offsetMm` from its start; hinge side seen from the street */
  gateDoor: { widthMm: number; offsetMm: number; hinge: 'left' | 'right' } | null;
  /** a gate in the first run (absent: none; links made before gates have none) */
  gate?: FenceGate | null;
}

/**
 * A gate (portail) in the first run, after `offsetMm` of fence: swing gates open in two leaves,
 * `side` naming the one that opens first; sliding gates slide towards `side` (seen from the street).
 */
export interface FenceGate {
  opening: 'swing' | 'sliding';
  side: 'left' | 'right';
  widthMm: number;
  offsetMm: number;
  /** a swing gate's leaves open into the property or out of it */
  direction: 'inward' | 'outward';
  /** it opens onto a public road (a swing gate must then open inwards) */
  publicRoad: boolean;
  motorised: boolean;
}

const VERSION = '1';
const FIXINGS: readonly FenceFixing[] = ['concrete', 'base_plate', 'low_wall'];
/** The configurator's own bounds (a segment of 0,5 to 50 m, at most 6 of them). */
const MIN_SEGMENT_MM = 500;
const MAX_SEGMENT_MM = 50_000;
const MAX_SEGMENTS = 6;

/**
 * Compact JSON: r range, c colour, h height, f fixing, s segments, g gate door (width, offset, l / r
 * hinge), p gate (width, offset, b swing / c sliding, l / r side, i / o direction, public road 0 / 1,
 * motor 0 / 1). `p` came later and is optional: links made before it still read.
 */
type WireGate = [number, number, 'b' | 'c', 'l' | 'r', 'i' | 'o', 0 | 1, 0 | 1];
type Wire = {
  r: number;
  c: string;
  h: number;
  f: FenceFixing;
  s: number[];
  g: [number, number, 'l' | 'r'] | null;
  p?: WireGate;
};

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64Url = (text: string) =>
  new TextDecoder().decode(
    Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0)),
  );

const isInt = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

const gateToWire = (gate: FenceGate): WireGate => [
  gate.widthMm,
  gate.offsetMm,
  gate.opening === 'swing' ? 'b' : 'c',
  gate.side === 'left' ? 'l' : 'r',
  gate.direction === 'inward' ? 'i' : 'o',
  gate.publicRoad ? 1 : 0,
  gate.motorised ? 1 : 0,
];

/** The gate of a link's `p`, or null when it is not one. */
function gateFromWire(p: unknown): FenceGate | null {
  if (!Array.isArray(p) || p.length !== 7) return null;
  const [width, offset, opening, side, direction, road, motor] = p as unknown[];
  if (!isInt(width, 1000, 8000) || !isInt(offset, 0, MAX_SEGMENT_MM)) return null;
  if (!['b', 'c'].includes(opening as string) || !['l', 'r'].includes(side as string)) return null;
  if (
    !['i', 'o'].includes(direction as string) ||
    ![0, 1].includes(road as number) ||
    ![0, 1].includes(motor as number)
  )
    return null;
  return {
    widthMm: width,
    offsetMm: offset,
    opening: opening === 'b' ? 'swing' : 'sliding',
    side: side === 'l' ? 'left' : 'right',
    direction: direction === 'i' ? 'inward' : 'outward',
    publicRoad: road === 1,
    motorised: motor === 1,
  };
}

/** The URL form of a configuration (what the configurator writes). @public */
export function encodeFenceConfiguration(config: FenceConfiguration): string {
  const wire: Wire = {
    r: config.rangeId,
    c: config.colour,
    h: config.heightMm,
    f: config.fixing,
    s: config.segments.map((s) => s.lengthMm),
    g: config.gateDoor
      ? [config.gateDoor.widthMm, config.gateDoor.offsetMm, config.gateDoor.hinge === 'left' ? 'l' : 'r']
      : null,
    ...(config.gate ? { p: gateToWire(config.gate) } : {}),
  };
  return `${VERSION}.${toBase64Url(JSON.stringify(wire))}`;
}

/** The configuration of a URL value, or null when it is not one (unknown version, garbled, out of bounds). @public */
export function decodeFenceConfiguration(text: string | null | undefined): FenceConfiguration | null {
  if (!text || !text.startsWith(`${VERSION}.`) || text.length > 2000) return null;
  let wire: Partial<Wire>;
  try {
    wire = JSON.parse(fromBase64Url(text.slice(VERSION.length + 1))) as Partial<Wire>;
  } catch {
    return null;
  }
  if (!wire || typeof wire !== 'object') return null;
  const { r, c, h, f, s, g, p } = wire;
  if (!isInt(r, 1, 1e9) || typeof c !== 'string' || !/^[a-z0-9-]{1,60}$/.test(c) || !isInt(h, 100, 5000)) return null;
  if (!FIXINGS.includes(f as FenceFixing)) return null;
  if (!Array.isArray(s) || s.length < 1 || s.length > MAX_SEGMENTS) return null;
  if (!s.every((length) => isInt(length, MIN_SEGMENT_MM, MAX_SEGMENT_MM))) return null;
  let gateDoor: FenceConfiguration['gateDoor'] = null;
  if (g !== null && g !== undefined) {
    if (!Array.isArray(g) || !isInt(g[0], 500, 6000) || !isInt(g[1], 0, MAX_SEGMENT_MM) || !['l', 'r'].includes(g[2]))
      return null;
    gateDoor = { widthMm: g[0], offsetMm: g[1], hinge: g[2] === 'l' ? 'left' : 'right' };
  }
  const gate = p === null || p === undefined ? null : gateFromWire(p);
  if (p !== null && p !== undefined && !gate) return null;
  return {
    rangeId: r,
    colour: c,
    heightMm: h,
    fixing: f as FenceFixing,
    segments: s.map((lengthMm) => ({ lengthMm })),
    gateDoor,
    ...(gate ? { gate } : {}),
  };
}
