import { MAX_SEGMENT_MM, MAX_SEGMENTS, MIN_SEGMENT_MM } from './constants';
import type { FenceConfig, Fixing } from './types';

/** The version of the share-link format: a link made today still opens after the format changes. */
const VERSION = '1';
const FIXINGS: readonly Fixing[] = ['concrete', 'base_plate', 'low_wall'];

/**
 * Compact JSON of a configuration: r range, c colour, h height, f fixing, s segments, g gate door,
 * p gate (portail: width, offset, b swing / c sliding, l / r side, i / o direction, public road
 * 0 / 1, motor 0 / 1). `p` came later and is optional: links made before it still open.
 */
type WireGate = [number, number, 'b' | 'c', 'l' | 'r', 'i' | 'o', 0 | 1, 0 | 1];
type Wire = {
  r: number;
  c: string;
  h: number;
  f: Fixing;
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

/** `1.<base64url JSON>`: the configuration in a URL's `config` parameter (share link). */
export function encodeConfig(config: FenceConfig): string {
  const wire: Wire = {
    r: config.rangeId,
    c: config.colour,
    h: config.heightMm,
    f: config.fixing,
    s: config.segments.map((s) => s.lengthMm),
    g: config.gateDoor
      ? [config.gateDoor.widthMm, config.gateDoor.offsetMm, config.gateDoor.hinge === 'left' ? 'l' : 'r']
      : null,
    ...(config.gate
      ? {
          p: [
            config.gate.widthMm,
            config.gate.offsetMm,
            config.gate.opening === 'swing' ? 'b' : 'c',
            config.gate.side === 'left' ? 'l' : 'r',
            config.gate.direction === 'inward' ? 'i' : 'o',
            config.gate.publicRoad ? 1 : 0,
            config.gate.motorised ? 1 : 0,
          ] satisfies WireGate,
        }
      : {}),
  };
  return `${VERSION}.${toBase64Url(JSON.stringify(wire))}`;
}

const isInt = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** The configuration of a share link, or null when the link is not one (never throws). */
export function decodeConfig(text: string | null | undefined): FenceConfig | null {
  if (!text || !text.startsWith(`${VERSION}.`) || text.length > 2000) return null;
  let wire: Partial<Wire>;
  try {
    wire = JSON.parse(fromBase64Url(text.slice(VERSION.length + 1))) as Partial<Wire>;
  } catch {
    return null;
  }
  const { r, c, h, f, s, g, p } = wire;
  if (!isInt(r, 1, 1e9) || typeof c !== 'string' || !/^[a-z0-9-]{1,60}$/.test(c) || !isInt(h, 100, 5000)) return null;
  if (!FIXINGS.includes(f as Fixing)) return null;
  if (!Array.isArray(s) || s.length < 1 || s.length > MAX_SEGMENTS) return null;
  if (!s.every((length) => isInt(length, MIN_SEGMENT_MM, MAX_SEGMENT_MM))) return null;
  let gateDoor: FenceConfig['gateDoor'] = null;
  if (g !== null && g !== undefined) {
    if (!Array.isArray(g) || !isInt(g[0], 500, 6000) || !isInt(g[1], 0, MAX_SEGMENT_MM) || !['l', 'r'].includes(g[2])) {
      return null;
    }
    gateDoor = { widthMm: g[0], offsetMm: g[1], hinge: g[2] === 'l' ? 'left' : 'right' };
  }
  let gate: FenceConfig['gate'] = null;
  if (p !== null && p !== undefined) {
    if (
      !Array.isArray(p) ||
      !isInt(p[0], 1000, 8000) ||
      !isInt(p[1], 0, MAX_SEGMENT_MM) ||
      !['b', 'c'].includes(p[2]) ||
      !['l', 'r'].includes(p[3]) ||
      !['i', 'o'].includes(p[4]) ||
      ![0, 1].includes(p[5]) ||
      ![0, 1].includes(p[6])
    ) {
      return null;
    }
    gate = {
      widthMm: p[0],
      offsetMm: p[1],
      opening: p[2] === 'b' ? 'swing' : 'sliding',
      side: p[3] === 'l' ? 'left' : 'right',
      direction: p[4] === 'i' ? 'inward' : 'outward',
      publicRoad: p[5] === 1,
      motorised: p[6] === 1,
    };
  }
  return {
    rangeId: r,
    colour: c,
    heightMm: h,
    fixing: f as Fixing,
    segments: s.map((lengthMm) => ({ lengthMm })),
    gateDoor,
    gate,
  };
}
