import sharp from 'sharp';
import { OCELIA_COLORS } from '../../seed/catalogue-data';
import { captionSpec, photoImage } from './photo-image';
import { parsePhotoName, photoName, SCENES, type PhotoSpec } from './photo-spec';
import { renderPhoto } from './render-photo';

describe('generated photographs', () => {
  it('are deterministic 2000 px JPEGs that weigh what a camera JPEG weighs (150–400 KB)', async () => {
    for (const spec of [
      { scene: 'banc', model: 0, colour: 'vert-sauge' },
      { scene: 'fixation', model: 3, colour: 'teck' },
    ] satisfies PhotoSpec[]) {
      const [first, second] = [await renderPhoto(spec), await renderPhoto(spec)];
      expect(first.equals(second)).toBe(true);
      expect(await sharp(first).metadata()).toMatchObject({ format: 'jpeg', width: 2000, height: 1333 });
      expect(first.length).toBeGreaterThan(150 * 1024);
      expect(first.length).toBeLessThan(400 * 1024);
    }
  });

  it('show what their caption names, in the colour it names', () => {
    expect(captionSpec('Une terrasse gris anthracite à La Rochelle', 'rea-1')).toMatchObject({
      scene: 'terrasse',
      colour: 'gris-anthracite',
    });
    const bench = captionSpec('Banc de jardin Océlia en plastique recyclé', 'ligne-ocelia');
    expect(bench.scene).toBe('banc');
    expect(OCELIA_COLORS).toContain(bench.colour);
    expect(captionSpec('Clôture occultante brun exotique', 'x')).toMatchObject({
      scene: 'cloture',
      colour: 'brun-exotique',
    });
    expect(captionSpec('Portillon teck', 'x').scene).toBe('portillon');
    // « équipe » holds « ipe » but names no colour; « confortable » names no table.
    expect(captionSpec('Une équipe confortable', 'seed').scene).toBe('terrasse');
    const seeds = Array.from({ length: 40 }, (_, i) => `graine-${i}`);
    expect(
      seeds.map((seed) => captionSpec('Notre équipe', seed).colour).filter((c) => c === 'ipe').length,
    ).toBeLessThan(seeds.length);
  });
});

describe('picture names', () => {
  const spec: PhotoSpec = { scene: 'portail', model: 2, colour: 'chene-naturel' };

  it('name a spec and a crop, with a hash of the generator version: parsed back only when it matches', () => {
    const name = photoName(spec, '1x1');
    expect(parsePhotoName(name)).toEqual({ spec, aspect: '1x1' });
    expect(parsePhotoName(name.replace(/.$/, (c) => (c === '0' ? '1' : '0')))).toBeNull();
    expect(parsePhotoName(name.replace('portail', 'piscine'))).toBeNull();
    expect(parsePhotoName(name.replace('-2-', '-7-'))).toBeNull();
    expect(parsePhotoName(name.replace('1x1', '5x4'))).toBeNull();
    expect(SCENES.map((scene) => parsePhotoName(photoName({ ...spec, scene }, '3x2'))?.spec.scene)).toEqual([
      ...SCENES,
    ]);
  });

  it('give pages a JPEG and a WebP URL at a default width, with the full size of the crop', () => {
    const image = photoImage(spec, '8x3', 'Portail chêne naturel');
    expect(image).toEqual({
      url: `/api/v1/images/${photoName(spec, '8x3')}/1280.jpg`,
      url_webp: `/api/v1/images/${photoName(spec, '8x3')}/1280.webp`,
      alt: 'Portail chêne naturel',
      width: 2000,
      height: 750,
    });
  });
});
