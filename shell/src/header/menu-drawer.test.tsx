import { theme } from '@arbora/shared/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { MenuDrawer } from './menu-drawer';
import type * as PanelModule from './menu-drawer-panel';
import { TEST_MENU } from './test-menu';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderDrawer() {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/']}>
        <div data-layout="default">
          <MenuDrawer items={TEST_MENU} />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </div>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

expect.extend(toHaveNoViolations);

describe('MenuDrawer (phone menu)', () => {
  it('opens a labelled modal drawer with the whole tree, levels expanding in place, the page behind inert', async () => {
    const { baseElement, container } = renderDrawer();
    const opener = screen.getByRole('button', { name: 'Menu' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(opener);

    // Its code comes with the first press (its own chunk), then it shows.
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(container.querySelector('[data-layout]')).toHaveAttribute('inert');
    const nav = within(drawer).getByRole('navigation', { name: 'Menu du site' });
    expect(within(nav).getByRole('link', { name: 'Terrasse' })).toBeVisible();
    expect(within(nav).queryByRole('link', { name: 'Lames de terrasse' })).toBeNull();

    const terrace = within(nav).getByRole('button', { name: 'Sous-menu Terrasse' });
    await userEvent.click(terrace);
    expect(terrace).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(nav).getByRole('button', { name: 'Sous-menu Lames de terrasse' }));
    expect(within(nav).getByRole('link', { name: 'Lames alvéolaires' })).toBeVisible();
    expect(await axe(baseElement)).toHaveNoViolations();

    // Following a link closes the drawer and lifts the inert page.
    await userEvent.click(within(nav).getByRole('link', { name: 'Lames alvéolaires' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/c-lames-terrasse-alveolaires');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.querySelector('[data-layout]')).not.toHaveAttribute('inert');
  });

  it('Escape and the close button close it and give the focus back to « Menu »', async () => {
    const { container } = renderDrawer();
    const opener = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(opener);
    expect(await screen.findByRole('button', { name: 'Fermer le menu' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(container.querySelector('[data-layout]')).not.toHaveAttribute('inert');

    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Fermer le menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('gives the focus back to « Menu » even when the inert page had taken it off the button before the trap started', async () => {
    renderDrawer();
    const opener = screen.getByRole('button', { name: 'Menu' });
    opener.focus();
    // What Chromium does when the page around the focused button turns inert: the focus goes to the body.
    const observer = new MutationObserver(() => {
      if (document.activeElement === opener) opener.blur();
    });
    observer.observe(document.body, { attributes: true, attributeFilter: ['inert'], subtree: true });
    await userEvent.click(opener);
    await screen.findByRole('button', { name: 'Fermer le menu' });
    observer.disconnect();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('renders only the button before the first press: the drawer is code for later', () => {
    const { container } = renderDrawer();
    expect(screen.queryByRole('dialog')).toBeNull();
    // the button, the site map's link for a page without scripts, the page
    expect(container.querySelector('[data-layout]')?.children).toHaveLength(3);
  });

  it('is also a link to the site map, for a browser where scripts do not run (the drawer needs them)', () => {
    renderDrawer();
    // Laid out only under @media (scripting: none), which jsdom does not match: hidden here (the
    // e2e header-navigation spec follows it without JavaScript).
    const link = screen.getByRole('link', { hidden: true });
    expect(link).toHaveAttribute('href', '/plan-du-site');
    expect(link).toHaveTextContent('Menu');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('opens once its code is there when it could not be loaded at the first press', async () => {
    const panel = jest.requireActual<typeof PanelModule>('./menu-drawer-panel');
    let fail = true;
    jest.doMock('./menu-drawer-panel', () => {
      if (fail) throw new Error('Loading chunk 12 failed.');
      return panel;
    });
    try {
      renderDrawer();
      const opener = screen.getByRole('button', { name: 'Menu' });
      await userEvent.click(opener);
      await waitFor(() => expect(opener).toHaveAttribute('aria-expanded', 'false'));
      expect(screen.queryByRole('dialog')).toBeNull();

      fail = false;
      await userEvent.click(opener);
      expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    } finally {
      jest.dontMock('./menu-drawer-panel');
    }
  });
});
