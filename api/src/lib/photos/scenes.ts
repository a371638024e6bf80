import { createRng, hashString, type Rng } from '../rng';
import { COLOUR_HEX, type PhotoSpec, type Scene } from './photo-spec';
import { Defs, ellipse, foliage, grain, grass, H, line, poly, rect, shade, W } from './svg';

/** The light of a model: sky top and horizon, lawn, and how warm the sun is. */
const LIGHTS = [
  { sky: ['#8fb7d9', '#e8eef0'], lawn: '#6f9350', sun: 0.18 },
  { sky: ['#5d95c9', '#cfe2ee'], lawn: '#7aa04f', sun: 0.28 },
  { sky: ['#a9b6c0', '#dde2e3'], lawn: '#66834f', sun: 0.05 },
  { sky: ['#e9b77f', '#f6dfb8'], lawn: '#7b8c45', sun: 0.22 },
] as const;

interface Ctx {
  rng: Rng;
  defs: Defs;
  tone: string;
  model: number;
  light: (typeof LIGHTS)[number];
}

/** Sky, a far tree line and a lawn up to `horizon`: the garden every object stands in. */
function garden(c: Ctx, horizon: number): string {
  const { rng, defs, light } = c;
  const out = [
    rect(
      0,
      0,
      W,
      horizon + 4,
      defs.linear([
        [0, light.sky[0]],
        [1, light.sky[1]],
      ]),
    ),
  ];
  if (c.model === 3)
    out.push(
      ellipse(
        W * 0.8,
        horizon * 0.55,
        260,
        260,
        defs.radial([
          [0, '#fff4d6', 0.9],
          [1, '#fff4d6', 0],
        ]),
      ),
    );
  for (let x = -80; x < W + 80; x += 70 + rng.next() * 60) {
    const green = shade('#3f5f34', rng.next() * 0.3 - 0.15);
    out.push(foliage(rng, defs, x, horizon - 60 - rng.next() * 120, 90 + rng.next() * 80, green, 5));
  }
  out.push(
    rect(
      0,
      horizon,
      W,
      H - horizon,
      defs.linear([
        [0, shade(light.lawn, -0.1)],
        [1, shade(light.lawn, 0.08)],
      ]),
    ),
  );
  out.push(grass(rng, horizon, H, light.lawn, 700));
  return out.join('');
}

/** A board seen face on: gradient body, grain and a groove at its lower edge. */
function board(c: Ctx, x: number, y: number, w: number, h: number, vertical = false): string {
  const tone = shade(c.tone, (c.rng.next() - 0.5) * 0.1);
  const body = vertical
    ? c.defs.linear(
        [
          [0, shade(tone, c.light.sun * 0.6)],
          [0.5, tone],
          [1, shade(tone, -0.25)],
        ],
        1,
        0,
      )
    : c.defs.linear([
        [0, shade(tone, c.light.sun * 0.6)],
        [0.6, tone],
        [1, shade(tone, -0.25)],
      ]);
  return (
    rect(x, y, w, h, body) +
    (vertical ? grainVertical(c, x, y, w, h, tone) : grain(c.rng, x, y, w, h, tone, Math.ceil(w / 90))) +
    (vertical ? rect(x + w - 3, y, 3, h, shade(tone, -0.45)) : rect(x, y + h - 3, w, 3, shade(tone, -0.45)))
  );
}

function grainVertical(c: Ctx, x: number, y: number, w: number, h: number, tone: string): string {
  const out: string[] = [];
  for (let i = 0; i < Math.ceil(h / 60); i++) {
    const gx = x + c.rng.next() * w;
    const gy = y + c.rng.next() * h * 0.7;
    out.push(
      line(
        gx,
        gy,
        gx + (c.rng.next() - 0.5) * 2,
        gy + h * 0.3,
        shade(tone, c.rng.chance(0.5) ? 0.12 : -0.15),
        1.5,
        0.35,
      ),
    );
  }
  return out.join('');
}

