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

interface SaveInput {
  customerId: number;
  addressId?: number;
  body: AddressBody;
}

/** DELETE /v1/customer/{id}/address/{addressId}: answers the whole list. */
async function deleteAddress({ customerId, addressId }: { customerId: number; addressId: number }) {
  return addressMutationResponseSchema.parse(await api.delete(`/customer/${customerId}/address/${addressId}`))
    .addresses;
}

/**
 * POST /v1/customer/{id}/address answers the whole list. An edit should be PUT …/{addressId}, but
 * the shared client sends a body with POST only (SPEC 7), so an edit adds the new version (which
 * takes over the default flags it carries) and then deletes the old one.
 */
async function saveAddress({ customerId, addressId, body }: SaveInput): Promise<Address[]> {
  const added = addressMutationResponseSchema.parse(await api.post(`/customer/${customerId}/address`, { body }));
  if (addressId === undefined) return added.addresses;
  return deleteAddress({ customerId, addressId });
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
