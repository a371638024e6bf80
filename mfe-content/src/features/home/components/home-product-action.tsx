import { t } from '@arbora/shared/messages/catalogue';
import { Button } from '@arbora/shared/ui';
import styled from 'styled-components';
import type { HomeProduct } from '../api/home-view';
import { AddToCartButton } from './add-to-cart-button';

const SoldOut = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.severity.error.text};
`;

/**
 * A home product card's action. The API's `variant_id_default` is a variant in stock whenever the
 * product has one (api product-mapper, offeredVariant), so a product with no stock left offers no
 * addition the cart would refuse: the card says « Rupture de stock » instead, server HTML included.
 * A product of several variants (`configurable`: colours, lengths…) adds none the buyer did not
 * choose: « Voir les options » links to its page. A product of one variant is added as it is, the
 * button naming it.
 */
export function HomeProductAction({
  product,
  href,
}: {
  product: Pick<HomeProduct, 'name' | 'type' | 'stock' | 'variant_id_default'>;
  /** The product's page. */
  href: string;
}) {
  if (!product.variant_id_default) return null;
  if (product.stock <= 0) return <SoldOut>{t('catalogue_out_of_stock')}</SoldOut>;
  if (product.type === 'configurable') {
    return (
      <Button
        to={href}
        size="sm"
        fullWidth
        variant="secondary"
        aria-label={`Voir les options de «\u00a0${product.name}\u00a0»`}
      >
        Voir les options
      </Button>
    );
  }
  return <AddToCartButton variantId={product.variant_id_default} productName={product.name} />;
}
