import sharp from 'sharp';

// One libvips thread: the API shares two cores with everything else; images are cached anyway.
sharp.concurrency(1);

/**
 * Converts generated SVGs to WebP with sharp, memoizing by URL (the same URL always yields the
 * same bytes). Concurrent requests for one image share one conversion.
 */
export function createWebpRenderer(max = 500) {
  const cache = new Map<string, Promise<Buffer>>();
  return (key: string, svg: string): Promise<Buffer> => {
    const hit = cache.get(key);
    if (hit) return hit;
    const job = sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer();
    job.catch(() => cache.delete(key));
    if (cache.size >= max) cache.delete(cache.keys().next().value as string);
    cache.set(key, job);
    return job;
  };
}
