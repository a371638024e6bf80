import { MAX_SEGMENT_MM, MAX_SEGMENTS, MIN_SEGMENT_MM } from './constants';
import type { FenceConfig, Fixing } from './types';

/** The version of the share-link format: a link made today still opens after the format changes. */
const VERSION = '1';
const FIXINGS: readonly Fixing[] = ['concrete', 'base_plate', 'low_wall'];

/** Compact JSON of a configuration: r range, c colour, h height, f fixing, s segments, g gate door. */
type Wire = { r: number; c: string; h: number; f: Fixing; s: number[]; g: [number, number, 'l' | 'r'] | null };

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
  const { r, c, h, f, s, g } = wire;
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
  return {
    rangeId: r,
    colour: c,
    heightMm: h,
    fixing: f as Fixing,
    segments: s.map((lengthMm) => ({ lengthMm })),
    gateDoor,
  };
}
