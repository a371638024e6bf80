import { useCartCount } from '@arbora/shared/store';
import { Link } from 'react-router';
import styled from 'styled-components';

const CartAnchor = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: inherit;
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Badge = styled.span`
  min-width: 1.5rem;
  padding: 0 ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The cart badge: it follows the shared cart store, whichever remote changed it. */
export function CartLink() {
  const count = useCartCount();
  const label = count === 0 ? 'Panier, vide' : `Panier, ${count} article${count > 1 ? 's' : ''}`;
  return (
    <CartAnchor to="/panier" aria-label={label} data-testid="cart-link">
      Panier <Badge data-testid="cart-count">{count}</Badge>
    </CartAnchor>
  );
}
