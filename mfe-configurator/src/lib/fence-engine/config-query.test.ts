import { defaultConfig } from '../../features/configurator/components/use-fence-config';
import { fenceParts, variant } from '../../testing/fence-parts';
import { hasConfigFields, parseConfigQuery, withoutConfigFields } from './config-query';
import type { FenceConfig } from './types';

const parts = fenceParts();
const base = defaultConfig(parts);
const query = (fields: Record<string, string | string[]>) => {
  const search = new URLSearchParams({ config: '1.abc' });
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, one);
  return search;
};
/** The quick planner's form as the server rendered it for `base`, with `changes`. */
const quick = (changes: Record<string, string | string[]> = {}, from: FenceConfig = base) =>
  parseConfigQuery(
    query({
      gamme: String(from.rangeId),
      coloris: from.colour,
      hauteur: String(from.heightMm),
      fixation: from.fixing,
      longueur: '12',
      ...changes,
    }),
    parts,
    from,
    false,
  );

test('a share link or a bare URL is not a submitted form', () => {
  expect(hasConfigFields(new URLSearchParams('config=1.abc'))).toBe(false);
  expect(parseConfigQuery(new URLSearchParams('config=1.abc&utm_source=x'), parts, base, false)).toBeNull();
  expect(hasConfigFields(new URLSearchParams('longueur=12'))).toBe(true);
  expect(withoutConfigFields(query({ longueur: '12', hauteur: '1000', portillon: 'on' })).toString()).toBe(
    'config=1.abc',
  );
});

test('the quick planner’s fields make the fence: length as typed in French, height, fixing, gate door', () => {
  const read = quick({ longueur: '8,5', hauteur: '1000', fixation: 'base_plate', portillon: 'on' })!;
  expect(read.errors).toEqual({});
  expect(read.config).toEqual({
    ...base,
    heightMm: 1000,
    fixing: 'base_plate',
    segments: [{ lengthMm: 8500 }],
    // Ticked in this submit: its fields were not in the form yet, so the script's defaults.
    gateDoor: { widthMm: 1000, offsetMm: 0, hinge: 'left' },
  });
  expect(read.shown).toEqual(read.config);
  expect(quick({ longueur: ' 12.25 ' })!.config.segments).toEqual([{ lengthMm: 12250 }]);

  // With the gate door's fields on screen: its width and hinges; unticked, no gate door.
  const withDoor = { ...base, gateDoor: { widthMm: 1000, offsetMm: 0, hinge: 'left' as const } };
  expect(
    quick({ portillon: 'on', 'portillon-largeur': '1200', 'portillon-charnieres': 'right' }, withDoor)!.config.gateDoor,
  ).toEqual({ widthMm: 1200, offsetMm: 0, hinge: 'right' });
  expect(quick({ 'portillon-largeur': '1200' }, withDoor)!.config.gateDoor).toBeNull();
});

test('a length out of range or not a number: a French message on its field, its text kept, the last valid fence', () => {
  for (const typed of ['80', '0,2', 'douze', '']) {
    const read = quick({ longueur: typed, hauteur: '1000' })!;
    expect(read.errors).toEqual({
      longueur: 'Indiquez une longueur en mètres entre 0,5 et 50\u00a0m, par exemple 12,5.',
    });
    expect(read.typed).toEqual({ longueur: typed });
    // The page prices the last valid design; the form shows the accepted height.
    expect(read.config).toBe(base);
    expect(read.shown.heightMm).toBe(1000);
    expect(read.shown.segments).toEqual(base.segments);
  }
});

test('a value no field offers (an edited URL): its message, nothing changed', () => {
  expect(quick({ hauteur: '1600' })!.errors).toEqual({ hauteur: 'Choisissez une des hauteurs de cette gamme.' });
  expect(quick({ coloris: 'rose' })!.errors).toEqual({ coloris: 'Choisissez un des coloris de cette gamme.' });
  expect(quick({ fixation: 'glue' })!.errors).toEqual({ fixation: 'Choisissez une des fixations proposées.' });
  expect(quick({ gamme: '999' })!.errors).toEqual({ gamme: 'Choisissez une gamme de la liste.' });
  const withDoor = { ...base, gateDoor: { widthMm: 1000, offsetMm: 0, hinge: 'left' as const } };
  expect(quick({ portillon: 'on', 'portillon-largeur': '1300' }, withDoor)!.errors).toEqual({
    'portillon-largeur': 'Choisissez une des largeurs proposées.',
  });
  expect(quick({ hauteur: '1600' })!.config).toBe(base);
});

test('a range changed with its old colour and height: those it also has, else its first (as the script does)', () => {
  const other = [
    variant(11, 'Panneau Alto', 'noir-graphite', { hauteur: '1,20 m' }, { ttc: 150, ecotaxTtc: 1 }),
    variant(11, 'Panneau Alto', 'teck', { hauteur: '1,50 m' }, { ttc: 180, ecotaxTtc: 1 }),
  ];
  const two = { ...parts, panels: [...parts.panels, ...other] };
  const read = parseConfigQuery(
    query({ gamme: '11', coloris: 'gris-anthracite', hauteur: '1500', fixation: 'concrete', longueur: '12' }),
    two,
    base,
    false,
  )!;
  expect(read.errors).toEqual({});
  expect(read.config).toMatchObject({ rangeId: 11, colour: 'noir-graphite', heightMm: 1500 });
});

