import { fenceParts } from '../../testing/fence-parts';
import { decodeConfig, encodeConfig } from './config-url';
import { computeFence } from './engine';
import type { FenceConfig, FenceResult, Gate } from './types';

const parts = fenceParts();
const swing: Gate = {
  opening: 'swing',
  side: 'left',
  widthMm: 3000,
  offsetMm: 0,
  direction: 'inward',
  publicRoad: true,
  motorised: false,
};
const base: FenceConfig = {
  rangeId: 10,
  colour: 'gris-anthracite',
  heightMm: 1500,
  fixing: 'concrete',
  segments: [{ lengthMm: 20000 }],
  gateDoor: null,
  gate: swing,
};
const fence = (overrides: Partial<FenceConfig>, gate: Partial<Gate> = {}) =>
  computeFence({ ...base, ...overrides, gate: { ...swing, ...gate } }, parts);
const quantities = (result: FenceResult) => Object.fromEntries(result.lines.map((l) => [l.role, l.quantity]));
const codes = (result: FenceResult) => result.warnings.map((w) => w.code);

describe('gates (portails)', () => {
  test('20 m with a 3 m swing gate opening it: the gate between two posts, 9 bays after it', () => {
    // 20000 = post + 3000 gate + post + 8 × (1800 + 100) + 1600 + post
    const result = fence({});
    expect(result.layout.slice(0, 3).map((i) => [i.kind, i.startMm, i.widthMm])).toEqual([
      ['post', 0, 100],
      ['gate', 100, 3000],
      ['post', 3100, 100],
    ]);
    expect(quantities(result)).toEqual({ panel: 9, post: 11, cap: 11, rail: 9, gate: 1 });
    expect(result.lines.find((l) => l.role === 'gate')!.variant.name).toContain('Portail battant');
    expect(result.ok).toBe(true);
  });

  test('its price: the gate’s TTC with its éco-participation added to the fence', () => {
    const without = computeFence({ ...base, gate: null, segments: [{ lengthMm: 16900 }] }, parts);
    const result = fence({});
    // Same 9 bays and one more post (the gate's hinge post); the gate at 1490 + 5 €.
    const extra = result.totals.ttc - without.totals.ttc;
    expect(extra).toBe(14_950_000 + 493_000 + 69_500);
  });

  test('a sliding gate of 4 m and a motor: the sliding motor, and a word on power', () => {
    const result = fence({}, { opening: 'sliding', widthMm: 4000, side: 'right', motorised: true });
    expect(quantities(result)).toMatchObject({ gate: 1, motor: 1 });
    expect(result.lines.find((l) => l.role === 'motor')!.variant.reference).toBe('ARB-MOC-001-STD');
    expect(result.lines.find((l) => l.role === 'gate')!.variant.name).toContain('coulissant');
    expect(result.warnings).toContainEqual({ code: 'motor_power', blocking: false, params: {} });
    expect(result.ok).toBe(true);
    expect(fence({}, { motorised: true }).lines.find((l) => l.role === 'motor')!.variant.reference).toBe(
      'ARB-MOB-001-STD',
    );
  });

  test('onto a public road a swing gate opens inwards only', () => {
    const outward = fence({}, { direction: 'outward' });
    expect(outward.warnings).toContainEqual({ code: 'gate_outward_on_road', blocking: true, params: {} });
    expect(outward.ok).toBe(false);
    expect(fence({}, { direction: 'outward', publicRoad: false }).ok).toBe(true);
    // A sliding gate does not sweep the road: its direction does not matter.
    expect(fence({}, { opening: 'sliding', widthMm: 4000, side: 'right', direction: 'outward' }).ok).toBe(true);
  });

  test('a sliding gate needs as much fence as its width on the side it slides to', () => {
    const left = fence({}, { opening: 'sliding', widthMm: 4000, side: 'left' });
    expect(left.warnings).toContainEqual({
      code: 'sliding_clearance',
      blocking: true,
      params: { widthCm: 400, roomCm: 0, side: 'gauche' },
    });
    const moved = fence({}, { opening: 'sliding', widthMm: 4000, side: 'left', offsetMm: 5000 });
    expect(codes(moved)).not.toContain('sliding_clearance');
  });

  test('a gate and a gate door in the same run, each between its posts, in the order of their offsets', () => {
    // post, 1,00 m gate door, post (ends at 1200), one full bay, post (ends at 3100), the gate
    const result = computeFence(
      { ...base, gateDoor: { widthMm: 1000, offsetMm: 0, hinge: 'left' }, gate: { ...swing, offsetMm: 3100 } },
      parts,
    );
    const kinds = result.layout.map((i) => i.kind);
    expect(kinds.slice(0, 7)).toEqual(['post', 'gate_door', 'post', 'panel', 'post', 'gate', 'post']);
    expect(quantities(result)).toMatchObject({ gate_door: 1, gate: 1 });
    expect(result.ok).toBe(true);
  });

  test('a gate wider than its run is refused; a width the catalogue lacks is a missing part', () => {
    const short = fence({ segments: [{ lengthMm: 3000 }] });
    expect(codes(short)).toContain('big_gate_wider_than_run');
    expect(short.ok).toBe(false);
    const odd = fence({}, { widthMm: 5000 });
    expect(odd.warnings).toContainEqual({ code: 'part_missing', blocking: true, params: { part: 'gate' } });
  });

  test('a gate not made in the fence’s colour comes in another, said so', () => {
    const result = fence({ colour: 'teck' });
    expect(result.lines.find((l) => l.role === 'gate')!.variant.color!.technical_name).toBe('gris-anthracite');
    expect(codes(result)).toContain('gate_colour_substituted');
  });

  test('the posts hold the gate: a 1,00 m fence with a 1,50 m gate in concrete takes 2,00 m posts', () => {
    expect(fence({ heightMm: 1000 }).postHeightMm).toBe(2000);
    expect(computeFence({ ...base, heightMm: 1000, gate: null }, parts).postHeightMm).toBe(1500);
  });
});

describe('share link with a gate', () => {
  test('a gate round-trips; a link made before gates existed still opens, without one', () => {
    const config: FenceConfig = { ...base, gate: { ...swing, opening: 'sliding', side: 'right', motorised: true } };
    expect(decodeConfig(encodeConfig(config))).toEqual(config);
    const old = `1.${btoa(JSON.stringify({ r: 10, c: 'teck', h: 1500, f: 'concrete', s: [8000], g: null }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')}`;
    expect(decodeConfig(old)).toMatchObject({ rangeId: 10, gate: null, gateDoor: null });
  });

  test('a malformed gate is no configuration', () => {
    const link = encodeConfig(base);
    const wire = JSON.parse(atob(link.slice(2).replace(/-/g, '+').replace(/_/g, '/')));
    const bad = (p: unknown) =>
      `1.${btoa(JSON.stringify({ ...wire, p }))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')}`;
    expect(decodeConfig(bad([3000, 0, 'x', 'l', 'i', 1, 0]))).toBeNull();
    expect(decodeConfig(bad([50, 0, 'b', 'l', 'i', 1, 0]))).toBeNull();
    expect(decodeConfig(bad('gate'))).toBeNull();
  });
});