/** Soft shadow on the ground under an object. */
function shadow(c: Ctx, cx: number, cy: number, rx: number, ry: number): string {
  return ellipse(
    cx,
    cy,
    rx,
    ry,
    c.defs.radial([
      [0, '#000', 0.35],
      [1, '#000', 0],
    ]),
  );
}

function terrace(c: Ctx): string {
  const horizon = 520 + c.model * 25;
  const out = [garden(c, horizon)];
  // The house wall and its French window on the left, the deck in perspective towards it.
  const wall = c.defs.linear(
    [
      [0, '#e6dccb'],
      [1, '#cbbfa9'],
    ],
    1,
    0,
  );
  out.push(
    rect(0, 0, 520, horizon + 90, wall),
    rect(
      140,
      150,
      250,
      horizon - 60,
      c.defs.linear(
        [
          [0, '#41505c'],
          [1, '#8ea1ad'],
        ],
        1,
        1,
      ),
    ),
  );
  out.push(rect(130, 140, 270, 12, '#f4f1ea'), rect(258, 150, 14, horizon - 60, '#f4f1ea'));
  const top = horizon + 90;
  const vx = W * (0.45 + c.model * 0.04);
  const vy = top - 900;
  const boards = 22;
  for (let i = 0; i < boards; i++) {
    const x0 = -700 + (i * (W + 1400)) / boards;
    const x1 = -700 + ((i + 1) * (W + 1400)) / boards - 6;
    const at = (x: number, y: number) => vx + ((x - vx) * (y - vy)) / (H - vy);
    const tone = shade(c.tone, (c.rng.next() - 0.5) * 0.12);
    const fill = c.defs.linear([
      [0, shade(tone, -0.2)],
      [0.5, shade(tone, c.light.sun * 0.5)],
      [1, tone],
    ]);
    out.push(
      poly(
        [
          [at(x0, top), top],
          [at(x1, top), top],
          [x1, H],
          [x0, H],
        ],
        fill,
      ),
    );
    out.push(
      poly(
        [
          [at(x1, top), top],
          [at(x1 + 6, top), top],
          [x1 + 6, H],
          [x1, H],
        ],
        shade(tone, -0.5),
      ),
    );
    for (let g = 0; g < 5; g++) {
      const t = c.rng.next();
      const gx = x0 + (x1 - x0) * t;
      const y = top + c.rng.next() * (H - top) * 0.6;
      out.push(line(at(gx, y), y, at(gx, y + 180), y + 180, shade(tone, 0.15), 1.5, 0.4));
    }
  }
  // A pot and its shrub on the deck, with their shadow.
  const px = W * 0.72;
  out.push(shadow(c, px + 40, top + 360, 170, 40));
  out.push(
    poly(
      [
        [px - 90, top + 140],
        [px + 90, top + 140],
        [px + 70, top + 350],
        [px - 70, top + 350],
      ],
      c.defs.linear(
        [
          [0, '#b86b45'],
          [1, '#7c4026'],
        ],
        1,
        0,
      ),
    ),
  );
  out.push(foliage(c.rng, c.defs, px, top + 40, 150, '#4d7a3a', 12));
  return out.join('');
}

/** Horizontal boards between posts across the garden: fence panels, or a gate between pillars. */
function panels(
  c: Ctx,
  left: number,
  right: number,
  top: number,
  bottom: number,
  posts: number,
  postTone: string,
): string {
  const out: string[] = [];
  const span = (right - left) / posts;
  const boardH = 70 + c.model * 6;
  for (let p = 0; p < posts; p++) {
    const x = left + p * span + 28;
    for (let y = top; y + boardH <= bottom; y += boardH) out.push(board(c, x, y, span - 28, boardH - 4));
  }
  for (let p = 0; p <= posts; p++) {
    const x = left + p * span;
    out.push(
      rect(
        x,
        top - 30,
        30,
        bottom - top + 40,
        c.defs.linear(
          [
            [0, shade(postTone, 0.2)],
            [1, shade(postTone, -0.3)],
          ],
          1,
          0,
        ),
      ),
    );
    out.push(rect(x - 3, top - 38, 36, 10, shade(postTone, -0.2)));
  }
  return out.join('');
}

