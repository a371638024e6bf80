import { decodeFenceConfiguration, encodeFenceConfiguration } from '@arbora/shared/configuration';
import { decodeConfig, encodeConfig } from './config-url';
import type { FenceConfig } from './types';

const config: FenceConfig = {
  rangeId: 42,
  colour: 'gris-anthracite',
  heightMm: 1500,
  fixing: 'base_plate',
  segments: [{ lengthMm: 8000 }, { lengthMm: 4000 }],
  gateDoor: { widthMm: 1000, offsetMm: 2000, hinge: 'right' },
  gate: null,
};

test('a share link reopens the same configuration', () => {
  const link = encodeConfig(config);
  expect(link).toMatch(/^1\.[A-Za-z0-9_-]+$/);
  expect(decodeConfig(link)).toEqual(config);
  expect(decodeConfig(encodeConfig({ ...config, gateDoor: null }))).toEqual({ ...config, gateDoor: null });
});

test('a share link keeps the gate, and reads the same as the quote forms read it (one codec)', () => {
  const gated: FenceConfig = {
    ...config,
    gate: {
      opening: 'sliding',
      side: 'left',
      widthMm: 3500,
      offsetMm: 1000,
      direction: 'inward',
      publicRoad: false,
      motorised: true,
    },
  };
  const link = encodeConfig(gated);
  expect(decodeConfig(link)).toEqual(gated);
  expect(decodeFenceConfiguration(link)).toEqual(gated);
  expect(link).toBe(encodeFenceConfiguration(gated));
  // A link without a gate reads with the gate stated: none.
  expect(decodeConfig(encodeFenceConfiguration({ ...config, gate: undefined }))?.gate).toBeNull();
});

test.each([
  ['nothing', null],
  ['another version', `2.${encodeConfig(config).slice(2)}`],
  ['garbage', '1.%%%'],
  ['not JSON', `1.${btoa('hello')}`],
  ['a length out of bounds', encodeConfig({ ...config, segments: [{ lengthMm: 10 }] })],
  ['an unknown fixing', encodeConfig({ ...config, fixing: 'glue' as never })],
  ['JSON null', '1.bnVsbA'],
  ['too many segments', encodeConfig({ ...config, segments: Array.from({ length: 9 }, () => ({ lengthMm: 2000 })) })],
])('%s is not a configuration', (_label, text) => {
  expect(decodeConfig(text)).toBeNull();
});
