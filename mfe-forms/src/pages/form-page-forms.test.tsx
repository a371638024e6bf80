import { t } from '@arbora/shared/messages/forms';
import { clearSession } from '@arbora/shared/store';
import { fakeApi, renderPage } from '@arbora/shared/testing';
import { todayInParis } from '@arbora/shared/validation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import ConfirmationPage from './confirmation-page';
import FormPage from './form-page';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => clearSession());
afterEach(() => api?.restore());

const SENT = { body: { data: { sent: true, confirmation_route: '/devis/confirmation' } } };
const PAGE_LIST = (items: unknown[]) => ({
  body: { data: { items, pagination: { page: 1, perPage: 100, total: items.length, pages: 1 } } },
});

function renderForm(route: string, params: Record<string, string> = {}) {
  return renderPage(
    <Routes>
      <Route path="*" element={<FormPage />} />
      <Route path="/devis/confirmation" element={<p>Page de confirmation</p>} />
    </Routes>,
    { route, params },
  );
}

describe('FormPage: hubs and the specific forms', () => {
  it('/devis shows the five quotes with a picture, a line and the photo quote', () => {
    api = fakeApi({});
    renderForm('/devis');
    const cards = within(screen.getByRole('list', { name: 'Nos devis' })).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    const terrace = cards[0]!;
    expect(within(terrace).getByRole('heading', { name: 'Terrasse composite' })).toBeInTheDocument();
    expect(terrace.querySelector('img')).toHaveAttribute('width', '480');
    expect(within(terrace).getByRole('link', { name: /^Demander un devis/ })).toHaveAttribute(
      'href',
      '/devis/devis-terrasse',
    );
    expect(within(terrace).getByRole('link', { name: /Devis sur photo/ })).toHaveAttribute(
      'href',
      '/services/devis-photo-terrasse',
    );
  });

  it('/echantillons shows the box, the large slats and the accessories', () => {
    api = fakeApi({});
    renderForm('/echantillons');
    const links = within(screen.getByRole('list', { name: 'Nos échantillons' })).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/echantillons/echantillons-box',
      '/echantillons/echantillons-lames',
      '/echantillons/echantillons-accessoires',
    ]);
  });

  it('a quote asks the project first, carries ?produit= and sends its photos as multipart', async () => {
    api = fakeApi({
      'POST /api/v1/forms/send': SENT,
      'GET /api/v1/url/entity': { status: 404, body: { code: 'NOT_FOUND' } },
    });
    const user = userEvent.setup();
    renderForm('/devis/devis-portail?produit=portail-battant-naturel', { kind: 'devis-portail' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Votre projet')).toBeLessThan(headings.indexOf('Vos coordonnées'));
    expect(await screen.findByText('portail-battant-naturel')).toBeInTheDocument();
    // the markers follow the shared schema: a choice with a default is not required
    expect(screen.getByLabelText(/^Date de réalisation envisagée/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Largeur de l’entrée/)).toBeRequired();
    await user.type(screen.getByLabelText(/^Largeur de l’entrée/), '0');
    await user.tab();
    expect(await screen.findByText(t('valid_positive_number'))).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Largeur de l’entrée/));
    await user.type(screen.getByLabelText(/^Largeur de l’entrée/), '350');
    await user.click(screen.getByLabelText('Coulissante'));
    await user.click(screen.getByLabelText('Teck'));
    await user.upload(
      screen.getByLabelText(/^Photos de votre projet/),
      new File(['png'], 'allee.png', { type: 'image/png' }),
    );
    await user.type(screen.getByLabelText(/^Prénom/), 'Léa');
    await user.type(screen.getByLabelText(/^Nom/), 'Martin');
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'lea@exemple.fr');
    await user.type(screen.getByLabelText(/^Code postal/), '44000');
    await user.click(screen.getByLabelText(/^J’accepte qu’Arbora/));
    await user.click(screen.getByRole('button', { name: 'Recevoir mon devis gratuit' }));
    expect(await screen.findByText('Page de confirmation')).toBeInTheDocument();
    const body = api.calls.find((c) => c.method === 'POST')?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('form')).toBe('devis-portail');
    expect(JSON.parse(String(body.get('data')))).toMatchObject({
      width_cm: 350,
      opening: 'coulissant',
      colour: 'Teck',
      product: 'portail-battant-naturel',
      motorised: false,
    });
    expect((body.getAll('photos')[0] as File).name).toBe('allee.png');
  });

  it.each([
    ['with a phone number', '06 12 34 56 78', /au numéro indiqué/],
    ['without one', '', /vous écrit à l’adresse e-mail indiquée/],
  ])('a quote sent %s: its confirmation page promises the call only then', async (_case, phone, promise) => {
    api = fakeApi({ 'POST /api/v1/forms/send': SENT });
    const user = userEvent.setup();
    renderPage(
      <Routes>
        <Route path="*" element={<FormPage />} />
        <Route path="/devis/confirmation" element={<ConfirmationPage />} />
      </Routes>,
      { route: '/devis/devis-terrasse', params: { kind: 'devis-terrasse' } },
    );
    await user.type(screen.getByLabelText(/^Surface de la terrasse/), '30');
    await user.type(screen.getByLabelText(/^Prénom/), 'Léa');
    await user.type(screen.getByLabelText(/^Nom/), 'Martin');
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'lea@exemple.fr');
    if (phone) await user.type(screen.getByLabelText(/^Téléphone/), phone);
    await user.type(screen.getByLabelText(/^Code postal/), '44000');
    await user.click(screen.getByLabelText(/^J’accepte qu’Arbora/));
    await user.click(screen.getByRole('button', { name: 'Recevoir mon devis gratuit' }));
    expect(await screen.findByText(promise)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Votre demande de devis est envoyée' })).toBeInTheDocument();
    if (!phone) expect(screen.queryByText(/numéro indiqué/)).not.toBeInTheDocument();
  });

  it('an appointment offers the stores, refuses a Sunday and a past day', async () => {
    api = fakeApi({
      'GET /api/v1/page': PAGE_LIST([
        { id: 1, title: 'Magasin Arbora Nantes' },
        { id: 2, title: 'Magasin Arbora Angers' },
      ]),
    });
    const user = userEvent.setup();
    renderForm('/prenez-rendez-vous');
    const store = await screen.findByLabelText(/^Magasin/);
    expect(
      within(store)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choisissez un magasin', 'Magasin Arbora Angers', 'Magasin Arbora Nantes']);
    const date = screen.getByLabelText(/^Date du rendez-vous/);
    expect(date).toHaveAttribute('min', todayInParis());
    await user.type(date, '2099-05-10'); // a Sunday
    await user.tab();
    expect(await screen.findByText(t('appointment_date_sunday'))).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, '2020-05-12');
    await user.tab();
    expect(await screen.findByText(t('appointment_date_past'))).toBeInTheDocument();
  });

  it('an appointment opened from a store’s page has that store chosen', async () => {
    api = fakeApi({
      'GET /api/v1/page': PAGE_LIST([
        { id: 1, title: 'Magasin Arbora Nantes', slug: 'magasins/nantes' },
        { id: 2, title: 'Magasin Arbora Angers', slug: 'magasins/angers' },
      ]),
    });
    renderForm('/prenez-rendez-vous?magasin=magasins%2Fnantes');
    expect(await screen.findByLabelText(/^Magasin/)).toHaveValue('Magasin Arbora Nantes');
  });

  it('an unknown store in the link leaves the choice to the visitor', async () => {
    api = fakeApi({
      'GET /api/v1/page': PAGE_LIST([{ id: 1, title: 'Magasin Arbora Nantes', slug: 'magasins/nantes' }]),
    });
    renderForm('/prenez-rendez-vous?magasin=magasins%2Flille');
    expect(await screen.findByLabelText(/^Magasin/)).toHaveValue('');
  });

  it('the installer request opened from a partner’s page names that partner in its title and message', async () => {
    const partner = {
      id: 7,
      title: 'Atelier du Bois',
      slug: 'services/trouver-un-poseur/atelier-du-bois',
      location: {
        city: 'Angers',
        lat: 47.48,
        lng: -0.56,
        address: null,
        postcode: null,
        region: null,
        phone: null,
        hours: [],
      },
    };
    api = fakeApi({ 'GET /api/v1/page': PAGE_LIST([partner]), 'POST /api/v1/forms/send': SENT });
    const user = userEvent.setup();
    renderForm('/trouvez-un-poseur?poseur=services%2Ftrouver-un-poseur%2Fatelier-du-bois');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Être recontacté par Atelier du Bois (Angers)' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Votre projet en quelques mots/)).toHaveValue(
      'Je souhaite être recontacté par Atelier du Bois (Angers).',
    );
    // The request names that partner to the API (its page's slug), not only in the message.
    await user.selectOptions(screen.getByLabelText(/^Type de projet/), 'terrasse');
    await user.type(screen.getByLabelText(/^Prénom/), 'Léa');
    await user.type(screen.getByLabelText(/^Nom/), 'Martin');
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'lea.martin@exemple.fr');
    await user.type(screen.getByLabelText(/^Code postal/), '44000');
    await user.click(screen.getByLabelText(/^J’accepte qu’Arbora/));
    await user.click(screen.getByRole('button', { name: 'Être recontacté par un poseur' }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      form: 'trouvez-un-poseur',
      data: { project_type: 'terrasse', installer: 'services/trouver-un-poseur/atelier-du-bois' },
    });
  });

  it('the installer request without a partner asks for any installer', async () => {
    api = fakeApi({ 'GET /api/v1/page': PAGE_LIST([]) });
    renderForm('/trouvez-un-poseur');
    expect(await screen.findByRole('heading', { level: 2, name: 'Être recontacté par un poseur' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Votre projet en quelques mots/)).toHaveValue('');
    // The form's sections sit under that h2: h3s (an h2 for each elsewhere).
    expect(screen.getByRole('heading', { level: 3, name: 'Votre projet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Vos coordonnées' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Votre projet' })).toBeNull();
  });

  it('the contest shows its rules before the box that accepts them', async () => {
    api = fakeApi({});
    renderForm('/jeu-concours');
    const rules = await screen.findByRole('heading', { level: 2, name: 'Règlement du jeu-concours' });
    const accept = screen.getByRole('checkbox', { name: /J’ai lu et j’accepte le règlement du jeu-concours/ });
    const consent = screen.getByRole('checkbox', { name: /J’accepte qu’Arbora utilise ces informations/ });
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(rules, accept)).toBe(true);
    expect(follows(accept, consent)).toBe(true);
  });

  it('large samples take at most 3 colours', async () => {
    api = fakeApi({});
    const user = userEvent.setup();
    renderForm('/echantillons/echantillons-lames', { kind: 'echantillons-lames' });
    for (const colour of ['Teck', 'Sable', 'Gris ardoise', 'Noir graphite'])
      await user.click(screen.getByLabelText(colour));
    await waitFor(() => expect(screen.getByText(t('samples_max_colours'))).toBeInTheDocument());
  });
});
