import type { Image } from '@arbora/shared/schemas';
import { IMAGE_WIDTHS } from '@arbora/shared/schemas';
import { hashString } from '../rng';
import { OCELIA_COLORS } from '../../seed/catalogue-data';
import { cropSize, MODELS, PHOTO_COLOURS, photoName, type Aspect, type PhotoSpec, type Scene } from './photo-spec';

/** Browser-facing path of the image endpoint (through the shell's `/api` proxy, ARCHITECTURE 1). */
export const IMAGES_PUBLIC_PREFIX = '/api/v1/images';

/** The width `url` and `url_webp` point at (a sharing card, a client without `srcset`). */
const DEFAULT_WIDTH = 1280;

/**
 * A picture of the API as pages receive it: `url` (JPEG) and `url_webp` at a default width, and the
 * full size of its crop as width and height; the pages build their `srcset` from `url`
 * (`imageCandidates` in @arbora/shared/schemas).
 */
export function photoImage(spec: PhotoSpec, aspect: Aspect, alt: string): Image {
  const { width, height } = cropSize(aspect);
  const shown = Math.max(...IMAGE_WIDTHS.filter((w) => w <= Math.min(width, DEFAULT_WIDTH)));
  const base = `${IMAGES_PUBLIC_PREFIX}/${photoName(spec, aspect)}/${shown}`;
  return { url: `${base}.jpg`, url_webp: `${base}.webp`, alt, width, height };
}

/** A pattern matched at the start of a word (plurals and feminines still match). */
const word = (source: string) => new RegExp(`(?<!\\p{L})(?:${source})`, 'iu');

/** Words of a caption (or a slug) that name what a picture must show, most specific first. */
const SCENE_WORDS: [RegExp, Scene][] = [
  [word('banc|mobilier|table|chaise|transat'), 'banc'],
  [word('abri|coffre|cabane'), 'abri'],
  [word('jardini[eè]re|potager'), 'jardiniere'],
  [word('bordure'), 'bordure'],
  [word('portillon'), 'portillon'],
  [word('portail'), 'portail'],
  [word('claustra|lames?[- ]d[ée]corative|brise[- ]vue|pare[- ]vue'), 'claustra'],
  [word('poteau'), 'poteau'],
  [word('cl[oô]ture|occultant|ajour[ée]|panneau'), 'cloture'],
  [word('bardage|fa[cç]ade'), 'bardage'],
  [word('lambourde|plot|ossature'), 'structure'],
  [word('fixation|clip|vis(?!\\p{L})|visserie|corni[eè]re|finition|profil'), 'fixation'],
  [word('[ée]clairage|spot|led(?!\\p{L})|luminaire'), 'eclairage'],
  [word('entretien|nettoy|saturateur|d[ée]graiss'), 'entretien'],
  [word('oc[ée]lia'), 'banc'],
  [word('terrasse|lame|piscine|plage|balcon|deck'), 'terrasse'],
];

/** The scene a caption names, or `fallback` when it names none. */
export function sceneOf(text: string, fallback: Scene = 'terrasse'): Scene {
  const lower = text.toLowerCase();
  return SCENE_WORDS.find(([words]) => words.test(lower))?.[1] ?? fallback;
}

const COLOUR_WORDS: [string, RegExp][] = PHOTO_COLOURS.map((name) => [
  name,
  word(`${name.replace(/-/g, '[- ]').replace(/e/g, '[eéèê]').replace(/i/g, '[iî]')}(?!\\p{L})`),
]);

/** The range colour a caption names, or one chosen from `seed` among `fallbacks`. */
export function colourOf(text: string, seed: string, fallbacks: readonly string[] = PHOTO_COLOURS): string {
  const named = COLOUR_WORDS.find(([, words]) => words.test(text))?.[0];
  return named ?? (fallbacks[hashString(seed) % fallbacks.length] as string);
}

/** The picture a caption describes: its scene and colour read from the words, a model from `seed`. */
export function captionSpec(caption: string, seed: string, fallback?: Scene): PhotoSpec {
  return {
    scene: sceneOf(`${caption} ${seed}`, fallback),
    model: hashString(seed) % MODELS,
    // Océlia furniture comes in its own range of colours.
    colour: colourOf(`${caption} ${seed}`, seed, /oc[ée]lia/i.test(`${caption} ${seed}`) ? OCELIA_COLORS : undefined),
  };
}

/** The picture of a caption (page covers, illustrations): what `words` name, cropped to `aspect`. */
export function captionImage(alt: string, seed: string, aspect: Aspect, words = alt, fallback?: Scene): Image {
  return photoImage(captionSpec(words, seed, fallback), aspect, alt);
}
