import { parseFilters, resultsPath, searchRequestOf, serializeFilters, toggleFilter } from './search-query';

describe('search filters in the URL', () => {
  it('parses the API spelling, dropping malformed groups and repeated values', () => {
    expect(parseFilters('couleur:teck|ipe|teck,finition:Veinée bois')).toEqual({
      couleur: ['teck', 'ipe'],
      finition: ['Veinée bois'],
    });
    expect(parseFilters('nothing,:x,Bad:y,couleur:')).toEqual({});
    expect(parseFilters(null)).toEqual({});
  });

  it('serializes canonically (sorted), so one selection is one URL', () => {
    expect(serializeFilters({ finition: ['Lisse'], couleur: ['teck', 'ipe'] })).toBe('couleur:ipe|teck,finition:Lisse');
    expect(serializeFilters({ couleur: [] })).toBe('');
  });

  it('toggles a value in and out, dropping an emptied attribute', () => {
    const one = toggleFilter({}, 'couleur', 'teck');
    expect(one).toEqual({ couleur: ['teck'] });
    expect(toggleFilter(one, 'couleur', 'ipe')).toEqual({ couleur: ['teck', 'ipe'] });
    expect(toggleFilter(one, 'couleur', 'teck')).toEqual({});
  });

  it('builds the first page path with the filters, and reads them back', () => {
    const path = resultsPath('lame grise', { couleur: ['teck'] });
    expect(path).toBe('/recherche?q=lame%20grise&filtres=couleur%3Ateck');
    const url = new URL(path, 'http://x');
    expect(searchRequestOf(url.searchParams, undefined)).toEqual({
      status: 'ok',
      q: 'lame grise',
      page: 1,
      filters: { couleur: ['teck'] },
    });
    expect(resultsPath('lames')).toBe('/recherche?q=lames');
  });
});
