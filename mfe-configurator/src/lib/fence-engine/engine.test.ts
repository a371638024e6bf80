import { fenceParts } from '../../testing/fence-parts';
import { computeFence } from './engine';
import { parseMm, rangesOf } from './parts';
import type { FenceConfig } from './types';

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
const fence = (overrides: Partial<FenceConfig>) => computeFence({ ...base, ...overrides }, parts);
const quantities = (result: ReturnType<typeof computeFence>) =>
  Object.fromEntries(result.lines.map((l) => [l.role, l.quantity]));
const codes = (result: ReturnType<typeof computeFence>) => result.warnings.map((w) => w.code);

describe('fence rules engine: worked examples', () => {
  test('12 m straight, 1,50 m, set in concrete: 7 bays (the last cut to 40 cm), 8 posts of 2,00 m', () => {
    // 12000 = 8 posts × 100 + 6 panels × 1800 + 400; a cap per post, a rail kit per panel
    const result = fence({});
    expect(quantities(result)).toEqual({ panel: 7, post: 8, cap: 8, rail: 7 });
    expect(result.postHeightMm).toBe(2000);
    expect(result.warnings).toContainEqual({
      code: 'last_bay_cut',
      blocking: false,
      params: { segment: 1, widthCm: 40 },
    });
    expect(result.ok).toBe(true);
    expect(result.slatsPerPanel).toBe(10);
  });

  test('a 90° corner shares its post: 7,70 m + 4,30 m is 7 panels and 8 posts', () => {
    // 7700 = 5 posts + 4 full panels; 4300 = 4 posts + 2 panels + 300 (the corner post counted once)
    const result = fence({ segments: [{ lengthMm: 7700 }, { lengthMm: 4300 }] });
    expect(quantities(result)).toEqual({ panel: 7, post: 8, cap: 8, rail: 7 });
    expect(codes(result)).toEqual(['last_bay_cut']);
    expect(result.warnings[0]!.params).toEqual({ segment: 2, widthCm: 30 });
  });

  test('a gate door of 1,00 m opening the first segment takes its place between two posts', () => {
    // 7700 = start post + 1000 gate + latch post + 3 × (1800 + 100) + 700 + end post
    const result = fence({
      segments: [{ lengthMm: 7700 }],
      gateDoor: { widthMm: 1000, offsetMm: 0, hinge: 'left' },
    });
    expect(quantities(result)).toEqual({ panel: 4, post: 6, cap: 6, rail: 4, gate_door: 1 });
    const gate = result.layout.find((item) => item.kind === 'gate_door')!;
    expect([gate.startMm, gate.widthMm]).toEqual([100, 1000]);
  });

  test('a gate door after 2 m of fence: one bay before it, the rest after', () => {
    const result = fence({
      segments: [{ lengthMm: 6000 }],
      gateDoor: { widthMm: 1000, offsetMm: 2000, hinge: 'right' },
    });
    const kinds = result.layout.map((item) => item.kind);
    expect(kinds.slice(0, 5)).toEqual(['post', 'panel', 'post', 'gate_door', 'post']);
    expect(result.layout[1]!.widthMm).toBe(1800);
    expect(result.ok).toBe(true);
  });

  test('the price is the sum of the lines, éco-participation included, HT beside it', () => {
    const result = fence({});
    // panels 7 × (169 + 1.20) + posts 8 × (49 + 0.30) + caps 8 × (6.90 + 0.05) + rails 7 × (24.90 + 0.10)
    // = 1191.40 + 394.40 + 55.60 + 175.00 = 1816.40 €
    expect(result.totals.ttc).toBe(18_164_000);
    expect(result.totals.ecotaxTtc).toBe(7 * 12_000 + 8 * 3_000 + 8 * 500 + 7 * 1_000);
    expect(result.totals.ht).toBeLessThan(result.totals.ttc);
  });
});

