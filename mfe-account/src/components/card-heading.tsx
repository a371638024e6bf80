import styled from 'styled-components';

/**
 * The title of a card of the order page (the transfer to make, delivery, invoicing, payment, the
 * invoice): one size for all, flush with the card's top. Cards from several features share it.
 */
export const CardHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;
