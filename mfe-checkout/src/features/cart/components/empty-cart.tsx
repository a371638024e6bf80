import { Link } from '@arbora/shared/ui';
import styled from 'styled-components';
import { Panel } from '../../../components/panels';

const Links = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const CATALOGUE = [
  { href: '/c-lames-de-terrasse', label: 'Lames de terrasse' },
  { href: '/c-clotures', label: 'Clôtures' },
  { href: '/c-portails', label: 'Portails' },
  { href: '/c-portillons', label: 'Portillons' },
  { href: '/c-bardage', label: 'Bardage' },
  { href: '/c-accessoires', label: 'Accessoires' },
  { href: '/echantillons', label: 'Échantillons' },
];

/** The heading's id: the cart page focuses it when the last line was removed. */
export const EMPTY_HEADING = 'panier-vide';

export function EmptyCart() {
  return (
    <Panel aria-labelledby={EMPTY_HEADING}>
      <h2 id={EMPTY_HEADING} tabIndex={-1}>
        Votre panier est vide
      </h2>
      <p>Découvrez nos gammes en bois composite et ajoutez vos articles au panier.</p>
      <Links>
        {CATALOGUE.map((item) => (
          <li key={item.href}>
            <Link to={item.href}>{item.label}</Link>
          </li>
        ))}
      </Links>
    </Panel>
  );
}
