import type { PicturePreload } from '@arbora/shared/ui';
import type { LinkHint } from './html';

/**
 * The preload links of the picture the server render found to be the page's largest (its first
 * `<Picture priority>`): the same `srcset` and `sizes` as the page's `<img>`, so the browser
 * downloads the candidate the page will use, once; one link per crop, each for its own screens.
 */
export function pictureHints(preloads: readonly PicturePreload[]): LinkHint[] {
  return preloads.map((preload) => ({
    rel: 'preload',
    href: preload.href,
    as: 'image',
    fetchpriority: 'high',
    ...(preload.imagesrcset ? { imagesrcset: preload.imagesrcset, imagesizes: preload.imagesizes ?? '100vw' } : {}),
    ...(preload.media ? { media: preload.media } : {}),
  }));
}
