import { t } from '@arbora/shared/messages/catalogue';
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
 */
export function HomeProductAction({
  product,
}: {
  product: Pick<HomeProduct, 'name' | 'stock' | 'variant_id_default'>;
}) {
  if (!product.variant_id_default) return null;
  if (product.stock <= 0) return <SoldOut>{t('catalogue_out_of_stock')}</SoldOut>;
  return <AddToCartButton variantId={product.variant_id_default} productName={product.name} />;
}
