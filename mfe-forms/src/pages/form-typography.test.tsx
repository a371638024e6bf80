import { fakeApi, renderPage } from '@arbora/shared/testing';
import { screen } from '@testing-library/react';
import ConfirmationPage from './confirmation-page';
import FormPage from './form-page';

// French typography of the forms' own texts: a number never ends a line without its unit or noun
// (« 30 cm », « 48 heures », « 9 h 30 », « 20 m² »): a no-break space between them. At 390 px
// « de 30 / cm » and « sous 48 / heures » were split.

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const BROKEN =
  /\d (?:cm|m²|m\b|Mo\b|h\b|heures?|jours?|mois|ans\b|photos?|chiffres|coloris|accessoires|morceaux|poseurs)/;

const PAGE_LIST = {
  body: {
    data: {
      items: [{ id: 1, title: 'Magasin Arbora Nantes', slug: 'magasins/nantes' }],
      pagination: { page: 1, perPage: 100, total: 1, pages: 1 },
    },
  },
};

/** Each text of the page where a number is followed by a breakable space and its unit. */
function brokenTexts(root: HTMLElement): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (BROKEN.test(node.textContent ?? '')) found.push(node.textContent ?? '');
  return found;
}

const FORMS: [string, Record<string, string>][] = [
  ['/devis', {}],
  ['/echantillons', {}],
  ['/devis/devis-cloture', { kind: 'devis-cloture' }],
  ['/devis/devis-terrasse', { kind: 'devis-terrasse' }],
  ['/echantillons/echantillons-lames', { kind: 'echantillons-lames' }],
  ['/echantillons/echantillons-accessoires', { kind: 'echantillons-accessoires' }],
  ['/prenez-rendez-vous', {}],
  ['/prenez-rendez-vous-pro', {}],
  ['/candidature', {}],
  ['/jeu-concours', {}],
  ['/trouvez-un-poseur', {}],
];

describe('numbers and their units stay together', () => {
  it.each(FORMS)('%s', async (route, params) => {
    api = fakeApi({ 'GET /api/v1/page': PAGE_LIST, 'GET /api/v1/setting': { body: { data: [] } } });
    const { container } = renderPage(<FormPage />, { route, params });
    await screen.findByRole('heading', { level: 1 });
    if (route.startsWith('/prenez') || route === '/trouvez-un-poseur') await screen.findAllByRole('button');
    expect(brokenTexts(container)).toEqual([]);
  });

  it.each([
    '/devis/confirmation',
    '/echantillons/confirmation',
    '/form/confirmation',
    '/form/confirmation-candidature',
    '/ocelia/nous-rejoindre/confirmation-candidature-spontanee',
  ])('%s', async (route) => {
    api = fakeApi({});
    const { container } = renderPage(<ConfirmationPage />, { route });
    await screen.findByRole('heading', { level: 1 });
    expect(brokenTexts(container)).toEqual([]);
  });
});
