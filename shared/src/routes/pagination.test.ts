/** @jest-environment node */
import { parsePageSegment, splitPage, withPage } from './index';

describe('parsePageSegment', () => {
  it.each([
    ['-p--2', 2],
    ['-p--1', 1],
    ['-p--10', 10],
    ['-p--123', 123],
  ])('%s → %i', (segment, page) => {
    expect(parsePageSegment(segment)).toBe(page);
  });

  it.each([
    '',
    'jardin',
    '-p--',
    '-p--0',
    '-p--02',
    '-p--2x',
    '-p-2',
    'p--2',
    'terrasses-p--2',
    '-p---2',
    '-p--99999999999999999999',
  ])('refuses %p', (segment) => {
    expect(parsePageSegment(segment)).toBeNull();
  });
});

describe('splitPage', () => {
  it.each([
    ['/blog', { path: '/blog', page: 1 }],
    ['/blog/-p--2', { path: '/blog', page: 2 }],
    ['/blog/jardin/-p--3?tri=date#liste', { path: '/blog/jardin?tri=date#liste', page: 3 }],
    ['/c-terrasses/gris/-p--4/', { path: '/c-terrasses/gris', page: 4 }],
    ['/-p--2', { path: '/', page: 2 }],
    ['/', { path: '/', page: 1 }],
    ['/blog/-p--0', { path: '/blog/-p--0', page: 1 }],
  ])('%s', (url, expected) => {
    expect(splitPage(url)).toEqual(expected);
  });
});

describe('withPage', () => {
  it.each([
    ['/blog', 2, '/blog/-p--2'],
    ['/blog', 1, '/blog'],
    ['/blog/-p--2', 1, '/blog'],
    ['/blog/-p--2', 5, '/blog/-p--5'],
    ['/blog/jardin/', 3, '/blog/jardin/-p--3'],
    ['/c-terrasses/gris?tri=prix#liste', 2, '/c-terrasses/gris/-p--2?tri=prix#liste'],
    ['/realisations/-p--3?x=1', 1, '/realisations?x=1'],
    ['/', 2, '/-p--2'],
    ['/', 1, '/'],
  ])('withPage(%s, %i) → %s', (url, page, expected) => {
    expect(withPage(url, page)).toBe(expected);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses page %p', (page) => {
    expect(() => withPage('/blog', page)).toThrow(RangeError);
  });

  it('round-trips with splitPage', () => {
    for (const page of [1, 2, 17]) {
      expect(splitPage(withPage('/blog/jardin?a=1', page))).toEqual({ path: '/blog/jardin?a=1', page });
    }
  });
});
