import { adoptServerSession, clearSession } from '@arbora/shared/store';
import { theme } from '@arbora/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { Footer } from './footer';

function renderFooter() {
  render(
    <QueryClientProvider client={new QueryClient()}>
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
