import { api } from '@arbora/shared/api';
import type { Order } from '@arbora/shared/schemas';

/** POST /v1/order/{reference}/payment: a new card attempt on a declined order; answers its hosted page. */
export const payAgain = (reference: string) =>
  api.post<Order>(`/order/${encodeURIComponent(reference)}/payment`, { body: {} });
