/** @jest-environment node */
import { isPlasticLinePath, PLASTIC_LINE_SEGMENT } from './index';

describe('plastic line', () => {
  it('names the segment once', () => {
    expect(PLASTIC_LINE_SEGMENT).toBe('ocelia');
  });

  it.each([
    '/ocelia',
    '/ocelia/',
    '/ocelia/lames-pvc',
    '/ocelia/nous-rejoindre/candidature-spontanee',
    '/ocelia?x=1',
    '/ocelia#haut',
    '/ocelia/-p--2',
  ])('%s is plastic line', (path) => {
    expect(isPlasticLinePath(path)).toBe(true);
  });

  it.each([
    '/',
    '/oceliance',
    '/blog/ocelia-news',
    '/Ocelia',
    '/terrasses?ligne=ocelia',
    '/terrasses#ocelia',
    '/xocelia/a',
  ])('%s is not plastic line', (path) => {
    expect(isPlasticLinePath(path)).toBe(false);
  });
});