function fence(c: Ctx): string {
  const horizon = 700 + c.model * 20;
  const top = 260 + c.model * 30;
  return (
    garden(c, horizon) +
    shadow(c, W / 2, horizon + 30, W * 0.6, 50) +
    panels(c, -60, W + 60, top, horizon + 10, 4 + (c.model % 2), '#3a3c3e') +
    foliage(c.rng, c.defs, 180, horizon + 20, 140, '#4f7d3b', 10) +
    foliage(c.rng, c.defs, W - 260, horizon + 40, 170, '#567f3e', 12)
  );
}

function gate(c: Ctx, small: boolean): string {
  const horizon = 760;
  const out = [garden(c, horizon)];
  const gravel = c.defs.linear([
    [0, '#b9ab92'],
    [1, '#d8ccb4'],
  ]);
  const width = small ? 520 : 1300;
  const left = (W - width) / 2;
  out.push(
    poly(
      [
        [left, horizon + 20],
        [left + width, horizon + 20],
        [W + 200, H],
        [-200, H],
      ],
      gravel,
    ),
  );
  for (let i = 0; i < 900; i++) {
    const y = horizon + 20 + c.rng.next() * (H - horizon);
    out.push(
      ellipse(
        c.rng.next() * W,
        y,
        2 + (y - horizon) / 90,
        1.5 + (y - horizon) / 140,
        shade('#a89a80', c.rng.next() * 0.4 - 0.2),
      ),
    );
  }
  // Hedges on either side, pillars, then the leaves: vertical boards in a frame.
  out.push(
    foliage(c.rng, c.defs, left / 2, horizon - 120, 280, '#3f6a31', 16),
    foliage(c.rng, c.defs, W - left / 2, horizon - 120, 280, '#3f6a31', 16),
  );
  const stone = c.defs.linear(
    [
      [0, '#d9d4ca'],
      [1, '#a7a195'],
    ],
    1,
    0,
  );
  out.push(rect(left - 90, 260, 90, horizon - 240, stone), rect(left + width, 260, 90, horizon - 240, stone));
  const top = small ? 360 : 330 + c.model * 15;
  const leaves = small ? 1 : 2;
  const leafW = width / leaves;
  for (let l = 0; l < leaves; l++) {
    const x0 = left + l * leafW;
    const slat = 64;
    for (let x = x0 + 12; x + slat <= x0 + leafW - 8; x += slat)
      out.push(board(c, x, top + 20, slat - 5, horizon - top - 30, true));
    out.push(rect(x0, top, leafW, 22, shade(c.tone, -0.35)), rect(x0, horizon - 16, leafW, 18, shade(c.tone, -0.35)));
  }
  out.push(shadow(c, W / 2, horizon + 20, width * 0.6, 40));
  return out.join('');
}

function cladding(c: Ctx): string {
  const ground = 1050;
  const out = [
    garden(c, ground),
    rect(
      0,
      0,
      W,
      140,
      c.defs.linear([
        [0, c.light.sky[0]],
        [1, c.light.sky[1]],
      ]),
    ),
  ];
  out.push(
    poly(
      [
        [-40, 150],
        [W + 40, 150],
        [W + 40, 110],
        [-40, 110],
      ],
      '#4b4b4d',
    ),
  );
  for (let y = 150; y < ground; y += 86) out.push(board(c, 0, y, W, 82));
  // A window with its frame and a reflection of the sky.
  const wx = 620 + c.model * 120;
  out.push(
    rect(wx - 16, 330, 532, 432, '#2f3133'),
    rect(
      wx,
      346,
      500,
      400,
      c.defs.linear(
        [
          [0, '#9fb7c6'],
          [0.55, '#47596a'],
          [1, '#2d3a45'],
        ],
        1,
        1,
      ),
    ),
  );
  out.push(rect(wx + 244, 346, 12, 400, '#2f3133'));
  out.push(
    foliage(c.rng, c.defs, 220, ground - 20, 190, '#4a7639', 12),
    foliage(c.rng, c.defs, W - 200, ground - 10, 150, '#52803f', 10),
  );
  return out.join('');
}

