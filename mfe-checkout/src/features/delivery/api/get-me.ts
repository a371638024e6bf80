import { api, STALE_TIME } from '@arbora/shared/api';
import type { Customer } from '@arbora/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /v1/me (token call): the customer with the saved addresses and their defaults. */
export const getMe = () => api.get<Customer>('/me');

export const meQuery = () => queryOptions({ queryKey: ['checkout', 'me'], queryFn: getMe, staleTime: STALE_TIME.page });

/** Loaded in the browser only (a customer call): the page shows a skeleton meanwhile. */
export const useMe = () => useQuery(meQuery());
