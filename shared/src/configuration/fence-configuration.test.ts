/** @jest-environment node */
import { decodeFenceConfiguration, encodeFenceConfiguration, type FenceConfiguration } from './index';

// Links written by the configurator (mfe-configurator's encodeConfig, format version 1): a link
// shared or sent to the quote form today must keep reading.
const WITH_GATE_DOOR =
  '1.eyJyIjoxMiwiYyI6ImdyaXMtYW50aHJhY2l0ZSIsImgiOjE4MDAsImYiOiJjb25jcmV0ZSIsInMiOls4MDAwLDQ1MDBdLCJnIjpbMTAwMCwyMDAwLCJsIl19';
const ON_A_LOW_WALL =
  '1.eyJyIjo3LCJjIjoiY2hlbmUtbmF0dXJlbCIsImgiOjEyMDAsImYiOiJsb3dfd2FsbCIsInMiOlsxMjAwMF0sImciOm51bGx9';

// Gates came later in the same version (`p`): links the configurator wrote with a gate.
const WITH_A_MOTORISED_SWING_GATE =
  '1.eyJyIjoxMiwiYyI6ImdyaXMtYW50aHJhY2l0ZSIsImgiOjE4MDAsImYiOiJjb25jcmV0ZSIsInMiOlsyMDAwMF0sImciOls5MDAsMTAwMCwiciJdLCJwIjpbMzAwMCw2MDAwLCJiIiwibCIsImkiLDEsMV19';
const WITH_A_SLIDING_GATE =
  '1.eyJyIjo3LCJjIjoiY2hlbmUtbmF0dXJlbCIsImgiOjE1MDAsImYiOiJiYXNlX3BsYXRlIiwicyI6WzEyMDAwLDUwMDBdLCJnIjpudWxsLCJwIjpbNDAwMCwyMDAwLCJjIiwiciIsIm8iLDAsMF19';

const fence: FenceConfiguration = {
  rangeId: 12,
  colour: 'gris-anthracite',
  heightMm: 1800,
  fixing: 'concrete',
  segments: [{ lengthMm: 8000 }, { lengthMm: 4500 }],
  gateDoor: { widthMm: 1000, offsetMm: 2000, hinge: 'left' },
};

describe('the configurator’s configuration in a URL (version 1)', () => {
  it('reads what the configurator writes', () => {
    expect(decodeFenceConfiguration(WITH_GATE_DOOR)).toEqual(fence);
    expect(decodeFenceConfiguration(ON_A_LOW_WALL)).toEqual({
      rangeId: 7,
      colour: 'chene-naturel',
      heightMm: 1200,
      fixing: 'low_wall',
      segments: [{ lengthMm: 12000 }],
      gateDoor: null,
    });
  });

  it('writes the same text as the configurator, and reads it back', () => {
    expect(encodeFenceConfiguration(fence)).toBe(WITH_GATE_DOOR);
    const accented = { ...fence, colour: 'teck' };
    expect(decodeFenceConfiguration(encodeFenceConfiguration(accented))).toEqual(accented);
  });

  it('reads and writes a gate, and a link without one has none', () => {
    const gated: FenceConfiguration = {
      rangeId: 12,
      colour: 'gris-anthracite',
      heightMm: 1800,
      fixing: 'concrete',
      segments: [{ lengthMm: 20000 }],
      gateDoor: { widthMm: 900, offsetMm: 1000, hinge: 'right' },
      gate: {
        opening: 'swing',
        side: 'left',
        widthMm: 3000,
        offsetMm: 6000,
        direction: 'inward',
        publicRoad: true,
        motorised: true,
      },
    };
    expect(decodeFenceConfiguration(WITH_A_MOTORISED_SWING_GATE)).toEqual(gated);
    expect(encodeFenceConfiguration(gated)).toBe(WITH_A_MOTORISED_SWING_GATE);
    expect(decodeFenceConfiguration(WITH_A_SLIDING_GATE)?.gate).toEqual({
      opening: 'sliding',
      side: 'right',
      widthMm: 4000,
      offsetMm: 2000,
      direction: 'outward',
      publicRoad: false,
      motorised: false,
    });
    expect(decodeFenceConfiguration(WITH_GATE_DOOR)?.gate ?? null).toBeNull();
    expect(encodeFenceConfiguration({ ...gated, gate: null })).toBe(
      encodeFenceConfiguration({ ...gated, gate: undefined }),
    );
  });

  it('reads null, never throws, for anything else', () => {
    const wire = (value: unknown) => `1.${Buffer.from(JSON.stringify(value)).toString('base64url')}`;
    const good = { r: 12, c: 'teck', h: 1500, f: 'concrete', s: [5000], g: null };
    for (const text of [
      null,
      undefined,
      '',
      'abc',
      '2.eyJ9',
      '1.%%%',
      '1.bnVsbA', // null
      `1.${'A'.repeat(3000)}`,
      wire({ ...good, r: 0 }),
      wire({ ...good, c: 'Gris <b>' }),
      wire({ ...good, f: 'glue' }),
      wire({ ...good, s: [] }),
      wire({ ...good, s: [100] }),
      wire({ ...good, s: [1000, 1000, 1000, 1000, 1000, 1000, 1000] }),
      wire({ ...good, g: [100, 0, 'l'] }),
      wire({ ...good, g: [1000, 0, 'x'] }),
      wire({ ...good, p: [500, 0, 'b', 'l', 'i', 0, 0] }),
      wire({ ...good, p: [3000, 0, 'x', 'l', 'i', 0, 0] }),
      wire({ ...good, p: [3000, 0, 'b', 'l', 'i', 2, 0] }),
      wire({ ...good, p: [3000, 0, 'b', 'l'] }),
      wire({ ...good, p: 'portail' }),
    ])
      expect([text, decodeFenceConfiguration(text)]).toEqual([text, null]);
    expect(decodeFenceConfiguration(wire(good))).not.toBeNull();
  });
});
