import { theme } from '@arbora/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { Footer } from '../layouts/footer';
import { DesktopNav } from './desktop-nav';
import { isCurrentPath } from './menu-link';
import { TEST_MENU } from './test-menu';

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="page">{`${useNavigationType()} ${pathname}`}</output>;
}

const wrap = (children: ReactNode, at = '/') => (
  <QueryClientProvider client={new QueryClient()}>
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[at]}>
        {children}
        <Where />
      </MemoryRouter>
    </ThemeProvider>
  </QueryClientProvider>
);

const page = () => screen.getByRole('status', { name: 'page' }).textContent;
const nav = () => screen.getByRole('navigation', { name: 'Navigation principale' });

describe('menu links (header and footer)', () => {
  it('are plain anchors, not a router Link each: the server renders them with no router hooks per link', () => {
    const html = renderToString(
      wrap(
        <>
          <DesktopNav items={TEST_MENU} />
          <Footer />
        </>,
      ),
    );
    expect(html).toContain('href="/c-lames-terrasse-alveolaires"');
    expect(html).toContain('href="/mentions-legales"');
    // React Router's Link marks each of its anchors data-discover.
    expect(html).not.toContain('data-discover');
  });

  it('navigate in the page with the router on a plain click, and close the open panel', async () => {
    render(wrap(<DesktopNav items={TEST_MENU} />));
    const toggle = within(nav()).getByRole('button', { name: 'Sous-menu Terrasse' });
    await userEvent.click(toggle);
    const link = within(nav()).getByRole('link', { name: 'Lames alvéolaires' });
    // fireEvent returns false when the default (the browser loading the page) was prevented.
    let loaded = true;
    act(() => {
      loaded = fireEvent.click(link);
    });
    expect(loaded).toBe(false);
    expect(page()).toBe('PUSH /c-lames-terrasse-alveolaires');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).getByRole('link', { name: 'Lames alvéolaires', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('replace the history entry when the link is the page shown', () => {
    render(wrap(<DesktopNav items={TEST_MENU} />, '/realisations'));
    act(() => {
      fireEvent.click(within(nav()).getByRole('link', { name: 'Réalisations' }));
    });
    expect(page()).toBe('REPLACE /realisations');
  });

  it('leave a click with a modifier key or another button to the browser (a new tab)', () => {
    render(wrap(<DesktopNav items={TEST_MENU} />));
    const link = within(nav()).getByRole('link', { name: 'Réalisations' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      let loaded = false;
      act(() => {
        loaded = fireEvent.click(link, init);
      });
      expect(loaded).toBe(true);
    }
    expect(page()).toBe('POP /');
  });

  it('in the footer navigate with the router too', () => {
    render(wrap(<Footer />));
    let loaded = true;
    act(() => {
      loaded = fireEvent.click(screen.getByRole('link', { name: 'CGV' }));
    });
    expect(loaded).toBe(false);
    expect(page()).toBe('PUSH /conditions-generales-de-vente');
  });
});

describe('isCurrentPath (NavLink’s rule)', () => {
  it.each([
    ['/c-clotures', '/c-clotures', false, true],
    ['/c-clotures', '/C-Clotures', false, true],
    ['/conseils', '/conseils/terrasse', false, true],
    ['/conseils', '/conseils-terrasse', false, false],
    ['/ocelia', '/ocelia/nous-rejoindre', true, false],
    ['/', '/c-clotures', false, false],
    ['/', '/', true, true],
    ['/recherche?q=lame', '/recherche', false, true],
  ])('%s at %s (end %s): %s', (url, pathname, end, expected) => {
    expect(isCurrentPath(url, pathname, end)).toBe(expected);
  });
});
