import { fakeApi, recordToasts, renderPage } from '@arbora/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { fenceParts } from '../testing/fence-parts';
import ConfiguratorPage, { pageHead, pageStatus } from './configurator-page';

expect.extend(toHaveNoViolations);

const parts = fenceParts();
const list = (items: readonly unknown[]) => ({
  body: { data: { items, pagination: { page: 1, perPage: 100, total: items.length, pages: 1 }, facets: [] } },
});

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  const ids: Record<string, number> = {
    'c-clotures-occultantes': 6,
    'c-poteaux-de-cloture': 8,
    'c-portillons': 12,
    'c-portails': 10,
    'c-accessoires-de-cloture': 40,
  };
  const bySlug: Record<number, readonly unknown[]> = {
    6: parts.panels,
    8: parts.posts,
    12: parts.gateDoors,
    10: parts.gates,
    40: parts.accessories,
  };
  return fakeApi({
    'GET /api/v1/url/entity': (call) => {
      const slug = call.url.searchParams.get('slug')!;
      return { body: { data: { entity_type: 'category', id: ids[slug], slug, line: 'composite' } } };
    },
    'GET /api/v1/product-variant': (call) => list(bySlug[Number(call.url.searchParams.get('categories'))]!),
    ...extra,
  });
}

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

