import { api } from '@arbora/shared/api';
import { customerSchema, type Customer, type CustomerUpdateBody, type ProfileFormOutput } from '@arbora/shared/schemas';
import { loadCustomer } from '@arbora/shared/store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQuery } from '../../../lib/me-query';

/** The body of POST /v1/customer/update; the company fields only for a professional (403 otherwise). */
export function toUpdateBody(values: ProfileFormOutput, isPro: boolean): CustomerUpdateBody {
  return {
    civility: values.civility || null,
    firstname: values.firstname,
    lastname: values.lastname,
    phone: values.phone,
    newsletter: values.newsletter,
    ...(isPro ? { company_name: values.company_name, function: values.function } : {}),
  };
}

export async function updateCustomer(body: CustomerUpdateBody): Promise<Customer> {
  return customerSchema.parse(await api.post('/customer/update', { body }));
}

/** Saves, then refreshes the page's customer and the session's (the greeting, the header's name). */
export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    meta: { apiErrors: false },
    onSuccess: async (customer) => {
      queryClient.setQueryData(meQuery().queryKey, customer);
      await loadCustomer().catch(() => undefined);
    },
  });
}
