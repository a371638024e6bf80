import sharp from 'sharp';
import { createRng, hashString, type Rng } from '../rng';
import { photoKey, type PhotoSpec } from './photo-spec';
import { sceneSvg } from './scenes';

/** Quality of the stored original (a camera's "fine" JPEG). */
const ORIGINAL_QUALITY = 84;

/**
 * A tile of grey noise around mid-grey (sum of two uniforms: a cheap, bell-shaped grain), scaled up
 * by `scale` (nearest neighbour: blocky mottling that survives downscaling).
 */
async function noiseTile(rng: Rng, size: number, strength: number, scale: number): Promise<Buffer> {
  const values = new Uint8Array(size * size);
  for (let i = 0; i < values.length; i++) values[i] = 128 + Math.round((rng.next() + rng.next() - 1) * strength);
  const tile = sharp(values, { raw: { width: size, height: size, channels: 1 } });
  return (scale > 1 ? tile.resize(size * scale, size * scale, { kernel: 'nearest' }) : tile).png().toBuffer();
}

/**
 * The original photograph of a spec: its scene drawn (sharp's SVG renderer), a slight lens blur,
 * then seeded sensor-like grain and a coarser surface mottling laid over it (soft light), as a JPEG.
 * The grain comes in tiles of different sizes so no repetition shows. Deterministic: the same spec
 * gives the same bytes with the same sharp build.
 */
export async function renderPhoto(spec: PhotoSpec): Promise<Buffer> {
  const rng = createRng(hashString(`noise:${photoKey(spec)}`));
  const scene = await sharp(Buffer.from(sceneSvg(spec)))
    .removeAlpha()
    .blur(0.8)
    .png({ compressionLevel: 0 })
    .toBuffer();
  const layers = [await noiseTile(rng, 257, 12, 1), await noiseTile(rng, 199, 10, 1), await noiseTile(rng, 97, 20, 3)];
  return sharp(scene)
    .composite(layers.map((input) => ({ input, tile: true, blend: 'soft-light' as const })))
    .jpeg({ quality: ORIGINAL_QUALITY, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