describe('fence rules engine: an installer’s warnings', () => {
  test('base plates do not hold a fence above 1,50 m', () => {
    const result = fence({ heightMm: 1800, fixing: 'base_plate' });
    expect(result.warnings).toContainEqual({ code: 'base_plate_height', blocking: true, params: { maxCm: 150 } });
    expect(result.ok).toBe(false);
  });

  test('set in concrete, 1,80 m needs a 2,30 m post the catalogue does not have', () => {
    const result = fence({ heightMm: 1800 });
    expect(codes(result)).toContain('no_post_long_enough');
    expect(result.ok).toBe(false);
    expect(fence({ heightMm: 1800, fixing: 'low_wall' }).ok).toBe(true);
  });

  test('1,80 m panels need an intermediate rail; a low wall needs chemical anchors', () => {
    expect(codes(fence({ heightMm: 1800, fixing: 'low_wall' }))).toEqual(
      expect.arrayContaining(['intermediate_rail', 'low_wall_anchors']),
    );
  });

  test('a gate door wider than its run is refused', () => {
    const result = fence({ segments: [{ lengthMm: 1100 }], gateDoor: { widthMm: 1200, offsetMm: 0, hinge: 'left' } });
    expect(codes(result)).toContain('gate_wider_than_run');
    expect(result.ok).toBe(false);
  });

  test('a last bay too short to cut is merged with the one before, both cut to the same width', () => {
    // 4000 = 3 posts + 1800 + 1800 + 100 left: a 10 cm bay is no bay; two of 95 cm instead
    const result = fence({ segments: [{ lengthMm: 4100 }] });
    const widths = result.layout.filter((item) => item.kind === 'panel').map((item) => item.widthMm);
    expect(widths).toEqual([1800, 950, 950]);
    expect(codes(result)).toEqual(['last_bay_cut', 'last_bay_cut']);
    expect(result.ok).toBe(true);
  });

  test('a run shorter than any bay is refused, naming its width', () => {
    const result = fence({ segments: [{ lengthMm: 7700 }], gateDoor: { widthMm: 1000, offsetMm: 0, hinge: 'left' } });
    expect(result.ok).toBe(true);
    const tight = fence({ segments: [{ lengthMm: 1400 }], gateDoor: { widthMm: 1000, offsetMm: 0, hinge: 'left' } });
    // 1400 = post + 1000 + post + 200 left: no room for a bay and its end post
    expect(tight.warnings).toContainEqual({
      code: 'bay_too_short',
      blocking: true,
      params: { segment: 1, widthCm: 10 },
    });
  });

  test('posts in another colour when they do not come in the fence’s, said so', () => {
    const result = fence({ colour: 'teck' });
    expect(result.lines.find((l) => l.role === 'post')!.variant.color!.technical_name).toBe('gris-anthracite');
    expect(codes(result)).toContain('post_colour_substituted');
  });

  test('a colour or height the range does not come in is a missing part, never a silent swap', () => {
    const result = fence({ colour: 'noir-graphite' });
    expect(result.warnings).toContainEqual({ code: 'part_missing', blocking: true, params: { part: 'panel' } });
    expect(result.lines.some((l) => l.role === 'panel')).toBe(false);
  });

  test('more than the stock holds is told, and refused as the cart would refuse it', () => {
    const scarce = fenceParts();
    scarce.panels.forEach((p) => (p.stock = 3));
    const result = computeFence(base, scarce);
    expect(result.warnings).toContainEqual(expect.objectContaining({ code: 'stock_short', blocking: true }));
    expect(result.ok).toBe(false);
  });

  test('of posts of the same height, one with stock for the whole fence is chosen', () => {
    const scarce = fenceParts();
    const [first] = scarce.posts.filter((p) => p.color?.technical_name === 'gris-anthracite' && p.stock > 0);
    // A second 2,00 m anthracite post, later in the catalogue, with enough stock; the first has 5.
    const plenty = { ...first!, id: 9_999, reference: 'REF-PLENTY', stock: 50 };
    const short = scarce.posts.map((p) => (p.id === first!.id ? { ...p, stock: 5 } : p));
    const parts = {
      ...scarce,
      posts: [...short, { ...plenty, attributes: short.find((p) => p.id === first!.id)!.attributes }],
    };
    // The first anthracite post is 1,50 m; a 1,00 m fence on plates needs 1,00 m or more: 8 of them.
    const result = computeFence({ ...base, heightMm: 1000, fixing: 'base_plate' }, parts);
    expect(result.lines.find((l) => l.role === 'post')!.variant.reference).toBe('REF-PLENTY');
    expect(result.ok).toBe(true);
  });
});

describe('catalogue reading', () => {
  test.each([
    ['1,80 m', 'mm', 1800],
    ['1800', 'mm', 1800],
    ['180 cm', null, 1800],
    ['2,4 m', 'mm', 2400],
    ['1\u202f000 mm', null, 1000],
  ])('%s (%s) is %i mm', (text, unit, mm) => {
    expect(parseMm(text, unit)).toBe(mm);
  });

  test('ranges list their colours and heights', () => {
    expect(rangesOf(parts.panels)).toEqual([
      expect.objectContaining({ id: 10, name: 'Panneau Horizon', heightsMm: [1000, 1500, 1800] }),
    ]);
  });
});
