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

/**
 * The footer's columns (the API's « footer » menu: services, help, the company): what a shopper
 * looks for at the bottom of a page (contact, delivery, stores, blog, testimonials). One under the
 * other on a phone, side by side from about 36rem.
 */
const Columns = styled.ul`
  && {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
    gap: ${({ theme }) => theme.space.lg};
    padding-bottom: ${({ theme }) => theme.space.md};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  h2 a {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
  && ul {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
  }
`;

/** How the site's prices read: a professional sees HT first everywhere (use-pro-prices.ts). */
const PRICES_NOTE = {
  shopper: 'Prix TTC, éco-participation incluse.',
  pro: 'Prix HT pour les professionnels (TVA en sus), éco-participation incluse.',
};

/** The site footer: its columns of useful links (API menu « footer »), then the legal links (mentions légales, CGV, cookies, accessibility). */
export function Footer() {
  const groups = useMenu('footer', []);
  const items = useMenu('footer_legal', FALLBACK_FOOTER);
  const pricesNote = useProPrices() ? PRICES_NOTE.pro : PRICES_NOTE.shopper;
  // Its links navigate with the router from here (menu-link.tsx).
  const onClick = useMenuClicks();
  return (
    <Bar id={FOOTER_ID}>
      <Inner onClick={onClick}>
        {groups.length ? (
          <nav aria-label="Liens utiles">
            <Columns>
              {groups.map((group) => (
                <li key={group.id}>
                  <h2>
                    <MenuLink item={group} />
                  </h2>
                  {group.children.length ? (
                    <ul>
                      {group.children.map((item) => (
                        <li key={item.id}>
                          <MenuLink item={item} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </Columns>
          </nav>
        ) : null}
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
