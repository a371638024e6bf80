import { computeFence } from '../../../lib/fence-engine/engine';
import type { FenceConfig, Gate } from '../../../lib/fence-engine/types';
import { fenceParts } from '../../../testing/fence-parts';
import { sceneModel } from './scene-model';

const parts = fenceParts();
const gate: Gate = {
  opening: 'swing',
  side: 'left',
  widthMm: 3000,
  offsetMm: 0,
  direction: 'inward',
  publicRoad: true,
  motorised: true,
};
const config: FenceConfig = {
  rangeId: 10,
  colour: 'gris-anthracite',
  heightMm: 1500,
  fixing: 'concrete',
  segments: [{ lengthMm: 14000 }, { lengthMm: 6000 }],
  gateDoor: { widthMm: 1000, offsetMm: 5000, hinge: 'right' },
  gate,
};
const quantity = (result: ReturnType<typeof computeFence>, role: string) =>
  result.lines.find((l) => l.role === role)?.quantity ?? 0;

describe('the 3D scene draws what the bill of materials lists', () => {
  test('20 m with a corner, a gate door and a motorised swing gate', () => {
    const result = computeFence(config, parts);
    expect(result.ok).toBe(true);
    const model = sceneModel(config, result);
    expect(model.posts).toHaveLength(quantity(result, 'post'));
    expect(model.slats).toHaveLength(quantity(result, 'panel') * result.slatsPerPanel);
    expect(model.gateDoors).toHaveLength(quantity(result, 'gate_door'));
    expect(model.gates).toBe(quantity(result, 'gate'));
    // A swing gate has two leaves, each driven by its ram.
    expect(model.gateLeaves).toHaveLength(2);
    expect(model.motors).toHaveLength(2);
    // The motors stand behind the fence (inside the property, away from the street side +z).
    expect(model.motors.every((m) => m.z < 0)).toBe(true);
  });

  test('a sliding gate: one leaf, one motor on the side it slides to; no motor unless chosen', () => {
    const sliding = {
      ...config,
      gate: { ...gate, opening: 'sliding' as const, widthMm: 4000, side: 'right' as const, offsetMm: 0 },
      gateDoor: null,
    };
    const model = sceneModel(sliding, computeFence(sliding, parts));
    expect(model.gateLeaves).toHaveLength(1);
    expect(model.motors).toHaveLength(1);
    expect(model.motors[0]!.x).toBeGreaterThan(model.gateLeaves[0]!.x);
    const plain = { ...config, gate: { ...gate, motorised: false } };
    expect(sceneModel(plain, computeFence(plain, parts)).motors).toHaveLength(0);
  });
});
