import { clearSession } from '@arbora/shared/store';
import { apiError, fakeApi, renderPage } from '@arbora/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import FormPage, { pageQueries } from './form-page';

// The configurator's « Demander un devis » opens /devis/devis-cloture?configuration=<version 1
// configuration>: the quote form sums the fence up and fills itself from it.

// 8 m + 4,50 m with a corner, range 12, gris anthracite, 1,80 m, in concrete, a 1 m gate door
// 2 m from the start hinged left (written by the configurator's encodeConfig).
const CONFIGURATION =
  '1.eyJyIjoxMiwiYyI6ImdyaXMtYW50aHJhY2l0ZSIsImgiOjE4MDAsImYiOiJjb25jcmV0ZSIsInMiOls4MDAwLDQ1MDBdLCJnIjpbMTAwMCwyMDAwLCJsIl19';
// 20 m in one run, range 12, gris anthracite, 1,80 m, in concrete, a 0,90 m gate door 1 m from the
// start hinged right, a 3 m motorised swing gate 6 m from the start onto a public road, opening
// inwards, left leaf first (written by the configurator).
const WITH_GATE =
  '1.eyJyIjoxMiwiYyI6ImdyaXMtYW50aHJhY2l0ZSIsImgiOjE4MDAsImYiOiJjb25jcmV0ZSIsInMiOlsyMDAwMF0sImciOls5MDAsMTAwMCwiciJdLCJwIjpbMzAwMCw2MDAwLCJiIiwibCIsImkiLDEsMV19';
// 12 m + 5 m, range 7, 1,50 m on base plates, a 4 m sliding gate 2 m from the start, sliding right,
// no motor.
const WITH_SLIDING_GATE =
  '1.eyJyIjo3LCJjIjoiY2hlbmUtbmF0dXJlbCIsImgiOjE1MDAsImYiOiJiYXNlX3BsYXRlIiwicyI6WzEyMDAwLDUwMDBdLCJnIjpudWxsLCJwIjpbNDAwMCwyMDAwLCJjIiwiciIsIm8iLDAsMF19';
const RANGE = {
  body: {
    data: {
      id: 12,
      name: 'Clôture Horizon',
      colors: [{ technical_name: 'gris-anthracite', name: 'Gris anthracite', hex: '#3D4044' }],
    },
  },
};
const SENT = { body: { data: { sent: true, confirmation_route: '/devis/confirmation' } } };

let api: ReturnType<typeof fakeApi>;
beforeEach(() => clearSession());
afterEach(() => api?.restore());

function renderQuote(kind: string, search: string) {
  return renderPage(
    <Routes>
      <Route path="*" element={<FormPage />} />
      <Route path="/devis/confirmation" element={<p>Page de confirmation</p>} />
    </Routes>,
    { route: `/devis/${kind}${search}`, params: { kind } },
  );
}

const ctx = (kind: string, search: string) => ({
  pathname: `/devis/${kind}`,
  searchParams: new URLSearchParams(search),
  plasticLine: false,
});

