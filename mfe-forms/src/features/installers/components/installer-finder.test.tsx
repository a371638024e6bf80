import type { PageSummary } from '@arbora/shared/schemas';
import { renderPage } from '@arbora/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { InstallerFinder, nearestInstallers } from './installer-finder';

expect.extend(toHaveNoViolations);

const installer = (id: number, title: string, city: string, lat: number, lng: number) =>
  ({
    id,
    title,
    slug: `services/trouver-un-poseur/${title.toLowerCase().replace(/\W+/g, '-')}`,
    location: { city, lat, lng, address: null, postcode: null, region: null, phone: '02 40 00 00 00', hours: [] },
  }) as unknown as PageSummary;

const INSTALLERS = [
  installer(1, 'Terrasses du Sud', 'Marseille', 43.3, 5.37),
  installer(2, 'Paysages de l’Ouest', 'Nantes', 47.22, -1.55),
  installer(3, 'Clôtures Services', 'Lille', 50.63, 3.06),
  installer(4, 'Atelier du Bois', 'Angers', 47.47, -0.55),
];

describe('InstallerFinder', () => {
  it('ranks installers by distance from a postcode', () => {
    const ranked = nearestInstallers(INSTALLERS, '44000', 3);
    expect(ranked?.map((r) => r.installer.id)).toEqual([2, 4, 3]);
    expect(ranked?.[0]?.km).toBeLessThan(5);
    expect(nearestInstallers(INSTALLERS, '4400')).toBeNull();
  });

  it('shows the postcode hint typeset, not an escape sequence', () => {
    renderPage(<InstallerFinder installers={INSTALLERS} />);
    expect(screen.getByText(/^5 chiffres/).textContent).toBe('5\u00a0chiffres, exemple\u00a0: 44000');
  });

  it('lists the nearest with their distance and a link to their page; a bad postcode is said', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(<InstallerFinder installers={INSTALLERS} />);
    await user.type(screen.getByLabelText(/Votre code postal/), '44');
    await user.click(screen.getByRole('button', { name: 'Trouver un poseur' }));
    expect(screen.getByText('Veuillez saisir un code postal à 5 chiffres.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Votre code postal/), '000');
    await user.click(screen.getByRole('button', { name: 'Trouver un poseur' }));
    const items = within(screen.getByRole('list', { name: 'Poseurs les plus proches' })).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]!.textContent).toMatch(/Paysages de l’Ouest.*Nantes — à\u00a0\d\u00a0km/);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/services/trouver-un-poseur/paysages-de-l-ouest',
    );
    expect(screen.getByRole('img', { name: /Carte de nos 4 poseurs partenaires/ })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('titles its answer as the h2 above the installers’ h3, naming the postcode searched', async () => {
    const user = userEvent.setup();
    renderPage(<InstallerFinder installers={INSTALLERS} />);
    const field = screen.getByLabelText(/Votre code postal/);
    await user.type(field, '44000');
    await user.click(screen.getByRole('button', { name: 'Trouver un poseur' }));
    const title = screen.getByRole('heading', {
      level: 2,
      name: /^Les 4\s+poseurs partenaires les plus proches de 44000$/,
    });
    const nearest = screen.getByRole('list', { name: 'Poseurs les plus proches' });
    expect(within(nearest).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Paysages de l’Ouest');
    expect(title.compareDocumentPosition(nearest) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Typing another postcode changes nothing until it is searched.
    await user.clear(field);
    await user.type(field, '59');
    expect(title.textContent).toBe('Les 4\u00a0poseurs partenaires les plus proches de 44000');
  });
});
