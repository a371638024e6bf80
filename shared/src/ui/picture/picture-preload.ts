import { createContext } from 'react';

/**
 * An image preload a server render asks for: what the page's `<Picture priority>` will download,
 * told with the same `srcset` and `sizes` so the browser picks the same file, and the media
 * query of its `<source>` when it is one crop of a `<picture>`.
 */
export interface PicturePreload {
  href: string;
  imagesrcset?: string;
  imagesizes?: string;
  media?: string;
}

/**
 * Where a `<Picture priority>` reports itself while rendering (its preloads: one, or one per crop): the shell's server render provides
 * it and turns what it gathered into `<link rel="preload" as="image">` (and a `Link` header). In
 * the browser there is none, and a priority picture only loads eagerly with `fetchpriority="high"`.
 */
export const PicturePreloadContext = createContext<((preloads: PicturePreload[]) => void) | null>(null);
