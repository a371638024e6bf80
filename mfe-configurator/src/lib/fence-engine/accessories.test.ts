import { fenceParts } from '../../testing/fence-parts';
import { computeFence } from './engine';
import type { FenceConfig, FenceResult } from './types';

// The parts besides panels and posts: caps, rails, stiffeners, base plates and their anchors.
const parts = fenceParts();
const base: FenceConfig = {
  rangeId: 10,
  colour: 'gris-anthracite',
  heightMm: 1500,
  fixing: 'concrete',
  segments: [{ lengthMm: 12000 }],
  gateDoor: null,
  gate: null,
};
const fence = (overrides: Partial<FenceConfig>, p = parts) => computeFence({ ...base, ...overrides }, p);
const quantities = (result: FenceResult) => Object.fromEntries(result.lines.map((l) => [l.role, l.quantity]));
const lineOf = (result: FenceResult, role: string) => result.lines.find((l) => l.role === role)!;

describe('accessories in the bill of materials', () => {
  test('on base plates (a slab): a plate and a kit of 4 expansion bolts per post, nothing in concrete', () => {
    const result = fence({ fixing: 'base_plate' });
    expect(quantities(result)).toEqual({ panel: 7, post: 8, cap: 8, rail: 7, base_plate: 8, anchor_bolts: 8 });
    // Above ground only: a 1,50 m post, not the 2,00 m one concrete needs.
    expect(result.postHeightMm).toBe(1500);
    expect(lineOf(result, 'base_plate').variant.reference).toBe('ARB-PLT-001-GRIS-ANTHRACITE');
    expect(lineOf(result, 'anchor_bolts').variant.reference).toBe('ARB-GOU-001-STD');
    expect(quantities(fence({}))).not.toHaveProperty('base_plate');
  });

  test('on a low wall: a plate and a chemical anchor kit per post', () => {
    const result = fence({ fixing: 'low_wall' });
    expect(quantities(result)).toMatchObject({ base_plate: 8, chemical_anchor: 8 });
    expect(quantities(result)).not.toHaveProperty('anchor_bolts');
  });

  test('1,80 m panels: a stiffening rail per panel, besides the rail kit', () => {
    const result = fence({ heightMm: 1800, fixing: 'low_wall' });
    expect(quantities(result)).toMatchObject({ panel: 7, rail: 7, stiffener: 7 });
    expect(quantities(fence({}))).not.toHaveProperty('stiffener');
  });

  test('caps, rails and plates take the posts’ colour, also when the posts are substituted', () => {
    const black = fence({ colour: 'teck', fixing: 'base_plate' });
    // Posts do not come in teck: anthracite posts, so anthracite caps, rails and plates.
    expect(lineOf(black, 'post').variant.color!.technical_name).toBe('gris-anthracite');
    for (const role of ['cap', 'rail', 'base_plate'])
      expect(lineOf(black, role).variant.color!.technical_name).toBe('gris-anthracite');
  });

  test('worked example: 6 m on base plates, 1,00 m', () => {
    // 6000 = 4 posts + 3 × 1800 + 200: a 10 cm bay is merged, 1800 + 1800 + 950 + 950 between 5 posts
    const result = fence({ heightMm: 1000, fixing: 'base_plate', segments: [{ lengthMm: 6000 }] });
    expect(quantities(result)).toEqual({ panel: 4, post: 5, cap: 5, rail: 4, base_plate: 5, anchor_bolts: 5 });
    // 4 × 120.20 + 5 × 39.30 + 5 × 6.95 + 4 × 25.00 + 5 × 30.10 + 5 × 9.92 = 1012.15 €
    expect(result.totals.ttc).toBe(10_121_500);
  });

  test('an accessory the catalogue lacks is a missing part, and the fence is not sold without it', () => {
    const without = {
      ...fenceParts(),
      accessories: fenceParts().accessories.filter((a) => !a.reference.startsWith('ARB-CHP')),
    };
    const result = fence({}, without);
    expect(result.warnings).toContainEqual({ code: 'part_missing', blocking: true, params: { part: 'cap' } });
    expect(result.ok).toBe(false);
  });

  test('every line is a distinct catalogue variant (the cart adds them one by one)', () => {
    const result = fence({ fixing: 'low_wall', heightMm: 1800 });
    const ids = result.lines.map((l) => l.variant.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