describe('ConfiguratorPage (/configurateur)', () => {
  test('prices a first fence from the catalogue and changes the price with each choice', async () => {
    api = serve();
    renderPage(<ConfiguratorPage />, { route: '/configurateur' });
    const total = await screen.findByTestId('fence-total');
    // 12 m, 1,50 m, concrete: 7 panels at 170,20 €, 8 posts at 49,30 €, 8 caps at 6,95 €, 7 rail kits at 25 €
    expect(total).toHaveTextContent('1 816,40 €');
    expect(screen.getByTestId('fence-summary')).toHaveTextContent(
      'Clôture de 12,00 m, 1,50 m de haut, Gris anthracite',
    );
    // The colon before the price held to its word.
    expect(screen.getByTestId('fence-summary').textContent).toMatch(
      /poteaux scellés\u00a0: 1\u202f816,40\u00a0€\u00a0TTC\.$/,
    );

    await userEvent.click(screen.getByRole('radio', { name: /^1,00\sm/ }));
    expect(screen.getByTestId('fence-total')).not.toHaveTextContent('1 816,40 €');
    expect(screen.getAllByTestId('bom-line')).toHaveLength(4);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Ajouter un portillon' }));
    expect(screen.getAllByTestId('bom-line')).toHaveLength(5);
    expect(screen.getByRole('combobox', { name: 'Charnières' })).toHaveAccessibleDescription(
      'Vu de la rue\u00a0; ouverture vers l’intérieur de la propriété.',
    );

    await userEvent.click(screen.getByRole('radio', { name: /Poteaux sur platines/ }));
    // A base plate and its anchor bolts per post.
    expect(screen.getAllByTestId('bom-line').map((row) => row.getAttribute('data-role'))).toEqual([
      'panel',
      'post',
      'cap',
      'rail',
      'base_plate',
      'anchor_bolts',
      'gate_door',
    ]);
  });

  test('its links navigate inside the site (router links, not page reloads): to the 3D page and to a product', async () => {
    api = serve();
    renderPage(<ConfiguratorPage />, { route: '/configurateur' });
    await screen.findByTestId('fence-total');
    const product = screen.getAllByTestId('bom-line')[0]!.querySelector('a')!;
    expect(product.getAttribute('href')).toMatch(/^\/p-[a-z0-9-]+\?variante=\d+$/);
    await userEvent.click(screen.getByRole('link', { name: 'Passez au configurateur 3D' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Configurateur de clôture 3D' })).toBeInTheDocument();
  });

  test('« Demander un devis » carries the design and its price even before any change', async () => {
    api = serve();
    renderPage(<ConfiguratorPage />, { route: '/configurateur-3d' });
    const total = await screen.findByTestId('fence-total');
    const link = new URL(screen.getByRole('link', { name: 'Demander un devis' }).getAttribute('href')!, 'http://x');
    expect(link.pathname).toBe('/devis/devis-cloture');
    expect(link.searchParams.get('configuration')).toMatch(/^1\./);
    const price = Number(link.searchParams.get('estimation'));
    expect(price).toBeGreaterThan(0);
    // The price sent is the one shown (wire money, × 10000).
    expect(total.textContent?.replace(/\s/g, '')).toContain(
      (price / 10000).toLocaleString('fr-FR', { minimumFractionDigits: 2 }).replace(/\s/g, ''),
    );
  });

  test('keeps the configuration in the URL, so a link reopens it', async () => {
    api = serve();
    const first = renderPage(<ConfiguratorPage />, { route: '/configurateur' });
    await screen.findByTestId('fence-total');
    await userEvent.click(screen.getByRole('radio', { name: /Poteaux sur platines/ }));
    const link = screen.getByRole('link', { name: 'Demander un devis' }).getAttribute('href')!;
    const code = new URL(link, 'http://x').searchParams.get('configuration')!;
    expect(code).toMatch(/^1\./);
    first.unmount();

    renderPage(<ConfiguratorPage />, { route: `/configurateur?config=${code}` });
    expect(await screen.findByRole('radio', { name: /Poteaux sur platines/ })).toBeChecked();
  });

  test('without JavaScript, « Ajouter au panier » posts the lines on screen to the cart page, and the share link is a link', async () => {
    api = serve();
    const first = renderPage(<ConfiguratorPage />, { route: '/configurateur' });
    await screen.findByTestId('fence-total');
    await userEvent.click(screen.getByRole('radio', { name: /Poteaux sur platines/ }));
    const code = new URL(
      screen.getByRole('link', { name: 'Demander un devis' }).getAttribute('href')!,
      'http://x',
    ).searchParams.get('configuration')!;
    first.unmount();

    // The page as a shared link opens it (the server renders the same).
    renderPage(<ConfiguratorPage />, { route: `/configurateur?config=${code}` });
    await screen.findByTestId('fence-total');
    const form = screen.getByRole('form', { name: 'Ajouter la clôture au panier' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/panier');
    expect(within(form).getByRole('button', { name: 'Ajouter au panier' })).toHaveAttribute('type', 'submit');
    const fields = [...new FormData(form as HTMLFormElement).entries()];
    expect(fields[0]).toEqual(['_action', 'add']);
    // A variant then its quantity, line by line: the table's lines, in its order.
    const rows = screen.getAllByTestId('bom-line');
    expect(rows.map((row) => row.getAttribute('data-role'))).toContain('base_plate');
    const shown = rows.flatMap((row) => [
      ['variant', row.getAttribute('data-variant-id')],
      ['quantity', (row as HTMLTableRowElement).cells[1]!.textContent],
    ]);
    expect(fields.slice(1)).toEqual(shown);

    // The copy and print buttons need the script; where it does not run (@media (scripting: none),
    // which jsdom does not match: hidden here; e2e configurator-no-js follows it), a link to this design.
    const share = screen.getByRole('link', { name: 'Lien de partage de cette configuration', hidden: true });
    expect(screen.queryByRole('link', { name: 'Lien de partage de cette configuration' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Imprimer le récapitulatif' })).toBeVisible();
    expect(share).toHaveAttribute('href', `/configurateur?config=${encodeURIComponent(code)}`);
    expect(screen.getByRole('button', { name: 'Copier le lien de partage' }).parentElement).not.toBe(
      share.parentElement,
    );
  });

  test('an installer’s refusal is shown and the fence cannot go to the cart', async () => {
    api = serve();
    renderPage(<ConfiguratorPage />, { route: '/configurateur' });
    await screen.findByTestId('fence-total');
    await userEvent.click(screen.getByRole('radio', { name: /^1,80\sm/ }));
    expect(screen.getByText(/Aucun poteau de 230 cm/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
  });

  test('adds every line of the bill of materials in one request, then says so', async () => {
    const updates: unknown[] = [];
    api = serve({
      'POST /api/v1/cart/update': (call) => {
        updates.push(call.body);
        return { body: { data: { token: 'tok', cart: { list: [] } } } };
      },
    });
    const { toasts, stop } = recordToasts();
    renderPage(<ConfiguratorPage />, { route: '/configurateur' });
    await screen.findByTestId('fence-total');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await screen.findByRole('button', { name: 'Ajouter au panier' });
    expect(updates).toHaveLength(1);
    const body = updates[0] as { type: string; elements: { element_id: number; quantity: number }[] };
    expect(body.type).toBe('add');
    // Panels, posts, a cap per post, a rail kit per panel: every line of the table, in one request.
    expect(body.elements.map((e) => e.quantity)).toEqual([7, 8, 8, 7]);
    const ids = screen.getAllByTestId('bom-line').map((row) => Number(row.getAttribute('data-variant-id')));
    expect(body.elements.map((e) => e.element_id)).toEqual(ids);
    // A ready text: the shell's toast host knows only the core catalogue's keys.
    expect(toasts.map((t) => t.message)).toContainEqual({ text: 'Votre clôture a été ajoutée au panier.' });
    stop();
  });

  test('a stock refusal of one line names it: none added, which line, asked and available', async () => {
    api = serve({
      'POST /api/v1/cart/update': (call) => {
        const [, post] = (call.body as { elements: { element_id: number }[] }).elements;
        return {
          status: 400,
          body: { code: 'CART_STOCK_INSUFFICIENT', message: 'x', data: { element_id: post!.element_id, available: 3 } },
        };
      },
    });
    renderPage(<ConfiguratorPage />, { route: '/configurateur' });
    await screen.findByTestId('fence-total');
    const second = screen.getAllByTestId('bom-line')[1]!;
    const name = second.querySelector('a')!.textContent;
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `Aucun des 4\u00a0articles n’a été ajouté au panier\u00a0: ligne 2, «\u00a0${name}\u00a0», 8\u00a0demandés, 3\u00a0disponibles.`,
    );
  });

  test('a cart refusal is told next to the button, in French', async () => {
    api = serve({
      'POST /api/v1/cart/update': { status: 409, body: { code: 'CART_STOCK_INSUFFICIENT', message: 'x' } },
    });
    renderPage(<ConfiguratorPage />, { route: '/configurateur' });
    await screen.findByTestId('fence-total');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(await screen.findByRole('alert')).not.toHaveTextContent('x');
  });

  test('a length out of range is refused on leaving the field with the sentence the server writes without JavaScript', async () => {
    api = serve();
    renderPage(<ConfiguratorPage />, { route: '/configurateur' });
    await screen.findByTestId('fence-total');
    const length = screen.getByRole('textbox', { name: /Longueur totale/ });
    await userEvent.clear(length);
    await userEvent.type(length, '70');
    await userEvent.tab();
    // lengthMessage, as the settings form submitted without the script says it (one text for both).
    expect(length).toHaveAccessibleDescription(
      expect.stringContaining('Indiquez une longueur en mètres entre 0,5 et 50\u00a0m, par exemple 12,5.'),
    );
    expect(screen.getByText(/sont obligatoires|Composez votre clôture/).textContent).toContain(
      'composite\u00a0: le prix',
    );
  });

  test('the form works with labels a screen reader announces (axe)', async () => {
    api = serve();
    const { container } = renderPage(<ConfiguratorPage />, { route: '/configurateur' });
    await screen.findByTestId('fence-total');
    expect(
      within(screen.getByRole('form', { name: 'Votre clôture' })).getByRole('textbox', { name: /Longueur totale/ }),
    ).toHaveValue('12');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('ConfiguratorPage: the settings form without JavaScript (GET)', () => {
  /** The settings form's fields as the browser would submit them, with `changes`, as the page's URL. */
  function submitted(changes: Record<string, string>, pathname = '/configurateur'): string {
    const form = screen.getByRole('form', { name: 'Votre clôture' }) as HTMLFormElement;
    const search = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    for (const [name, value] of Object.entries(changes)) search.set(name, value);
    return `${pathname}?${search}`;
  }

  test('its fields have names, it is a GET to the page, « Mettre à jour » laid out only without the script', async () => {
    api = serve();
    renderPage(<ConfiguratorPage />, { route: '/configurateur' });
    await screen.findByTestId('fence-total');
    const form = screen.getByRole('form', { name: 'Votre clôture' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/configurateur#votre-cloture');
    expect(screen.getByRole('region', { name: 'Votre clôture' })).toHaveAttribute('id', 'votre-cloture');
    const fields = new FormData(form as HTMLFormElement);
    // The gate door's details are in the HTML before the script, shown by CSS once its box is ticked.
    expect([...fields.keys()]).toEqual([
      'config',
      'gamme',
      'coloris',
      'hauteur',
      'fixation',
      'longueur',
      'portillon-largeur',
      'portillon-charnieres',
    ]);
    expect(fields.get('config')).toMatch(/^1\./);
    expect(fields.get('hauteur')).toBe('1500');
    expect(fields.get('longueur')).toBe('12');
    // Under @media (scripting: none) only, which jsdom does not match (e2e configurator-no-js shows it).
    const update = within(form).getAllByRole('button', { name: 'Mettre à jour', hidden: true });
    expect(update.every((button) => button.getAttribute('type') === 'submit')).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Mettre à jour' })).toBeNull();
  });

  test('the server renders the submitted fence: summary, lines, price, the cart’s form and the share link', async () => {
    api = serve();
    const first = renderPage(<ConfiguratorPage />, { route: '/configurateur' });
    await screen.findByTestId('fence-total');
    const route = submitted({ longueur: '8,5', hauteur: '1000', portillon: 'on' });
    first.unmount();

    renderPage(<ConfiguratorPage />, { route });
    await screen.findByTestId('fence-total');
    expect(screen.getByTestId('fence-summary')).toHaveTextContent(
      /^Clôture de 8,50\sm, 1,00\sm de haut, Gris anthracite, poteaux scellés, portillon de 1,00\sm\s: /,
    );
    expect(screen.getByRole('radio', { name: /^1,00\sm/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Longueur totale/ })).toHaveValue('8,5');
    const rows = screen.getAllByTestId('bom-line');
    expect(rows.map((row) => row.getAttribute('data-role'))).toContain('gate_door');
    const cart = new FormData(screen.getByRole('form', { name: 'Ajouter la clôture au panier' }) as HTMLFormElement);
    expect(cart.getAll('variant')).toEqual(rows.map((row) => row.getAttribute('data-variant-id')));
    expect(screen.queryByRole('alert')).toBeNull();
    // The share link names this fence alone, the field-less `?config=`.
    const share = screen.getByRole('link', { name: 'Lien de partage de cette configuration', hidden: true });
    const link = new URL(share.getAttribute('href')!, 'http://x');
    expect([...link.searchParams.keys()]).toEqual(['config']);
    expect(new FormData(screen.getByRole('form', { name: 'Votre clôture' }) as HTMLFormElement).get('config')).toBe(
      link.searchParams.get('config'),
    );
  });

  test('a length out of range: the French message beside the field, what was typed kept, the last valid fence priced', async () => {
    api = serve();
    const first = renderPage(<ConfiguratorPage />, { route: '/configurateur' });
    const total = (await screen.findByTestId('fence-total')).textContent;
    const summary = screen.getByTestId('fence-summary').textContent;
    const route = submitted({ longueur: '80', hauteur: '1000' });
    first.unmount();

    document.title = 'Configurateur de clôture | Arbora';
    renderPage(<ConfiguratorPage />, { route });
    await screen.findByTestId('fence-total');
    const length = screen.getByRole('textbox', { name: /Longueur totale/ });
    expect(length).toHaveValue('80');
    expect(length).toHaveAccessibleDescription(
      expect.stringMatching(/^Erreur\s: Indiquez une longueur en mètres entre 0,5 et 50\sm, par exemple 12,5\.$/),
    );
    expect(length).toHaveAttribute('id', 'champ-longueur');
    // The height accepted stays ticked; the fence priced is the one before the submit.
    expect(screen.getByRole('radio', { name: /^1,00\sm/ })).toBeChecked();
    expect(screen.getByTestId('fence-total').textContent).toBe(total);
    expect(screen.getByTestId('fence-summary').textContent).toBe(summary);
    // Shared's ErrorSummary, the server's answer: announced, focused on load, titled by its heading.
    const refusal = screen.getByRole('alert', {
      name: 'Votre clôture n’a pas été modifiée\u00a0: un choix est à corriger',
    });
    expect(within(refusal).getByRole('heading', { level: 2 }).textContent).toBe(
      'Votre clôture n’a pas été modifiée\u00a0: un choix est à corriger',
    );
    expect(refusal).toHaveAttribute('tabindex', '-1');
    expect(document.title).toBe('Erreur\u00a0: Configurateur de clôture | Arbora');
    const link = within(refusal).getByRole('link');
    expect(link.textContent).toBe(
      'Longueur totale\u00a0: Indiquez une longueur en mètres entre 0,5 et 50\u00a0m, par exemple 12,5.',
    );
    expect(link).toHaveAttribute('href', '#champ-longueur');

    // With the script, a change applies at once and the summary's alert goes (the URL is `?config=`
    // again); the length still to correct keeps its text and message, as when typed with the script.
    await userEvent.click(screen.getByRole('radio', { name: /^1,50\sm/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.title).toBe('Configurateur de clôture | Arbora');
    expect(length).toHaveValue('80');
    expect(length).toHaveAccessibleDescription(expect.stringContaining('Indiquez une longueur'));
  });

  test('the 3D configurator: « Ajouter un angle à 90° » submits itself without the script, in place with it', async () => {
    const noWebGl = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    api = serve();
    const first = renderPage(<ConfiguratorPage />, { route: '/configurateur-3d' });
    await screen.findByTestId('fence-total');
    const add = screen.getByRole('button', { name: 'Ajouter un angle à 90°' });
    expect(add).toHaveAttribute('type', 'submit');
    expect(add).toHaveAttribute('name', 'modifier');
    expect(add).toHaveAttribute('value', 'ajouter-angle');
    const route = submitted({ modifier: 'ajouter-angle', segment: '10' }, '/configurateur-3d');
    first.unmount();

    renderPage(<ConfiguratorPage />, { route });
    await screen.findByTestId('fence-total');
    expect(screen.getByTestId('fence-summary')).toHaveTextContent(/^Clôture de 14,00\sm avec 1 angle/);
    expect(screen.getByRole('button', { name: 'Retirer le segment 2' })).toHaveAttribute('value', 'retirer-segment-2');
    noWebGl.mockRestore();
  });
});

describe('ConfiguratorPage (/configurateur-3d)', () => {
  test('offers corners and draws the 2D elevation where WebGL is missing', async () => {
    const noWebGl = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    api = serve();
    renderPage(<ConfiguratorPage />, { route: '/configurateur-3d' });
    await screen.findByTestId('fence-total');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un angle à 90°' }));
    expect(screen.getByRole('textbox', { name: /Segment 2/ })).toBeInTheDocument();
    expect(screen.getByTestId('fence-summary')).toHaveTextContent('avec 1 angle');
    expect(screen.getByTestId('fence-elevation')).toBeInTheDocument();
    expect(noWebGl).toHaveBeenCalled();
    noWebGl.mockRestore();
  });
});

describe('ConfiguratorPage (/configurateur-3d): a gate', () => {
  test('swing or sliding, side, public road, motor: the bill of materials and the price follow', async () => {
    const noWebGl = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    api = serve();
    renderPage(<ConfiguratorPage />, { route: '/configurateur-3d' });
    await screen.findByTestId('fence-total');
    const roles = () => screen.getAllByTestId('bom-line').map((row) => row.getAttribute('data-role'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ajouter un portail' }));
    expect(roles()).toContain('gate');
    expect(screen.getByTestId('fence-summary')).toHaveTextContent('portail battant de 3,00 m');

    // Outwards onto a public road: refused, with the reason; inwards again: sold.
    await userEvent.click(screen.getByRole('radio', { name: 'Vers l’extérieur' }));
    expect(screen.getByText(/doit s’ouvrir vers l’intérieur/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Le portail donne sur la voie publique' }));
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();

    const before = screen.getByTestId('fence-total').textContent;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Motoriser le portail' }));
    expect(roles()).toContain('motor');
    expect(screen.getByTestId('fence-total').textContent).not.toBe(before);
    expect(screen.getByText(/alimentation électrique 230/)).toBeInTheDocument();

    // Sliding: the 4 m gate, the sliding motor; it needs room to slide on its side.
    await userEvent.click(screen.getByRole('radio', { name: 'Coulissant' }));
    expect(screen.getByRole('combobox', { name: /Largeur du portail/ })).toHaveValue('4000');
    // With the script, a sliding gate's form has no leaves' direction at all (not only hidden).
    expect(screen.queryByRole('radiogroup', { name: 'Sens d’ouverture des vantaux', hidden: true })).toBeNull();
    const motorRow = screen.getAllByTestId('bom-line').find((row) => row.getAttribute('data-role') === 'motor')!;
    expect(motorRow).toHaveTextContent('Motorisation coulissant');
    expect(screen.getByText(/doit coulisser le long de la clôture, côté gauche/)).toBeInTheDocument();
    // Its texts are a sliding gate's only, once hydrated (the server's HTML has both: gate-fieldset.test).
    expect(screen.queryByRole('combobox', { name: 'Vantail principal' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Motoriser le portail' })).toHaveAccessibleDescription(
      'Moteur à crémaillère et deux télécommandes.',
    );
    expect(screen.getByRole('checkbox', { name: 'Le portail donne sur la voie publique' })).toHaveAccessibleDescription(
      'Un portail coulissant glisse le long de la clôture, sans empiéter sur la voie.',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Le portail coulisse' }), 'right');
    expect(screen.queryByText(/doit coulisser le long de la clôture/)).not.toBeInTheDocument();
    expect(screen.getByTestId('fence-elevation').querySelector('[data-kind="gate"]')).not.toBeNull();
    expect(screen.getByTestId('fence-elevation').querySelector('[data-kind="motor"]')).not.toBeNull();
    noWebGl.mockRestore();
    // Many choices in a row: generous on a loaded machine.
  }, 30_000);
});

describe('pageHead and pageStatus', () => {
  const ctx = (route: string) => {
    const url = new URL(route, 'http://localhost');
    return { pathname: url.pathname, searchParams: url.searchParams, plasticLine: false };
  };

  test('a settings form refused without JavaScript answers 400; accepted, shared or bare, 200', () => {
    expect(pageStatus([parts], {}, ctx('/configurateur?longueur=80&hauteur=1000'))).toBe(400);
    expect(pageStatus([parts], {}, ctx('/configurateur-3d?segment=60'))).toBe(400);
    expect(pageStatus([parts], {}, ctx('/configurateur?longueur=8%2C5'))).toBe(200);
    expect(pageStatus([parts], {}, ctx('/configurateur'))).toBe(200);
  });

  test('a settings form refused without JavaScript: the server’s title starts with « Erreur : », not indexed', () => {
    const refused = pageHead([parts], {}, ctx('/configurateur?longueur=80&hauteur=1000'));
    expect(refused).toMatchObject({
      title: 'Erreur\u00a0: Configurateur de clôture',
      noindex: true,
      canonical: '/configurateur',
    });
    expect(pageHead([parts], {}, ctx('/configurateur-3d?segment=60'))?.title).toBe(
      'Erreur\u00a0: Configurateur de clôture 3D',
    );
    // Accepted, or the share link: the page's own title.
    expect(pageHead([parts], {}, ctx('/configurateur?longueur=8%2C5'))).toMatchObject({
      title: 'Configurateur de clôture',
      noindex: true,
    });
    expect(pageHead([parts], {}, ctx('/configurateur'))).toEqual(
      expect.objectContaining({ title: 'Configurateur de clôture' }),
    );
  });
});
