import { Link } from 'react-router';
import styled from 'styled-components';
import { CartLink } from './cart-link';
import { PageWidth } from './page-width';

const Bar = styled.header`
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Inner = styled(PageWidth)`
  padding-block: ${({ theme }) => theme.space.sm};
  display: flex;
  justify-content: space-between;
  align-items: center;
`;

const Brand = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.primary};
  text-decoration: none;
`;

/** The order pipeline's header: the brand, a reassurance line and the cart, nothing else. */
export function OrderHeader() {
  return (
    <Bar>
      <Inner>
        <Brand to="/">Arbora</Brand>
        <span>Paiement sécurisé</span>
        <CartLink />
      </Inner>
    </Bar>
  );
}