function screen(c: Ctx): string {
  const horizon = 760;
  const out = [garden(c, horizon)];
  out.push(
    poly(
      [
        [0, horizon],
        [W, horizon],
        [W, H],
        [0, H],
      ],
      c.defs.linear([
        [0, '#8b8f90'],
        [1, '#b6b9b8'],
      ]),
    ),
  );
  for (let y = horizon; y < H; y += 46 + (y - horizon) / 6) out.push(line(0, y, W, y, '#6e7273', 3, 0.7));
  const x0 = 360 + c.model * 40;
  for (let x = x0; x < W - 300; x += 110) out.push(board(c, x, 180, 70, horizon - 170, true));
  out.push(rect(x0 - 20, 160, W - 300 - x0 + 40, 24, shade(c.tone, -0.4)), shadow(c, W / 2, horizon + 40, 700, 40));
  out.push(foliage(c.rng, c.defs, 160, horizon - 60, 200, '#466f36', 14));
  return out.join('');
}

function substructure(c: Ctx, postsOnly: boolean): string {
  const horizon = 560;
  const out = [garden(c, horizon)];
  const gravel = c.defs.linear([
    [0, '#a79c8a'],
    [1, '#cfc5b3'],
  ]);
  out.push(rect(0, horizon + 40, W, H - horizon, gravel));
  for (let i = 0; i < 1200; i++) {
    const y = horizon + 40 + c.rng.next() * (H - horizon);
    out.push(
      ellipse(
        c.rng.next() * W,
        y,
        2 + (y - horizon) / 100,
        1.5 + (y - horizon) / 160,
        shade('#9a8f7c', c.rng.next() * 0.5 - 0.25),
      ),
    );
  }
  const vx = W / 2;
  const vy = -400;
  const at = (x: number, y: number) => vx + ((x - vx) * (y - vy)) / (H - vy);
  const far = horizon + 80;
  for (let i = 0; i < (postsOnly ? 4 : 7); i++) {
    const x = -300 + (i * (W + 600)) / (postsOnly ? 3 : 6);
    if (postsOnly) {
      const bx = at(x, H - 120);
      out.push(
        shadow(c, bx + 40, H - 110, 80, 18),
        rect(
          bx - 35,
          H - 120 - 560 * 0.9,
          70,
          560 * 0.9,
          c.defs.linear(
            [
              [0, shade(c.tone, 0.25)],
              [1, shade(c.tone, -0.3)],
            ],
            1,
            0,
          ),
        ),
      );
      out.push(rect(bx - 50, H - 135, 100, 30, '#9c9a94'));
      continue;
    }
    const w = 40;
    out.push(
      poly(
        [
          [at(x, far), far],
          [at(x + w, far), far],
          [x + w + 20, H],
          [x, H],
        ],
        c.defs.linear([
          [0, shade(c.tone, -0.15)],
          [1, shade(c.tone, 0.15)],
        ]),
      ),
    );
    for (let y = far + 60; y < H; y += 160)
      out.push(ellipse(at(x + w / 2, y), y + 14, 34 + (y - far) / 12, 10, '#5a5a58'));
  }
  return out.join('');
}

