import { api, STALE_TIME } from '@arbora/shared/api';
import { customerSchema, type Customer } from '@arbora/shared/schemas';
import { queryOptions } from '@tanstack/react-query';

/** GET /v1/me: the logged-in customer with their addresses (token call, browser only). */
export async function getMe(): Promise<Customer> {
  return customerSchema.parse(await api.get('/me'));
}

/** Shared by the pages that show or change the customer (profile, addresses, dashboard). */
export const meQuery = () =>
  queryOptions({ queryKey: ['account', 'me'], queryFn: getMe, staleTime: STALE_TIME.personal });
