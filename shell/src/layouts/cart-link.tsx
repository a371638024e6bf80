import { t } from '@arbora/shared/messages';
import { useCartCount } from '@arbora/shared/store';
import { Link } from 'react-router';
import styled from 'styled-components';
import { CartIcon } from '../header/icons';
import { useHydrated } from '@arbora/shared/platform';
import { VisuallyHidden } from '@arbora/shared/ui';

const CartAnchor = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 2.75rem;
  color: inherit;
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

/** « Panier »: read by screen readers at every width (the link's name), shown from the sm width. */
const Text = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  ${({ theme }) => theme.media.sm} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip: auto;
  }
`;

/**
 * Its size is reserved: the count arriving after hydration moves nothing. Without a figure (the
 * server's render, a page without JavaScript, an empty cart) it takes its room unseen: no empty
 * circle, no « 0 ».
 */
const Badge = styled.span`
  display: inline-block;
  min-width: 1.5rem;
  height: 1.5rem;
  line-height: 1.5rem;
  padding: 0 ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-variant-numeric: tabular-nums;
  &:empty {
    visibility: hidden;
  }
`;

/** What the link says of the cart after its name, once the browser knows it (« , vide », « , 3 articles »). */
export function cartContentsText(count: number): string {
  return count === 0 ? ', vide' : `, ${count} article${count > 1 ? 's' : ''}`;
}

/**
 * The cart badge: it follows the shared cart store, whichever remote changed it. The stored cart
 * is only known in the browser, so the first render (server and hydration) claims no count: the
 * link is « Panier » and the badge is empty (a page without JavaScript may well have a cart, in its
 * cookie). Once hydrated, an empty cart still shows no figure (no « 0 » badge), and the link's name
 * says it: « Panier, vide », « Panier, 3 articles ».
 */
export function CartLink() {
  const stored = useCartCount();
  const hydrated = useHydrated();
  // The link's name is its own text (« Panier, 3 articles »), so it always contains what is shown
  // (an aria-label would replace it); the badge's figure is said by the hidden words instead.
  return (
    <CartAnchor to="/panier" data-testid="cart-link">
      <CartIcon />
      <Text>{t('header_cart')}</Text>
      <Badge data-testid="cart-count" aria-hidden="true">
        {hydrated && stored > 0 ? stored : ''}
      </Badge>
      {hydrated ? <VisuallyHidden>{cartContentsText(stored)}</VisuallyHidden> : null}
    </CartAnchor>
  );
}