function closeUp(c: Ctx, object: 'clips' | 'bottle' | 'lights'): string {
  const out: string[] = [];
  const boardH = 300;
  for (let y = 0; y < H; y += boardH) out.push(board(c, 0, y, W, boardH - 18));
  if (object === 'clips') {
    for (let y = boardH - 9; y < H; y += boardH)
      for (let x = 250 + c.model * 40; x < W; x += 520) {
        out.push(
          rect(
            x - 40,
            y - 22,
            80,
            44,
            c.defs.linear([
              [0, '#4a4d50'],
              [1, '#1f2022'],
            ]),
          ),
        );
        out.push(
          ellipse(
            x,
            y,
            14,
            14,
            c.defs.radial(
              [
                [0, '#e6e6e6'],
                [1, '#7a7d80'],
              ],
              0.4,
              0.35,
            ),
          ),
        );
      }
  } else if (object === 'bottle') {
    out.push(shadow(c, 1080, 1130, 330, 50));
    out.push(
      rect(
        860,
        360,
        360,
        760,
        c.defs.linear(
          [
            [0, '#f0f0ee'],
            [0.5, '#ffffff'],
            [1, '#bdbdb8'],
          ],
          1,
          0,
        ),
        ' rx="40"',
      ),
    );
    out.push(
      rect(960, 250, 160, 130, '#2d5f8a', ' rx="18"'),
      rect(
        880,
        560,
        320,
        260,
        c.defs.linear(
          [
            [0, '#3f7b4d'],
            [1, '#2c5a38'],
          ],
          1,
          0,
        ),
      ),
    );
    out.push(rect(1320, 980, 420, 70, '#7a4b2e', ' rx="30"'), rect(1300, 1040, 460, 50, '#d9c9a3', ' rx="8"'));
  } else {
    out.push(rect(0, 0, W, H, '#0b1530', ' opacity="0.55"'));
    for (let x = 300; x < W; x += 480)
      for (let y = 260 + (c.model % 2) * 140; y < H; y += 600) {
        out.push(
          ellipse(
            x,
            y,
            260,
            170,
            c.defs.radial([
              [0, '#ffdca0', 0.8],
              [1, '#ffdca0', 0],
            ]),
          ),
        );
        out.push(
          ellipse(
            x,
            y,
            26,
            26,
            c.defs.radial(
              [
                [0, '#ffffff'],
                [1, '#c9b68f'],
              ],
              0.45,
              0.4,
            ),
          ),
        );
      }
  }
  return out.join('');
}

function bench(c: Ctx): string {
  const horizon = 640;
  const out = [garden(c, horizon)];
  const left = 420 - c.model * 30;
  const right = W - 420 + c.model * 30;
  out.push(shadow(c, W / 2, 1150, (right - left) * 0.6, 60));
  for (const x of [left + 60, right - 100])
    out.push(rect(x, 820, 44, 320, shade(c.tone, -0.35)), rect(x + 10, 500, 30, 330, shade(c.tone, -0.3)));
  for (let i = 0; i < 3; i++) out.push(board(c, left, 440 + i * 95, right - left, 84));
  out.push(
    poly(
      [
        [left - 20, 800],
        [right + 20, 800],
        [right + 60, 880],
        [left - 60, 880],
      ],
      c.defs.linear([
        [0, shade(c.tone, c.light.sun)],
        [1, shade(c.tone, -0.2)],
      ]),
    ),
  );
  out.push(board(c, left - 60, 880, right - left + 120, 60));
  out.push(
    foliage(c.rng, c.defs, 170, 900, 220, '#4b7a38', 14),
    foliage(c.rng, c.defs, W - 150, 880, 200, '#507d3c', 12),
  );
  return out.join('');
}

