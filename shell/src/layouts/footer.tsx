import { useProPrices } from '@arbora/shared/store';
import styled from 'styled-components';
import { MenuLink, useMenuClicks } from '../header/menu-link';
import { FOOTER_ID } from './footer-id';
import { PageWidth } from './page-width';
import { FALLBACK_FOOTER, useMenu } from './use-menus';

const Bar = styled.footer`
  margin-top: ${({ theme }) => theme.space.xxxl};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.text};
`;

const Inner = styled(PageWidth)`
  padding-block: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    color: ${({ theme }) => theme.color.text};
    /* A target of at least 24 px high (WCAG 2.5.8): the text alone is about 16 px. */
    display: inline-flex;
    align-items: center;
    min-height: 1.5rem;
  }
`;

/** How the site's prices read: a professional sees HT first everywhere (use-pro-prices.ts). */
const PRICES_NOTE = {
  shopper: 'Prix TTC, éco-participation incluse.',
  pro: 'Prix HT pour les professionnels (TVA en sus), éco-participation incluse.',
};

/** The site footer: legal links first (mentions légales, CGV, cookies, accessibility). */
export function Footer() {
  const items = useMenu('footer_legal', FALLBACK_FOOTER);
  const pricesNote = useProPrices() ? PRICES_NOTE.pro : PRICES_NOTE.shopper;
  // Its links navigate with the router from here (menu-link.tsx).
  const onClick = useMenuClicks();
  return (
    <Bar id={FOOTER_ID}>
      <Inner onClick={onClick}>
        <nav aria-label="Informations légales">
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                <MenuLink item={item} />
              </li>
            ))}
          </ul>
        </nav>
        <p>© Arbora – bois composite pour l’extérieur. {pricesNote}</p>
      </Inner>
    </Bar>
  );
}
