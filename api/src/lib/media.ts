import type { Image } from '@arbora/shared/schemas';
import { createRng, hashString } from './rng';

/**
 * Generated images. A URL fully describes its picture, `/api/v1/media/{kind}/{seed}-{w}x{h}.{svg|webp}`,
 * so nothing is stored: the same URL always renders the same bytes (and can be cached forever).
 * The `/api` prefix is the browser-facing path through the shell's proxy (ARCHITECTURE 1).
 */
export const MEDIA_PUBLIC_PREFIX = '/api/v1/media';
export const MEDIA_KINDS = ['page', 'category', 'product', 'blog', 'realisation', 'store', 'hero', 'avatar'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const MEDIA_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(\d{2,4})x(\d{2,4})\.(svg|webp)$/;
export const MAX_MEDIA_SIDE = 2400;

export function mediaImage(kind: MediaKind, seed: string, width: number, height: number, alt: string): Image {
  const base = `${MEDIA_PUBLIC_PREFIX}/${kind}/${seed}-${width}x${height}`;
  return { url: `${base}.svg`, url_webp: `${base}.webp`, alt, width, height };
}

/** Tones of composite boards; a seed naming one of them is drawn in it. */
const TONES: Record<string, string> = {
  'gris-anthracite': '#3d4043',
  'gris-ardoise': '#5b6168',
  'gris-clair': '#a7a9a6',
  'brun-chocolat': '#5a3a29',
  'brun-exotique': '#7a4b2e',
  'chene-naturel': '#a97c50',
  teck: '#9a6a3c',
  ipe: '#6e3f26',
  sable: '#cdb48c',
  'noir-graphite': '#26282a',
  'blanc-creme': '#e9e3d3',
  'vert-sauge': '#7d8b6a',
};
const DEFAULT_TONES = Object.values(TONES);

function toneFor(seed: string): string {
  for (const [name, hex] of Object.entries(TONES)) if (seed.includes(name)) return hex;
  return DEFAULT_TONES[hashString(seed) % DEFAULT_TONES.length] as string;
}

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const value = Math.round(((n >> shift) & 255) * (1 + amount));
    return Math.max(0, Math.min(255, value));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

const VERTICAL_FAMILIES = /cloture|portail|portillon|claustra|brise-vue|occultation/;
const FLAT_FAMILIES = /terrasse|bardage|lambourde|ocelia|banc|coffre|bordure|jardiniere|mobilier|abri/;

/**
 * Draws composite boards in perspective-free flat style: a sky and lawn backdrop, then horizontal
 * boards (terraces, cladding) or vertical slats (fences, gates) with grooves and a faint grain.
 */
export function renderSvg(kind: string, seed: string, width: number, height: number): string {
  const rng = createRng(hashString(`${kind}:${seed}`));
  const tone = toneFor(seed);
  // The family named in the seed decides: fences and gates stand, terraces, cladding and Océlia
  // furniture lie flat (a bench is never drawn as a fence). The draw happens either way so every
  // other picture keeps its bytes.
  const either = rng.chance(0.3);
  const vertical = VERTICAL_FAMILIES.test(seed) || (!FLAT_FAMILIES.test(seed) && either);
  const parts: string[] = [];
  parts.push(
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe3ef"/><stop offset="1" stop-color="#eef4f1"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#s)"/>`,
    `<rect y="${Math.round(height * 0.72)}" width="${width}" height="${Math.round(height * 0.28) + 1}" fill="#8aa56b"/>`,
  );
  if (vertical) {
    const top = Math.round((height * rng.int(12, 25)) / 100);
    const bottom = Math.round(height * 0.8);
    const slat = Math.max(8, Math.round(width / rng.int(10, 18)));
    for (let x = 0, i = 0; x < width; x += slat, i++) {
      const fill = shade(tone, (i % 3) * 0.04 - 0.04);
      parts.push(`<rect x="${x}" y="${top}" width="${slat - 3}" height="${bottom - top}" fill="${fill}"/>`);
    }
    parts.push(`<rect y="${top - 6}" width="${width}" height="8" fill="${shade(tone, -0.3)}"/>`);
  } else {
    const start = Math.round((height * rng.int(35, 55)) / 100);
    const board = Math.max(6, Math.round((height - start) / rng.int(5, 9)));
    for (let y = start, i = 0; y < height; y += board, i++) {
      const fill = shade(tone, (i % 4) * 0.035 - 0.05);
      parts.push(`<rect y="${y}" width="${width}" height="${board - 2}" fill="${fill}"/>`);
      const grain = rng.int(1, 3);
      for (let g = 0; g < grain; g++) {
        const gy = y + rng.int(2, Math.max(3, board - 4));
        parts.push(
          `<rect x="${rng.int(0, width)}" y="${gy}" width="${rng.int(width / 8, width / 2)}" height="1" fill="${shade(tone, 0.12)}" opacity="0.5"/>`,
        );
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}
