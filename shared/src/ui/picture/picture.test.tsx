import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { Image } from '@arbora/shared/schemas';
import { Picture } from './picture';
import { PicturePreloadContext, type PicturePreload } from './picture-preload';

const photo = (name: string, width: number, height: number): Image => ({
  url: `/api/v1/images/${name}/1280.jpg`,
  url_webp: `/api/v1/images/${name}/1280.webp`,
  alt: 'Une terrasse teck',
  width,
  height,
});
const wide = photo('terrasse-1-teck-8x3.0123456789', 2000, 750);
const phone = photo('terrasse-1-teck-3x2.abcdefabcd', 2000, 1333);
const widths = (srcset: string | null) => srcset?.split(', ').map((c) => c.split(' ')[1]);

describe('Picture', () => {
  it('gives every served width in srcset, the layout’s sizes, width and height, and loads lazily', () => {
    const { container } = render(<Picture image={wide} sizes="(min-width: 64em) 50vw, 100vw" />);
    const img = container.querySelector('img')!;
    expect(widths(img.getAttribute('srcset'))).toEqual(['320w', '480w', '640w', '960w', '1280w', '1600w', '2000w']);
    expect(img.getAttribute('srcset')).toContain('/api/v1/images/terrasse-1-teck-8x3.0123456789/320 320w');
    expect(img).toHaveAttribute('sizes', '(min-width: 64em) 50vw, 100vw');
    expect(img).toHaveAttribute('width', '2000');
    expect(img).toHaveAttribute('height', '750');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveAttribute('alt', 'Une terrasse teck');
  });

  it('stops its srcset at the picture’s own width (a 1333 px square is never upscaled)', () => {
    const { container } = render(<Picture image={photo('banc-0-sable-1x1.0123456789', 1333, 1333)} sizes="50vw" />);
    expect(widths(container.querySelector('img')!.getAttribute('srcset'))).toEqual([
      '320w',
      '480w',
      '640w',
      '960w',
      '1280w',
    ]);
  });

  it('with priority, loads eagerly with high priority and reports its preload to the server render', () => {
    const preloads: PicturePreload[] = [];
    const html = renderToString(
      <PicturePreloadContext.Provider value={(p) => preloads.push(...p)}>
        <Picture image={wide} sizes="100vw" priority />
        <Picture image={phone} sizes="100vw" />
      </PicturePreloadContext.Provider>,
    );
    expect(html).toMatch(
      /<img[^>]*loading="eager"[^>]*fetchPriority="high"|<img[^>]*fetchPriority="high"[^>]*loading="eager"/i,
    );
    expect(html.match(/loading="lazy"/g)).toHaveLength(1);
    expect(preloads).toEqual([{ href: wide.url, imagesrcset: expect.stringContaining('2000w'), imagesizes: '100vw' }]);
  });

  it('shows a phone crop under its media query, each crop preloaded for its own screens', () => {
    const preloads: PicturePreload[] = [];
    const { container } = render(
      <PicturePreloadContext.Provider value={(p) => preloads.push(...p)}>
        <Picture image={wide} sizes="100vw" crop={{ image: phone, media: '(max-width: 47.99em)' }} priority />
      </PicturePreloadContext.Provider>,
    );
    const source = container.querySelector('picture > source')!;
    expect(source).toHaveAttribute('media', '(max-width: 47.99em)');
    expect(source.getAttribute('srcset')).toContain('terrasse-1-teck-3x2.abcdefabcd/960 960w');
    expect(source).toHaveAttribute('width', '2000');
    expect(source).toHaveAttribute('height', '1333');
    expect(preloads.map((p) => p.media)).toEqual(['(max-width: 47.99em)', 'not all and (max-width: 47.99em)']);
  });

  it('keeps a picture the image endpoint does not serve as its one URL', () => {
    const drawing: Image = { url: '/api/v1/media/page/a-800x600.svg', url_webp: '', alt: '', width: 800, height: 600 };
    const { container } = render(<Picture image={drawing} sizes="100vw" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', drawing.url);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });
});
