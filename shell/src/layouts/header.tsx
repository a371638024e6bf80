import { t } from '@arbora/shared/messages';
import { PLASTIC_LINE_SEGMENT } from '@arbora/shared/routes';
import { Link } from 'react-router';
import styled from 'styled-components';
import { AccountLink } from '../header/account-link';
import { DesktopNav } from '../header/desktop-nav';
import { Nav as DesktopNavBar } from '../header/desktop-nav-styles';
import { MenuDrawer } from '../header/menu-drawer';
import { SearchIcon } from '../header/icons';
import { SearchBox } from '../header/search-box';
import { useCompactHeader } from '../header/use-compact-header';
import { CartLink } from './cart-link';
import { PageWidth } from './page-width';
import { FALLBACK_HEADER, FALLBACK_OCELIA_HEADER, useMenu } from './use-menus';

/**
 * Phone first: menu, brand, account and cart on one row, the search box on its own row. From the
 * lg breakpoint: brand, search, account and cart, then the menu bar. Every row has a fixed height,
 * and which controls show is decided by CSS, never by JS: server and client render the same markup.
 * The rows sit in the pages' width and gutters (PageWidth): the logo lines up with the page.
 */
const Inner = styled(PageWidth)`
  padding-block: ${({ theme }) => theme.space.xs};
  display: grid;
  grid-template-columns: auto 1fr auto;
  grid-template-areas:
    'menu brand tools'
    'search search search';
  grid-template-rows: 3rem 3rem;
  align-items: center;
  column-gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: auto minmax(16rem, 36rem) 1fr;
    grid-template-areas:
      'brand search tools'
      'nav nav nav';
    grid-template-rows: 3.5rem 3rem;
    column-gap: ${({ theme }) => theme.space.lg};
  }
`;

const MenuSlot = styled.div`
  grid-area: menu;
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const Brand = styled(Link)`
  grid-area: brand;
  justify-self: start;
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.primary};
  text-decoration: none;
`;

const SearchSlot = styled.div`
  grid-area: search;
  min-width: 0;
`;

const Tools = styled.div`
  grid-area: tools;
  justify-self: end;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  a {
    color: ${({ theme }) => theme.color.text};
  }
`;

/**
 * On a phone, the way back to the search box while the header is compact (its row is then tucked
 * under the first): it takes its place in the first row at all times and only becomes visible, so
 * nothing moves when it appears.
 */
const SearchButton = styled.button`
  visibility: hidden;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

/**
 * Compact (scrolled, nothing focused inside): the second row (phone: search; desktop: menu bar)
 * slides under the first. Only transforms and opacity change: the header keeps its height in the
 * document flow and no box moves, so compacting shifts no layout (CLS 0).
 */
const Bar = styled.header`
  --header-second-row: 3rem;
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  transition: transform 0.2s ease;
  ${MenuSlot}, ${Brand}, ${SearchSlot}, ${Tools}, ${DesktopNavBar} {
    transition:
      transform 0.2s ease,
      opacity 0.2s ease;
  }
  @media (prefers-reduced-motion: reduce) {
    &,
    ${MenuSlot}, ${Brand}, ${SearchSlot}, ${Tools}, ${DesktopNavBar} {
      transition: none;
    }
  }
  /* Visible while compact even with focus inside: pressing it focuses it first (the row comes back). */
  &[data-compact='true'] ${SearchButton} {
    visibility: visible;
  }
  &[data-compact='true']:not(:focus-within) {
    transform: translateY(calc(-1 * var(--header-second-row)));
    ${MenuSlot}, ${Brand}, ${Tools} {
      transform: translateY(var(--header-second-row));
    }
    ${SearchSlot} {
      opacity: 0;
      pointer-events: none;
    }
    ${({ theme }) => theme.media.lg} {
      ${SearchSlot} {
        opacity: 1;
        pointer-events: auto;
        transform: translateY(var(--header-second-row));
      }
      ${DesktopNavBar} {
        opacity: 0;
        pointer-events: none;
      }
    }
  }
`;

/** The site header: brand, search, main menu from the API (static fallback), account and cart. */
export function Header({ plasticLine }: { plasticLine: boolean }) {
  const items = useMenu(
    plasticLine ? 'ocelia_header' : 'header',
    plasticLine ? FALLBACK_OCELIA_HEADER : FALLBACK_HEADER,
  );
  const { compact, sentinel } = useCompactHeader();
  return (
    <>
      {sentinel}
      <Bar data-compact={compact ? 'true' : 'false'} data-testid="site-header">
        <Inner>
          <MenuSlot>
            <MenuDrawer items={items} />
          </MenuSlot>
          <Brand
            to={plasticLine ? `/${PLASTIC_LINE_SEGMENT}` : '/'}
            aria-label={plasticLine ? 'Océlia, accueil' : 'Arbora, accueil'}
          >
            {plasticLine ? 'Océlia' : 'Arbora'}
          </Brand>
          <SearchSlot>
            <SearchBox />
          </SearchSlot>
          <Tools>
            <SearchButton
              type="button"
              aria-label={t('header_search_label')}
              data-testid="compact-search"
              onClick={(event) =>
                // Focus inside the header brings its search row back (see Bar).
                event.currentTarget.closest('header')?.querySelector<HTMLInputElement>('input[type="search"]')?.focus()
              }
            >
              <SearchIcon />
            </SearchButton>
            <AccountLink />
            <CartLink />
          </Tools>
          <DesktopNav items={items} />
        </Inner>
      </Bar>
    </>
  );
}
