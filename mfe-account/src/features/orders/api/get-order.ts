import { api } from '@arbora/shared/api';
import { NotFoundError } from '@arbora/shared/errors';
import { orderDetailWithAmountDueSchema, type OrderDetailWithAmountDue } from '@arbora/shared/schemas';
import { queryOptions } from '@tanstack/react-query';

const REFERENCE = /^AR-\d{4}-\d{6}$/;

/**
 * GET /v1/order/{reference}: one of the customer's orders, with its withdrawal state, what is left to pay (`amount_due`) and transfer details. Another customer's order answers 404,
 * which the shell shows as its 404 screen; so does a slug that is no reference at all.
 */
export async function getOrder(reference: string): Promise<OrderDetailWithAmountDue> {
  if (!REFERENCE.test(reference)) throw new NotFoundError(`Page Not Found /mes-commandes/${reference}`);
  return orderDetailWithAmountDueSchema.parse(await api.get(`/order/${reference}`));
}

export const orderQuery = (reference: string) =>
  queryOptions({ queryKey: ['account', 'order', reference], queryFn: () => getOrder(reference) });