describe('a fence quote from the configurator (?configuration=)', () => {
  it('loads the range with the page (server rendering included), only for a readable configuration', () => {
    const keys = (kind: string, search: string) =>
      pageQueries({ kind }, ctx(kind, search)).map((q) => JSON.stringify(q.queryKey));
    expect(keys('devis-cloture', `?configuration=${CONFIGURATION}`)).toEqual(['["forms","fence-range",12]']);
    expect(keys('devis-cloture', '?configuration=1.garbage')).toEqual([]);
    expect(keys('devis-terrasse', `?configuration=${CONFIGURATION}`)).toEqual([]);
  });

  it('sums the fence up above the form, fills length, height, colour and message, and sends them', async () => {
    api = fakeApi({ 'GET /api/v1/product/12': RANGE, 'POST /api/v1/forms/send': SENT });
    const user = userEvent.setup();
    renderQuote('devis-cloture', `?configuration=${CONFIGURATION}`);
    const notice = await screen.findByRole('region', { name: 'Votre configuration' });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Gamme\u00a0: Clôture Horizon',
      'Coloris\u00a0: Gris anthracite',
      'Hauteur\u00a0: 1,80\u00a0m',
      'Pose\u00a0: poteaux scellés dans le béton',
      'Longueur totale\u00a0: 12,50\u00a0m en 2 côtés (8\u00a0m + 4,50\u00a0m, angles à 90°)',
      'Portillon\u00a0: 1\u00a0m de large, à 2\u00a0m du début, charnières à gauche',
    ]);
    expect(screen.getByLabelText(/^Longueur de la clôture/)).toHaveValue('12.5');
    expect(screen.getByLabelText('1,80 m')).toBeChecked();
    expect(screen.getByLabelText('Gris anthracite')).toBeChecked();
    const message = screen.getByLabelText(/^Précisions sur votre projet/);
    expect(message).toHaveValue(
      [
        'Ma configuration (configurateur de clôture)\u00a0:',
        '- Gamme\u00a0: Clôture Horizon',
        '- Coloris\u00a0: Gris anthracite',
        '- Hauteur\u00a0: 1,80\u00a0m',
        '- Pose\u00a0: poteaux scellés dans le béton',
        '- Longueur totale\u00a0: 12,50\u00a0m en 2 côtés (8\u00a0m + 4,50\u00a0m, angles à 90°)',
        '- Portillon\u00a0: 1\u00a0m de large, à 2\u00a0m du début, charnières à gauche',
        // Corners are drawn by the 3D configurator only.
        `Lien de la configuration\u00a0: /configurateur-3d?config=${CONFIGURATION}`,
      ].join('\n'),
    );

    await user.type(screen.getByLabelText(/^Prénom/), 'Léa');
    await user.type(screen.getByLabelText(/^Nom/), 'Martin');
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'lea.martin@exemple.fr');
    await user.type(screen.getByLabelText(/^Code postal/), '44000');
    await user.click(screen.getByLabelText(/^J’accepte qu’Arbora/));
    await user.click(screen.getByRole('button', { name: 'Recevoir mon devis gratuit' }));
    expect(await screen.findByText('Page de confirmation')).toBeInTheDocument();
    const sent = api.calls.find((c) => c.method === 'POST');
    expect(sent?.body).toMatchObject({
      form: 'devis-cloture',
      data: { length_m: 12.5, height: '1m80', colour: 'Gris anthracite' },
    });
    expect((sent?.body as { data: { message: string } }).data.message).toContain('Gamme\u00a0: Clôture Horizon');
  });

  it('the configurator’s price and a link back to the design are shown and sent with the quote', async () => {
    api = fakeApi({ 'GET /api/v1/product/12': RANGE, 'POST /api/v1/forms/send': SENT });
    const user = userEvent.setup();
    renderQuote('devis-cloture', `?configuration=${CONFIGURATION}&estimation=12345600`);
    const notice = await screen.findByRole('region', { name: 'Votre configuration' });
    const price = /Prix indicatif du configurateur\s: 1\s234,56\s€ TTC, éco-participation incluse/;
    expect(within(notice).getByText(price)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Revoir ou modifier ma configuration' })).toHaveAttribute(
      'href',
      `/configurateur-3d?config=${CONFIGURATION}`,
    );
    await user.type(screen.getByLabelText(/^Prénom/), 'Léa');
    await user.type(screen.getByLabelText(/^Nom/), 'Martin');
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'lea.martin@exemple.fr');
    await user.type(screen.getByLabelText(/^Code postal/), '44000');
    await user.click(screen.getByLabelText(/^J’accepte qu’Arbora/));
    await user.click(screen.getByRole('button', { name: 'Recevoir mon devis gratuit' }));
    expect(await screen.findByText('Page de confirmation')).toBeInTheDocument();
    const message = (api.calls.find((c) => c.method === 'POST')?.body as { data: { message: string } }).data.message;
    expect(message).toMatch(price);
    expect(message).toContain(`Lien de la configuration\u00a0: /configurateur-3d?config=${CONFIGURATION}`);
  }, 30_000);

  it('a gate door quote takes the gate door’s width; a range gone from the catalogue is named by its number', async () => {
    api = fakeApi({ 'GET /api/v1/product/12': apiError(404, 'NOT_FOUND') });
    renderQuote('devis-portillon', `?configuration=${CONFIGURATION}`);
    const notice = await screen.findByRole('region', { name: 'Votre configuration' });
    expect(within(notice).getByText('Gamme : modèle n° 12')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Largeur du passage/)).toHaveValue('100');
    expect(screen.getByLabelText('Gris anthracite')).toBeChecked();
  });

  it('an unreadable configuration leaves the usual empty form', async () => {
    api = fakeApi({});
    renderQuote('devis-cloture', '?configuration=1.pas-une-configuration');
    await waitFor(() => expect(screen.getByLabelText(/^Longueur de la clôture/)).toHaveValue(''));
    expect(screen.queryByRole('region', { name: 'Votre configuration' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Précisions sur votre projet/)).toHaveValue('');
    expect(api.calls).toHaveLength(0);
  });

  it('a fence with a gate and a gate door: both shown to the shopper above the form and in its message', async () => {
    api = fakeApi({ 'GET /api/v1/product/12': RANGE });
    renderQuote('devis-cloture', `?configuration=${WITH_GATE}`);
    const notice = await screen.findByRole('region', { name: 'Votre configuration' });
    const gate =
      'Portail\u00a0: battant de 3\u00a0m, à 6\u00a0m du début, ouverture vers l’intérieur, vantail de gauche en premier, ' +
      'sur la voie publique, motorisé';
    const gateDoor = 'Portillon\u00a0: 0,90\u00a0m de large, à 1\u00a0m du début, charnières à droite';
    const lines = within(notice)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual(expect.arrayContaining([gateDoor, gate]));
    const message = (screen.getByLabelText(/^Précisions sur votre projet/) as HTMLTextAreaElement).value;
    expect(message).toContain(`- ${gateDoor}`);
    expect(message).toContain(`- ${gate}`);
    expect(message).toContain(`/configurateur-3d?config=${WITH_GATE}`);
    expect(screen.getByLabelText(/^Longueur de la clôture/)).toHaveValue('20');
  });

  it('a gate quote takes the gate’s width, opening and motor', async () => {
    api = fakeApi({ 'GET /api/v1/product/7': apiError(404, 'NOT_FOUND') });
    const keys = pageQueries({ kind: 'devis-portail' }, ctx('devis-portail', `?configuration=${WITH_SLIDING_GATE}`));
    expect(keys.map((q) => JSON.stringify(q.queryKey))).toEqual(['["forms","fence-range",7]']);
    renderQuote('devis-portail', `?configuration=${WITH_SLIDING_GATE}`);
    const notice = await screen.findByRole('region', { name: 'Votre configuration' });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain(
      'Portail\u00a0: coulissant de 4\u00a0m, à 2\u00a0m du début, coulisse vers la droite, sans motorisation',
    );
    expect(screen.getByLabelText(/^Largeur de l’entrée/)).toHaveValue('400');
    expect(screen.getByLabelText('Coulissante')).toBeChecked();
    expect(screen.getByLabelText(/^Je souhaite un portail motorisé/)).not.toBeChecked();
  });

  it('a motorised swing gate checks the motor and the swing opening', async () => {
    api = fakeApi({ 'GET /api/v1/product/12': RANGE });
    renderQuote('devis-portail', `?configuration=${WITH_GATE}`);
    await screen.findByRole('region', { name: 'Votre configuration' });
    expect(screen.getByLabelText(/^Largeur de l’entrée/)).toHaveValue('300');
    expect(screen.getByLabelText('Battante')).toBeChecked();
    expect(screen.getByLabelText(/^Je souhaite un portail motorisé/)).toBeChecked();
  });
});
