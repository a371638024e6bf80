import { confirmOrder } from '@arbora/shared/store/orders';
import type { OrderStatus } from '@arbora/shared/schemas';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

/** While a card payment is still pending, the status is read every 3 s, at most 20 times (one minute). */
export const STATUS_POLL_MS = 3000;
export const STATUS_POLL_MAX = 20;

/**
 * GET /v1/order/status?reference=, the truth about the payment (only a signed notification makes it
 * paid), through the store's confirmOrder: SPEC 4, a confirmation sets the order (or clears it on failure).
 */
export const getOrderStatus = async (reference: string) =>
  (await confirmOrder({ reference })) as unknown as OrderStatus;

export const orderStatusQuery = (reference: string) =>
  queryOptions({ queryKey: ['checkout', 'order-status', reference], queryFn: () => getOrderStatus(reference) });

/** The status, polled (bounded) while pending; `exhausted` once the polling gave up on a pending payment. */
export function useOrderStatus(reference: string) {
  const options = orderStatusQuery(reference);
  const query = useQuery({
    ...options,
    refetchInterval: (q) =>
      q.state.data?.outcome === 'pending' && q.state.dataUpdateCount < STATUS_POLL_MAX ? STATUS_POLL_MS : false,
  });
  const client = useQueryClient();
  // Reading dataUpdatedAt subscribes this component to every read (identical answers included).
  const reads = query.dataUpdatedAt === 0 ? 0 : (client.getQueryState(options.queryKey)?.dataUpdateCount ?? 0);
  const exhausted = query.data?.outcome === 'pending' && reads >= STATUS_POLL_MAX;
  return { status: query.data ?? null, exhausted };
}
