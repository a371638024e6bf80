import { t } from '@arbora/shared/messages';
import { PLASTIC_LINE_SEGMENT } from '@arbora/shared/routes';
import type { MenuItem } from '@arbora/shared/schemas';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router';
import { ChevronIcon } from './icons';
import { Nav, Panel, Toggle, TopList } from './desktop-nav-styles';
import { isCurrentPath, MenuLink, useMenuClicks } from './menu-link';

/** Hover intent: a pointer crossing the bar on its way down opens nothing, a brief exit closes nothing. */
export const HOVER_OPEN_MS = 150;
export const HOVER_CLOSE_MS = 300;

const LINE_HOMES = new Set(['/', `/${PLASTIC_LINE_SEGMENT}`]);

const focusables = (root: Element | null, selector: string) =>
  root ? Array.from(root.querySelectorAll<HTMLElement>(selector)) : [];

/**
 * The desktop main menu (WAI-ARIA disclosure navigation with top-level links): each first-level
 * link has a button that shows its second and third levels in a panel. Left/Right move along the
 * bar, Down enters the open panel, Up/Down move in it, Escape closes it and returns to its button.
 */
export function DesktopNav({ items }: { items: MenuItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const nav = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const baseId = useId();
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  const { pathname } = useLocation();
  // A line's home (`/`, `/ocelia`) is current on itself only, not on every page below it.
  const current = (item: MenuItem) => isCurrentPath(item.url, pathname, LINE_HOMES.has(item.url));

  const clearTimer = () => clearTimeout(timer.current);
  useEffect(() => clearTimer, []);

  // A click anywhere else closes the open panel.
  useEffect(() => {
    if (openIndex === null) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpenIndex(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openIndex]);

  const close = () => {
    clearTimer();
    setOpenIndex(null);
  };
  // Its links navigate with the router from here (menu-link.tsx), and close the open panel.
  const onClick = useMenuClicks(close);

  const hoverIn = (index: number) => {
    clearTimer();
    if (openIndex !== null) {
      setOpenIndex(index);
      return;
    }
    timer.current = setTimeout(() => setOpenIndex(index), HOVER_OPEN_MS);
  };
  const hoverOut = () => {
    clearTimer();
    timer.current = setTimeout(() => setOpenIndex(null), HOVER_CLOSE_MS);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    // The bar and its open panel are read from the DOM the key was pressed in, not from this
    // render's closure: the handler acts on what the shopper sees.
    const root = event.currentTarget;
    const top = focusables(root, '[data-top]');
    const topIndex = top.indexOf(target);
    // Panels are found through their button's aria-controls as rendered, never by recomputing an
    // id: if the server and the browser trees ever differ, useId differs while the DOM keeps the
    // server's ids.
    const panelOf = (toggle: HTMLElement | null) => {
      const id = toggle?.getAttribute('aria-controls');
      return id ? document.getElementById(id) : null;
    };
    const openToggle = root.querySelector<HTMLElement>('[data-toggle][aria-expanded="true"]');
    const shownIndex = openToggle ? Number(openToggle.dataset.toggle) : null;
    const panel = panelOf(openToggle);
    const inPanel = focusables(panel, 'a');
    const panelIndex = inPanel.indexOf(target);
    const move = (list: HTMLElement[], index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };

    if (event.key === 'Escape' && shownIndex !== null) {
      event.preventDefault();
      close();
      openToggle?.focus();
    } else if (topIndex >= 0 && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
      move(top, topIndex + (event.key === 'ArrowRight' ? 1 : -1));
    } else if (topIndex >= 0 && (event.key === 'Home' || event.key === 'End')) {
      move(top, event.key === 'Home' ? 0 : top.length - 1);
    } else if (topIndex >= 0 && event.key === 'ArrowDown' && target.dataset.toggle !== undefined) {
      event.preventDefault();
      const index = Number(target.dataset.toggle);
      // Shown synchronously, so its first link can take the focus now.
      if (shownIndex !== index) flushSync(() => setOpenIndex(index));
      focusables(panelOf(target), 'a')[0]?.focus();
    } else if (panelIndex >= 0 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      move(inPanel, panelIndex + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (panelIndex >= 0 && (event.key === 'Home' || event.key === 'End')) {
      move(inPanel, event.key === 'Home' ? 0 : inPanel.length - 1);
    }
  };

  return (
    <Nav
      ref={nav}
      aria-label={t('header_main_navigation')}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onBlur={(event) => {
        if (!nav.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <TopList>
        {items.map((item, index) => {
          const open = openIndex === index;
          const hasChildren = item.children.length > 0;
          return (
            <li
              key={item.id}
              onMouseEnter={hasChildren ? () => hoverIn(index) : undefined}
              onMouseLeave={hasChildren ? hoverOut : undefined}
            >
              <MenuLink item={item} current={current(item)} data-top="" />
              {hasChildren ? (
                <>
                  <Toggle
                    type="button"
                    id={`${panelId(index)}-toggle`}
                    data-top=""
                    data-toggle={String(index)}
                    aria-expanded={open}
                    aria-controls={panelId(index)}
                    aria-label={t('header_submenu_toggle', { label: item.label })}
                    onClick={() => {
                      clearTimer();
                      setOpenIndex(open ? null : index);
                    }}
                  >
                    <ChevronIcon open={open} />
                  </Toggle>
                  <Panel id={panelId(index)} hidden={!open}>
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <MenuLink item={child} current={current(child)} data-level="2" />
                        {child.children.length > 0 ? (
                          <ul>
                            {child.children.map((leaf) => (
                              <li key={leaf.id}>
                                <MenuLink item={leaf} current={current(leaf)} data-level="3" />
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </li>
                    ))}
                  </Panel>
                </>
              ) : null}
            </li>
          );
        })}
      </TopList>
    </Nav>
  );
}
