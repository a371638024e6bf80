import { Link } from '@arbora/shared/ui';
import styled from 'styled-components';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const SECTIONS = [
  { to: '/mes-informations-personnelles', label: 'Mes informations personnelles' },
  { to: '/mes-commandes', label: 'Mes commandes' },
  { to: '/mes-chantiers', label: 'Mes chantiers' },
] as const;

/** The sections of a customer's account (SPEC 2.2). */
export function AccountLinks() {
  return (
    <nav aria-label="Mon compte">
      <List>
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <Link to={section.to}>{section.label}</Link>
          </li>
        ))}
      </List>
    </nav>
  );
}
