import { api, STALE_TIME } from '@arbora/shared/api';
import { customerFunctionSchema, type CustomerFunction } from '@arbora/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /v1/customer/functions: the trades a professional chooses from (signup, personal information). */
export async function getCustomerFunctions(): Promise<CustomerFunction[]> {
  return customerFunctionSchema.array().parse(await api.get('/customer/functions', { auth: false }));
}

export const customerFunctionsQuery = () =>
  queryOptions({
    queryKey: ['account', 'customer-functions'],
    queryFn: getCustomerFunctions,
    staleTime: STALE_TIME.administrative,
  });

export const useCustomerFunctions = (enabled: boolean) => useQuery({ ...customerFunctionsQuery(), enabled });