describe('the 3D configurator', () => {
  const three = { ...base, segments: [{ lengthMm: 8000 }, { lengthMm: 4000 }] };
  const fields = (changes: Record<string, string | string[]> = {}, from: FenceConfig = three) =>
    parseConfigQuery(
      query({
        gamme: String(from.rangeId),
        coloris: from.colour,
        hauteur: String(from.heightMm),
        fixation: from.fixing,
        segment: from.segments.map((s) => String(s.lengthMm / 1000)),
        ...changes,
      }),
      parts,
      from,
      true,
    )!;

  test('its segments, and the buttons that add an angle or remove a segment', () => {
    expect(fields({ segment: ['9', '3,5'] }).config.segments).toEqual([{ lengthMm: 9000 }, { lengthMm: 3500 }]);
    expect(fields({ modifier: 'ajouter-angle' }).config.segments).toEqual([
      { lengthMm: 8000 },
      { lengthMm: 4000 },
      { lengthMm: 4000 },
    ]);
    expect(fields({ modifier: 'retirer-segment-2' }).config.segments).toEqual([{ lengthMm: 8000 }]);
    // The first segment cannot go; a refused field stops the button too.
    expect(fields({ modifier: 'retirer-segment-1' }).config.segments).toHaveLength(2);
    const refused = fields({ segment: ['8', '0'], modifier: 'ajouter-angle' });
    expect(refused.errors).toEqual({
      'segment-1': 'Indiquez une longueur en mètres entre 0,5 et 50\u00a0m, par exemple 12,5.',
    });
    expect(refused.typed).toEqual({ 'segment-0': '8', 'segment-1': '0' });
    expect(refused.config).toBe(three);
  });

  test('a gate: ticked, the script’s first gate; then its own fields, the boxes unticked posting nothing', () => {
    const added = fields({ portail: 'on' }).config.gate;
    expect(added).toEqual({
      opening: 'swing',
      side: 'left',
      widthMm: 3000,
      offsetMm: 0,
      direction: 'inward',
      publicRoad: true,
      motorised: false,
    });
    const gated = { ...three, gate: added };
    const changed = fields(
      {
        portail: 'on',
        'portail-ouverture': 'sliding',
        'portail-largeur': '3000',
        'portail-cote': 'right',
        'portail-position': '1,5',
        'portail-sens': 'inward',
        'portail-motorise': 'on',
      },
      gated,
    );
    expect(changed.errors).toEqual({});
    // Sliding has no 3 m gate: its own first width, as the script picks it.
    expect(changed.config.gate).toEqual({
      opening: 'sliding',
      side: 'right',
      widthMm: 4000,
      offsetMm: 1500,
      direction: 'inward',
      publicRoad: false,
      motorised: true,
    });
    expect(fields({ 'portail-largeur': '3000' }, gated).config.gate).toBeNull();
    expect(
      fields({ portail: 'on', 'portail-largeur': '3000', 'portail-position': '60' }, gated).errors['portail-position'],
    ).toBe('Indiquez une longueur en mètres entre 0 et 50\u00a0m, par exemple 12,5.');
  });
  test('a sliding gate: the leaves’ direction posted (its field hidden in the server’s form) is ignored, refused or not', () => {
    const gated = { ...three, gate: { ...fields({ portail: 'on' }).config.gate!, direction: 'inward' as const } };
    const sliding = (direction: string) =>
      fields(
        { portail: 'on', 'portail-ouverture': 'sliding', 'portail-largeur': '4000', 'portail-sens': direction },
        gated,
      );
    for (const direction of ['outward', 'n-importe-quoi']) {
      expect(sliding(direction).errors).toEqual({});
      expect(sliding(direction).config.gate).toMatchObject({ opening: 'sliding', direction: 'inward' });
    }
    // A swing gate reads it, and refuses what it does not offer.
    const swing = (direction: string) =>
      fields(
        { portail: 'on', 'portail-ouverture': 'swing', 'portail-largeur': '3000', 'portail-sens': direction },
        gated,
      );
    expect(swing('outward').config.gate).toMatchObject({ opening: 'swing', direction: 'outward' });
    expect(swing('n-importe-quoi').errors).toEqual({ 'portail-sens': 'Choisissez une des options proposées.' });
  });

  test('a gate ticked with its own fields in the same submit: they apply, its boxes unticked post nothing', () => {
    const gate = fields({
      portail: 'on',
      'portail-ouverture': 'swing',
      'portail-largeur': '3000',
      'portail-cote': 'right',
      'portail-position': '2',
      'portail-sens': 'inward',
      'portail-motorise': 'on',
    }).config.gate;
    expect(gate).toEqual({
      opening: 'swing',
      side: 'right',
      widthMm: 3000,
      offsetMm: 2000,
      direction: 'inward',
      publicRoad: false,
      motorised: true,
    });
  });
});
