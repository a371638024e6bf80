import styled from 'styled-components';

/**
 * The product cards' grid of the catalogue (a category's list, the search's products, a product's
 * related products): two cards side by side from a 360 px phone, as the cards' pictures are sized
 * (ProductCard: 46vw below 48em), then columns of 14rem or more.
 */
export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr));
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  }
  > li {
    display: grid;
  }
`;
