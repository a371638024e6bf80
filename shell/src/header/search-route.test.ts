import { matchRoute } from '../routing/match-route';

// The header's search leads to /recherche?q=…: a catalogue page, kept out of search engines.
describe('the /recherche route', () => {
  it('is the catalogue remote’s SearchPage, noindex, before the generic content route', () => {
    const match = matchRoute('/recherche');
    expect(match).toMatchObject({ kind: 'page', route: { remote: 'catalogue', module: 'SearchPage', noindex: true } });
  });

  it('takes a page segment (-p--N), and nothing else', () => {
    expect(matchRoute('/recherche/-p--2')).toMatchObject({ kind: 'page', params: { page: '-p--2' } });
    expect(matchRoute('/recherche/autre')).toMatchObject({ kind: 'not-found', status: 404 });
  });
});
