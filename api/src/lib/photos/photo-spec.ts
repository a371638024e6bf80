import { createHash } from 'node:crypto';
import { COLORS } from '../../seed/catalogue-data';

/**
 * What a generated photograph shows: a scene (the product family in its setting), a model (one of
 * a few compositions of that scene: light, viewpoint) and a colour of the range. The three name the
 * original; every URL of it also names a crop (aspect) and carries a hash of the generator's
 * version and these inputs, so a picture whose bytes change gets a new URL (immutable caching).
 */
export const SCENES = [
  'terrasse',
  'cloture',
  'portail',
  'portillon',
  'bardage',
  'claustra',
  'structure',
  'poteau',
  'fixation',
  'eclairage',
  'entretien',
  'banc',
  'abri',
  'bordure',
  'jardiniere',
] as const;
export type Scene = (typeof SCENES)[number];

/** Compositions per scene: a bounded set, so the originals that can exist are bounded too. */
export const MODELS = 4;

export const PHOTO_COLOURS = COLORS.map(([technicalName]) => technicalName);
export const COLOUR_HEX: ReadonlyMap<string, string> = new Map(COLORS.map(([name, , hex]) => [name, hex]));

/** Crops of the 3:2 original, by name: [width, height] ratio. */
export const ASPECTS = { '3x2': [3, 2], '1x1': [1, 1], '19x10': [19, 10], '8x3': [8, 3] } as const;
export type Aspect = keyof typeof ASPECTS;

export const ORIGINAL_WIDTH = 2000;
export const ORIGINAL_HEIGHT = 1333;

/**
 * Bump when the drawing changes: every URL changes with it. A change of the variants' encoder settings
 * is keyed in the variant cache instead (image-store.ts, variantEncoding): same URLs, bytes encoded anew.
 */
export const PHOTO_GENERATOR_VERSION = 1;

export interface PhotoSpec {
  scene: Scene;
  model: number;
  colour: string;
}

/** The original's storage name: `terrasse-2-gris-anthracite`. */
export function photoKey(spec: PhotoSpec): string {
  return `${spec.scene}-${spec.model}-${spec.colour}`;
}

export function photoHash(spec: PhotoSpec, aspect: Aspect): string {
  return createHash('sha256')
    .update(`${PHOTO_GENERATOR_VERSION}:${photoKey(spec)}:${aspect}`)
    .digest('hex')
    .slice(0, 10);
}

/** The full size of a crop of the original (the largest width it can be served at). */
export function cropSize(aspect: Aspect): { width: number; height: number } {
  const [w, h] = ASPECTS[aspect];
  const byWidth = Math.round((ORIGINAL_WIDTH * h) / w);
  if (byWidth <= ORIGINAL_HEIGHT) return { width: ORIGINAL_WIDTH, height: byWidth };
  return { width: Math.round((ORIGINAL_HEIGHT * w) / h), height: ORIGINAL_HEIGHT };
}

/** The URL segment of one crop: `terrasse-2-gris-anthracite-3x2.0123456789`. */
export function photoName(spec: PhotoSpec, aspect: Aspect): string {
  return `${photoKey(spec)}-${aspect}.${photoHash(spec, aspect)}`;
}

const NAME = /^([a-z]+)-(\d)-([a-z]+(?:-[a-z]+)*)-(\d+x\d+)\.([0-9a-f]{10})$/;

/** The spec and crop a URL segment names, or null when it names none (or its hash is not theirs). */
export function parsePhotoName(name: string): { spec: PhotoSpec; aspect: Aspect } | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, scene, model, colour, aspect, hash] = match as unknown as [string, Scene, string, string, Aspect, string];
  if (!(SCENES as readonly string[]).includes(scene) || !PHOTO_COLOURS.includes(colour)) return null;
  if (!Object.hasOwn(ASPECTS, aspect) || Number(model) >= MODELS) return null;
  const spec: PhotoSpec = { scene, model: Number(model), colour };
  return photoHash(spec, aspect) === hash ? { spec, aspect } : null;
}
