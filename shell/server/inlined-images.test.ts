import type { LinkHint } from './html';
import { withoutInlined } from './inlined-images';

const hint = (href: string, as: LinkHint['as'], media?: string): LinkHint => ({
  rel: 'preload',
  href,
  as,
  ...(media ? { media } : {}),
});

describe('image preloads of a server-rendered page', () => {
  const crop = hint('/api/v1/media/page/a-750x500.webp', 'image', '(max-width: 47.99em)');
  const wide = hint('/api/v1/media/page/a-1200x630.webp', 'image', '(min-width: 48em)');
  const script = hint('/main.js', 'script');

  it('leaves out the preload of a picture the HTML already holds, and keeps the others', () => {
    expect(withoutInlined([script, crop, wide], [crop.href])).toEqual([script, wide]);
  });

  it('keeps every hint when nothing was inlined (or the renderer said nothing)', () => {
    expect(withoutInlined([script, crop, wide], [])).toEqual([script, crop, wide]);
    expect(withoutInlined([script, crop, wide])).toEqual([script, crop, wide]);
  });

  it('never drops a script that happens to share a URL with an inlined picture', () => {
    const sameUrl = hint(crop.href, 'script');
    expect(withoutInlined([sameUrl], [crop.href])).toEqual([sameUrl]);
  });
});
