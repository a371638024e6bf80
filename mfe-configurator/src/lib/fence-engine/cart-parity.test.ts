import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { computeFence } from './engine';
import type { FenceConfig, FenceParts } from './types';

/**
 * The engine's half of the configurator ↔ cart parity (the other half, on the real database, is
 * api/src/routes/v1/configurator-parity.test.ts): given the catalogue variants recorded from the
 * API and a 20 m configuration with a corner, a gate door and a motorised swing gate, the engine
 * computes the recorded lines and total — the total a cart holding those lines costs.
 */
const FILE = path.join(__dirname, '../../testing/cart-parity.json');
const parity = JSON.parse(readFileSync(FILE, 'utf8')) as {
  config: FenceConfig;
  parts: FenceParts;
  lines: { reference: string; quantity: number }[];
  totalTtc: number;
};

test('the engine prices the recorded configuration as the cart does', () => {
  const result = computeFence(parity.config, parity.parts);
  const lines = result.lines.map((l) => ({ reference: l.variant.reference, quantity: l.quantity }));
  if (process.env.CONFIGURATOR_PARITY_WRITE === '1') {
    writeFileSync(FILE, `${JSON.stringify({ ...parity, lines, totalTtc: result.totals.ttc }, null, 2)}\n`);
  }
  expect(result.ok).toBe(true);
  expect(result.lines.map((l) => l.role)).toEqual([
    'panel',
    'post',
    'cap',
    'rail',
    'base_plate',
    'anchor_bolts',
    'gate_door',
    'gate',
    'motor',
  ]);
  expect(lines).toEqual(parity.lines);
  expect(result.totals.ttc).toBe(parity.totalTtc);
  // The cart's price: each unit's TTC price plus its éco-participation, times its quantity.
  const byReference = new Map(
    Object.values(parity.parts)
      .flat()
      .map((v) => [v.reference, v]),
  );
  const cart = parity.lines.reduce((sum, l) => {
    const v = byReference.get(l.reference)!;
    return sum + (v.prices.ttc + v.ecotax.ttc) * l.quantity;
  }, 0);
  expect(cart).toBe(parity.totalTtc);
});
