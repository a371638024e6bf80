import type { Rng } from '../rng';

/** Small SVG building blocks of the generated photographs (shapes, gradients, foliage). */

export const W = 2000;
export const H = 1333;

export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const value = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.max(0, Math.min(255, Math.round(value)));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

/** Collects gradient definitions so a shape can ask for one inline. */
export class Defs {
  private readonly parts: string[] = [];
  private count = 0;
  linear(stops: [number, string, number?][], x2 = 0, y2 = 1): string {
    const id = `g${this.count++}`;
    const body = stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
      .join('');
    this.parts.push(`<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${body}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = `g${this.count++}`;
    const body = stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
      .join('');
    this.parts.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${body}</radialGradient>`);
    return `url(#${id})`;
  }
  blur(std: number): string {
    const id = `f${this.count++}`;
    this.parts.push(
      `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
    );
    return `url(#${id})`;
  }
  toString(): string {
    return `<defs>${this.parts.join('')}</defs>`;
  }
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}"${extra}/>`;

export const poly = (points: [number, number][], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ')}" fill="${fill}"${extra}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"${extra}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, opacity = 1) =>
  `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${stroke}" stroke-width="${width}" stroke-opacity="${opacity}"/>`;

export const r1 = (n: number) => Math.round(n * 10) / 10;

/** Wood-like grain along a board: thin, faint streaks of a lighter and a darker tone. */
export function grain(rng: Rng, x: number, y: number, w: number, h: number, tone: string, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const gy = y + rng.next() * h;
    const gx = x + rng.next() * w * 0.7;
    const len = w * (0.15 + rng.next() * 0.5);
    const light = rng.chance(0.5);
    out.push(
      line(
        gx,
        gy,
        Math.min(x + w, gx + len),
        gy + (rng.next() - 0.5) * 2,
        shade(tone, light ? 0.12 : -0.15),
        1.5,
        0.35,
      ),
    );
  }
  return out.join('');
}

/** A rounded clump of leaves: overlapping ellipses lit from the top left. */
export function foliage(rng: Rng, defs: Defs, cx: number, cy: number, size: number, green: string, blobs = 9): string {
  const out: string[] = [];
  const fill = defs.radial(
    [
      [0, shade(green, 0.25)],
      [0.7, green],
      [1, shade(green, -0.35)],
    ],
    0.35,
    0.3,
    0.7,
  );
  for (let i = 0; i < blobs; i++) {
    const a = rng.next() * Math.PI * 2;
    const d = rng.next() * size * 0.55;
    const r = size * (0.35 + rng.next() * 0.3);
    out.push(ellipse(cx + Math.cos(a) * d, cy + Math.sin(a) * d * 0.7, r, r * (0.75 + rng.next() * 0.3), fill));
  }
  return out.join('');
}

/** Short grass blades over a lawn band, for texture near the camera. */
export function grass(rng: Rng, top: number, bottom: number, green: string, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const y = top + (bottom - top) * Math.sqrt(rng.next());
    const x = rng.next() * W;
    const len = 6 + ((y - top) / (bottom - top)) * 28;
    out.push(line(x, y, x + (rng.next() - 0.5) * 10, y - len, shade(green, rng.next() * 0.5 - 0.25), 2, 0.6));
  }
  return out.join('');
}
