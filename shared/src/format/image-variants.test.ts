import { imageCandidates, imageFullSize, imageSrcSet } from './image-variants';

const photo = { url: '/api/v1/images/terrasse-1-teck-1x1.0123456789/1280.jpg', width: 1333 };

describe('image variants', () => {
  it('lists the allowed widths up to the picture’s own, as negotiated URLs', () => {
    expect(imageCandidates(photo).map((c) => c.width)).toEqual([320, 480, 640, 960, 1280]);
    expect(imageCandidates(photo)[0]?.url).toBe('/api/v1/images/terrasse-1-teck-1x1.0123456789/320');
    expect(imageSrcSet(photo)).toBe(
      imageCandidates(photo)
        .map((c) => `${c.url} ${c.width}w`)
        .join(', '),
    );
    expect(imageFullSize({ ...photo, width: 2000 })).toBe('/api/v1/images/terrasse-1-teck-1x1.0123456789/2000');
  });

  it('gives nothing for a picture the endpoint does not serve', () => {
    const drawing = { url: '/api/v1/media/page/a-800x600.svg', width: 800 };
    expect(imageCandidates(drawing)).toEqual([]);
    expect(imageSrcSet(drawing)).toBeUndefined();
    expect(imageFullSize(drawing)).toBe(drawing.url);
  });
});
