import { adoptServerSession, clearSession } from '@arbora/shared/store';
import { theme } from '@arbora/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import type { Menu, MenuItem } from '@arbora/shared/schemas';
import { Footer } from './footer';
import { menusQuery } from './use-menus';

function renderFooter(client = new QueryClient()) {
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <Footer />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => act(() => clearSession()));

it('gives each footer link a target at least 24 px high', () => {
  renderFooter();
  const links = screen.getAllByRole('link');
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    const style = getComputedStyle(link);
    expect(style.minHeight).toBe('1.5rem');
    expect(style.display).toBe('inline-flex');
  }
});

it('says prices are TTC to shoppers, and HT to a professional, who reads them so everywhere', async () => {
  renderFooter();
  expect(screen.getByText(/Prix TTC, éco-participation incluse\./)).toBeInTheDocument();
  act(() => adoptServerSession({ customer: { id: 7, firstname: 'Paul' }, isPro: true }));
  expect(await screen.findByText(/Prix HT pour les professionnels \(TVA en sus\)/)).toBeInTheDocument();
  expect(screen.queryByText(/Prix TTC/)).toBeNull();
});

const item = (id: number, label: string, url: string, children: MenuItem[] = []): MenuItem => ({
  id,
  label,
  url,
  external: false,
  children,
});

it('shows the API’s footer menu as columns: a heading per group, then its links (contact, blog…)', () => {
  const client = new QueryClient();
  // As GET /v1/menu answers (api/src/seed/site.ts): the « footer » menu beside « footer_legal ».
  const menus = [
    {
      technical_name: 'footer',
      items: [
        item(1, 'Aide', '/supports', [
          item(11, 'Livraison', '/livraison'),
          item(12, 'Contactez-nous', '/contactez-nous'),
        ]),
        item(2, 'Arbora', '/qui-sommes-nous', [item(21, 'Blog', '/blog'), item(22, 'Témoignages', '/temoignages')]),
      ],
    },
    { technical_name: 'footer_legal', items: [item(5, 'Mentions légales', '/mentions-legales')] },
  ] as unknown as Menu[];
  client.setQueryData(menusQuery().queryKey, menus);
  renderFooter(client);
  const useful = screen.getByRole('navigation', { name: 'Liens utiles' });
  expect(
    within(useful)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent),
  ).toEqual(['Aide', 'Arbora']);
  expect(within(useful).getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute('href', '/contactez-nous');
  expect(within(useful).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  const legal = screen.getByRole('navigation', { name: 'Informations légales' });
  expect(within(legal).getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/mentions-legales');
});

it('shows no empty column while the menus are unknown (the legal links keep their fallback)', () => {
  renderFooter();
  expect(screen.queryByRole('navigation', { name: 'Liens utiles' })).toBeNull();
  expect(screen.getByRole('navigation', { name: 'Informations légales' })).toBeInTheDocument();
});
