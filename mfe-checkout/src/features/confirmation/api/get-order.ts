import { api } from '@arbora/shared/api';
import { NotFoundError } from '@arbora/shared/errors';
import { notFoundMessage } from '@arbora/shared/messages';
import type { Order } from '@arbora/shared/schemas';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

/**
 * GET /v1/order/{reference} (token call): the customer's own order. Anyone else's answers 404,
 * which becomes the 404 screen (a reference is not a secret, the order is).
 */
export async function getOrder(reference: string, pathname: string): Promise<Order> {
  try {
    return await api.get<Order>(`/order/${encodeURIComponent(reference)}`);
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 404 || status === 400) throw new NotFoundError(notFoundMessage(pathname));
    throw error;
  }
}

export const orderQuery = (reference: string, pathname: string) =>
  queryOptions({ queryKey: ['checkout', 'order', reference], queryFn: () => getOrder(reference, pathname) });

export const useOrder = (reference: string, pathname: string) => useSuspenseQuery(orderQuery(reference, pathname)).data;
