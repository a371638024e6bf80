import { madeToMeasureFr, t } from '@arbora/shared/messages/catalogue';
import styled from 'styled-components';
import { useDeliveryPromise } from '../api/get-site-settings';

const Badge = styled.p<{ $tone: 'success' | 'warn' | 'error' }>`
  margin: 0;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme, $tone }) => theme.color.severity[$tone].text};
  &::before {
    content: '';
    width: 0.625rem;
    height: 0.625rem;
    border-radius: 50%;
    background: ${({ theme, $tone }) => theme.color.severity[$tone].border};
  }
`;

/** Below this many units the shopper is told how many are left. */
export const LOW_STOCK = 5;

/**
 * The delay is the site settings' delivery promise (null: none is stated). A product made to
 * measure is made for the order: no stock count nor stock delay is promised for it, and it never
 * runs out (whatever its variant's stock says: the API orders it regardless).
 */
export function stockText(stock: number, delivery: string | null, madeToMeasure = false): string {
  if (madeToMeasure) return madeToMeasureFr.stock;
  if (stock <= 0) return t('catalogue_out_of_stock');
  // The last units ship as fast as the others: the promise is stated whatever the count.
  const promise = delivery ? ` – livraison en ${delivery}` : '';
  if (stock <= LOW_STOCK) return `${t('catalogue_low_stock', { count: stock })}${promise}`;
  return `${t('catalogue_in_stock')}${promise}`;
}

export function StockState({ stock, madeToMeasure = false }: { stock: number; madeToMeasure?: boolean }) {
  const delivery = useDeliveryPromise();
  const tone = madeToMeasure ? 'success' : stock <= 0 ? 'error' : stock <= LOW_STOCK ? 'warn' : 'success';
  return <Badge $tone={tone}>{stockText(stock, delivery, madeToMeasure)}</Badge>;
}
