import { api } from '@arbora/shared/api';
import {
  addressMutationResponseSchema,
  type Address,
  type AddressBody,
  type AddressFormOutput,
  type Customer,
} from '@arbora/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQuery } from '../../../lib/me-query';

export function toAddressBody(values: AddressFormOutput): AddressBody {
  return { ...values, civility: values.civility || null };
}

/** The body that rewrites a saved address as it is (to move a default flag onto it). */
export function bodyOf(address: Address, change: Partial<AddressBody> = {}): AddressBody {
  const { id: _id, ...rest } = address;
  return { ...rest, country: 'FR', ...change };
}

export interface SaveInput {
  customerId: number;
  addressId?: number;
  body: AddressBody;
}

/** DELETE /v1/customer/{id}/address/{addressId}: answers the whole list. */
export async function deleteAddress({ customerId, addressId }: { customerId: number; addressId: number }) {
  return addressMutationResponseSchema.parse(await api.delete(`/customer/${customerId}/address/${addressId}`))
    .addresses;
}

/**
 * A new address is POST /v1/customer/{id}/address; an edit is PUT …/{addressId}, in place (same id,
 * so the delivery step's choice and the default flags stay on it). SPEC 7: only POST sends a body,
 * so the PUT carries the address in its query. Both answer the whole list.
 */
export async function saveAddress({ customerId, addressId, body }: SaveInput): Promise<Address[]> {
  const answer =
    addressId === undefined
      ? await api.post(`/customer/${customerId}/address`, { body })
      : await api.put(`/customer/${customerId}/address/${addressId}`, { query: body });
  return addressMutationResponseSchema.parse(answer).addresses;
}

/** Both write the answered list into the page's customer, so the flags moved by the server show at once. */
function useAddressMutation<I>(fn: (input: I) => Promise<Address[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { apiErrors: false },
    onSuccess: (addresses) =>
      queryClient.setQueryData(meQuery().queryKey, (me: Customer | undefined) => (me ? { ...me, addresses } : me)),
  });
}

export const useSaveAddress = () => useAddressMutation(saveAddress);
export const useDeleteAddress = () => useAddressMutation(deleteAddress);
