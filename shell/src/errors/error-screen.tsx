import { errorScreenText, t } from '@arbora/shared/messages';
import type { MenuItem } from '@arbora/shared/schemas';
import { useId } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { MenuLink, useMenuClicks } from '../header/menu-link';
import { SearchBox } from '../header/search-box';
import { FALLBACK_HEADER, useMenu } from '../layouts/use-menus';

const Screen = styled.section`
  max-width: ${({ theme }) => theme.container.narrow};
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  text-align: center;
`;

const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xxxl};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.primary};
`;

const HomeLink = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Help = styled.div`
  margin: ${({ theme }) => theme.space.xl} auto 0;
  max-width: 32rem;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
`;

/** The 404 page's own texts (the shell's: the shared catalogue has none for them). */
const NOT_FOUND_HELP = {
  search: 'Rechercher un produit ou un conseil',
  links: 'Parcourir nos rubriques',
};

const CONTACT: MenuItem = { id: -100, label: 'Nous contacter', url: '/contactez-nous', external: false, children: [] };

/**
 * What a shopper who followed a dead link can do next, as good shops offer it on their 404: the
 * site's search (the header's own box, a GET form to /recherche without JavaScript) and the main
 * sections of the menu, with the contact page.
 */
function NotFoundHelp() {
  const id = useId();
  const items = useMenu('header', FALLBACK_HEADER);
  const links = [...items, CONTACT].filter(
    (item, index, all) => all.findIndex((other) => other.url === item.url) === index,
  );
  // Its links navigate with the router from here (menu-link.tsx).
  const onClick = useMenuClicks();
  return (
    <Help>
      <div>
        <h2 id={`${id}-search`}>{NOT_FOUND_HELP.search}</h2>
        <SearchBox labelledBy={`${id}-search`} />
      </div>
      <nav aria-labelledby={`${id}-links`} onClick={onClick} data-testid="not-found-links">
        <h2 id={`${id}-links`}>{NOT_FOUND_HELP.links}</h2>
        <ul>
          {links.map((item) => (
            <li key={item.id}>
              <MenuLink item={item} />
            </li>
          ))}
        </ul>
      </nav>
    </Help>
  );
}

/**
 * SPEC 2.1: a title, a description chosen by status (none for 500), a button back to home; a 404
 * also offers the search and the main sections. The error's technical message (« Page not found
 * /x », an exception's text) is never shown: it is English, and echoing the path helps no shopper.
 */
export function ErrorScreen({ status }: { status: number }) {
  const text = errorScreenText(status);
  return (
    <Screen aria-labelledby="error-title" data-status={status}>
      <Status aria-hidden="true">{status}</Status>
      <h1 id="error-title">{text.title}</h1>
      {text.description ? <p>{text.description}</p> : null}
      {status === 404 ? <NotFoundHelp /> : null}
      <HomeLink to="/">{t('back_to_home')}</HomeLink>
    </Screen>
  );
}
