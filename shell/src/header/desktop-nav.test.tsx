import { theme } from '@arbora/shared/ui';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { DesktopNav, HOVER_CLOSE_MS, HOVER_OPEN_MS } from './desktop-nav';
import { TEST_MENU } from './test-menu';

const renderNav = () =>
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <DesktopNav items={TEST_MENU} />
        <button type="button">Ailleurs</button>
      </MemoryRouter>
    </ThemeProvider>,
  );

const nav = () => screen.getByRole('navigation', { name: 'Navigation principale' });

expect.extend(toHaveNoViolations);

describe('DesktopNav (disclosure navigation)', () => {
  it('keeps the first level as links, each with a collapsed disclosure button', async () => {
    const { container } = renderNav();
    expect(within(nav()).getByRole('link', { name: 'Terrasse' })).toHaveAttribute('href', '/terrasse-composite');
    const toggle = within(nav()).getByRole('button', { name: 'Sous-menu Terrasse' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('button', { name: 'Sous-menu Réalisations' })).toBeNull();
    expect(within(nav()).queryByRole('link', { name: 'Lames alvéolaires' })).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('works with the keyboard alone: arrows along the bar, Enter opens, Down enters the panel, Escape returns', async () => {
    const { container } = renderNav();
    within(nav()).getByRole('link', { name: 'Terrasse' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const toggle = within(nav()).getByRole('button', { name: 'Sous-menu Terrasse' });
    expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(panel).getByRole('link', { name: 'Lames de terrasse' })).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Lames alvéolaires' })).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();

    await userEvent.keyboard('{ArrowDown}');
    await act(() => new Promise(requestAnimationFrame));
    expect(within(panel).getByRole('link', { name: 'Lames de terrasse' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(panel).getByRole('link', { name: 'Lames alvéolaires' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(within(panel).getByRole('link', { name: 'Lames de terrasse' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(within(nav()).getByRole('link', { name: 'Clôture' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(within(nav()).getByRole('link', { name: 'Terrasse' })).toHaveFocus();
  });

  it('keeps working when the DOM holds other ids than this render computes (server ids kept by hydration)', async () => {
    renderNav();
    // React never rewrites an id attribute whose prop did not change: give the DOM other ids, as a
    // server render whose tree differed from the browser's would.
    for (const element of Array.from(nav().querySelectorAll<HTMLElement>('[id]')))
      element.id = element.id.replace(/^[^-]+/, 'server');
    for (const element of Array.from(nav().querySelectorAll<HTMLElement>('[aria-controls]')))
      element.setAttribute('aria-controls', element.getAttribute('aria-controls')!.replace(/^[^-]+/, 'server'));
    const toggle = within(nav()).getByRole('button', { name: 'Sous-menu Terrasse' });
    toggle.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Lames de terrasse' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(nav()).getByRole('link', { name: 'Lames alvéolaires' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('opens on hover only after the intent delay, closes after leaving, and when the focus leaves', async () => {
    jest.useFakeTimers();
    try {
      renderNav();
      const toggle = within(nav()).getByRole('button', { name: 'Sous-menu Terrasse' });
      const item = toggle.closest('li') as HTMLElement;
      fireEvent.mouseEnter(item);
      act(() => jest.advanceTimersByTime(HOVER_OPEN_MS - 20));
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      act(() => jest.advanceTimersByTime(40));
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      fireEvent.mouseLeave(item);
      act(() => jest.advanceTimersByTime(HOVER_CLOSE_MS - 20));
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      act(() => jest.advanceTimersByTime(40));
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    } finally {
      jest.useRealTimers();
    }
    const toggle = within(nav()).getByRole('button', { name: 'Sous-menu Terrasse' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Ailleurs' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('DesktopNav current page', () => {
  it('marks a line home (« La gamme Océlia », /ocelia) current on itself only', () => {
    const items = [
      { id: 1, label: 'La gamme Océlia', url: '/ocelia', external: false, children: [] },
      { id: 2, label: 'Nous rejoindre', url: '/ocelia/nous-rejoindre', external: false, children: [] },
    ];
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/ocelia/nous-rejoindre']}>
          <DesktopNav items={items} />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'La gamme Océlia' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Nous rejoindre' })).toHaveAttribute('aria-current', 'page');
  });
});