function shelter(c: Ctx): string {
  const horizon = 700;
  const out = [garden(c, horizon)];
  const left = 560;
  const right = W - 560;
  out.push(shadow(c, W / 2 + 60, 1180, 620, 60));
  for (let x = left; x < right; x += 80) out.push(board(c, x, 480, 76, 700, true));
  out.push(
    poly(
      [
        [left - 90, 500],
        [right + 90, 500],
        [right - 40, 330],
        [left + 40, 330],
      ],
      c.defs.linear([
        [0, shade(c.tone, -0.45)],
        [1, shade(c.tone, -0.2)],
      ]),
    ),
  );
  out.push(rect(W / 2 - 150, 640, 300, 540, shade(c.tone, -0.25)), ellipse(W / 2 + 110, 910, 12, 12, '#c0c0c0'));
  out.push(foliage(c.rng, c.defs, 300, 1000, 230, '#4d7b39', 14));
  return out.join('');
}

function flowerBed(c: Ctx, planter: boolean): string {
  const horizon = 600;
  const out = [garden(c, horizon)];
  if (planter) {
    const left = 450;
    const right = W - 450;
    out.push(shadow(c, W / 2, 1200, 700, 60));
    for (let y = 760; y < 1180; y += 105) out.push(board(c, left, y, right - left, 100));
    for (let x = left + 80; x < right; x += 170) out.push(foliage(c.rng, c.defs, x, 690, 140, '#4b7d36', 10));
    for (let i = 0; i < 40; i++)
      out.push(
        ellipse(
          left + 60 + c.rng.next() * (right - left - 120),
          560 + c.rng.next() * 180,
          16,
          16,
          c.rng.pick(['#d4485a', '#f2c14e', '#f4f1ea', '#9c5bbf']),
        ),
      );
    return out.join('');
  }
  // An edging strip along a curved bed of soil and plants.
  const path = (dy: number) => `M -50 ${980 + dy} C 500 ${760 + dy}, 1300 ${1160 + dy}, 2050 ${880 + dy}`;
  out.push(
    `<path d="${path(0)} L 2050 ${H} L -50 ${H} Z" fill="${c.defs.linear([
      [0, '#5b4030'],
      [1, '#3e2b20'],
    ])}"/>`,
  );
  out.push(`<path d="${path(0)}" stroke="${shade(c.tone, -0.3)}" stroke-width="70" fill="none"/>`);
  out.push(`<path d="${path(-14)}" stroke="${shade(c.tone, c.light.sun * 0.5)}" stroke-width="34" fill="none"/>`);
  for (let x = 80; x < W; x += 230) out.push(foliage(c.rng, c.defs, x, 1150 + c.rng.next() * 80, 130, '#4c7c37', 9));
  return out.join('');
}

const DRAW: Record<Scene, (c: Ctx) => string> = {
  terrasse: terrace,
  cloture: fence,
  portail: (c) => gate(c, false),
  portillon: (c) => gate(c, true),
  bardage: cladding,
  claustra: screen,
  structure: (c) => substructure(c, false),
  poteau: (c) => substructure(c, true),
  fixation: (c) => closeUp(c, 'clips'),
  eclairage: (c) => closeUp(c, 'lights'),
  entretien: (c) => closeUp(c, 'bottle'),
  banc: bench,
  abri: shelter,
  bordure: (c) => flowerBed(c, false),
  jardiniere: (c) => flowerBed(c, true),
};

/** The scene of a spec as an SVG of the original's size, the same for the same spec. */
export function sceneSvg(spec: PhotoSpec): string {
  const rng = createRng(hashString(`${spec.scene}:${spec.model}:${spec.colour}`));
  const defs = new Defs();
  const light = LIGHTS[spec.model % LIGHTS.length] ?? LIGHTS[0];
  const body = DRAW[spec.scene]({
    rng,
    defs,
    tone: COLOUR_HEX.get(spec.colour) ?? '#7a4b2e',
    model: spec.model,
    light,
  });
  // Vignetting, as a lens darkens the corners.
  const vignette = defs.radial(
    [
      [0.55, '#000', 0],
      [1, '#000', 0.35],
    ],
    0.5,
    0.5,
    0.75,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}${body}${rect(0, 0, W, H, vignette)}</svg>`;
}
