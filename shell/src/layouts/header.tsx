import { PLASTIC_LINE_SEGMENT } from '@arbora/shared/routes';
import { useSession } from '@arbora/shared/store';
import { Link, NavLink } from 'react-router';
import styled from 'styled-components';
import { CartLink } from './cart-link';
import { FALLBACK_HEADER, FALLBACK_OCELIA_HEADER, useMenu } from './use-menus';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.container.wide};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Brand = styled(Link)`
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.primary};
  text-decoration: none;
`;

const Nav = styled.nav`
  flex: 1;
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
    text-decoration: none;
  }
  a[aria-current='page'] {
    text-decoration: underline;
  }
`;

const Tools = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  a {
    color: ${({ theme }) => theme.color.text};
  }
`;

/** The site header: brand, main menu from the API (static fallback), account and cart. */
export function Header({ plasticLine }: { plasticLine: boolean }) {
  const items = useMenu(
    plasticLine ? 'ocelia_header' : 'header',
    plasticLine ? FALLBACK_OCELIA_HEADER : FALLBACK_HEADER,
  );
  const customerName = useSession((s) => (s.customer ? (s.customer.firstname ?? 'Mon compte') : null));
  return (
    <Bar>
      <Inner>
        <Brand
          to={plasticLine ? `/${PLASTIC_LINE_SEGMENT}` : '/'}
          aria-label={plasticLine ? 'Océlia, accueil' : 'Arbora, accueil'}
        >
          {plasticLine ? 'Océlia' : 'Arbora'}
        </Brand>
        <Nav aria-label="Navigation principale">
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                {item.external ? <a href={item.url}>{item.label}</a> : <NavLink to={item.url}>{item.label}</NavLink>}
              </li>
            ))}
          </ul>
        </Nav>
        <Tools>
          <Link to="/mon-compte">{customerName ?? 'Mon compte'}</Link>
          <CartLink />
        </Tools>
      </Inner>
    </Bar>
  );
}
