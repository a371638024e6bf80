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
  /* The amount, « 2 655,71 € TTC », is kept whole by its no-break spaces: at the price block's own
     size (25 px) it measured 175 px, in a card that leaves 145 px of text at 390 px (130 px at
     360 px), so each card of 100 € or more widened its column and the cards ran past the screen's
     edge (a gate's by 14 px). Each card is a container that never widens its column, and the amount
     follows the card's width: about 19 px in a 171 px card, 17 px in a 156 px one, its own 25 px
     from a 200 px card (every desktop column). */
  > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    container-type: inline-size;
  }
  > li article div > p:first-of-type {
    font-size: clamp(${({ theme }) => theme.fontSize.md}, 17.4cqi - 0.65rem, ${({ theme }) => theme.fontSize.xl});
  }
  /* What the price buys, « TTC / portail », is one block after the amount: beside it when the card is
     wide enough, under it in a phone's card (« 2 655,71 € » then « TTC / portail »), never past the
     card's edge (amount and unit were one unbreakable 190 px line in a 145 px card). */
  > li article div > p:first-of-type > span > span {
    display: inline-block;
  }
  /* The price's small line, « dont éco-participation : 0,22 € »: two cards a row on a 390 px phone
     leave it about 145 px, where it broke on three lines (« dont éco- / participation : / 0,22 € »).
     One size smaller it reads on two, the amount kept whole by its no-break spaces. From 48em the
     columns are wide enough for its own size. */
  @media (max-width: 47.99em) {
    > li article p + p {
      font-size: ${({ theme }) => theme.fontSize.xs};
      line-height: ${({ theme }) => theme.lineHeight.tight};
    }
  }
`;
