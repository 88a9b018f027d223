import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADDRESS_MESSAGES, type Address, addressSchema } from '@oko/shared/schemas/address';
import type { AddressInput } from '@oko/shared/schemas/address';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { notifyCheckoutError, notifyCheckoutSuccess } from './checkout-notifications';

const savedAddressAnswer = () =>
  import('@oko/shared/schemas/address').then((m) => m.savedAddressAnswerSchema);

/** `POST /address` creates the shopper's address or updates it (one per shopper). */
export async function saveAddress(input: AddressInput): Promise<Address> {
  return (await api.post('/address', addressSchema.parse(input), savedAddressAnswer)).data;
}

/**
 * Spec section 7: the address cache is refreshed on success; section 8: "Address Created Successful" or
 * "Address updated Successful", titled "Success"; a failure titled with the error's message. The saved address
 * is the cache's at once, before the refresh answers: Confirm Order pressed right after the message sends it.
 */
export function useSaveAddress({ mode }: { mode: 'create' | 'edit' }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.address, saved);
      notifyCheckoutSuccess(
        'Success',
        mode === 'create' ? ADDRESS_MESSAGES.created : ADDRESS_MESSAGES.updated,
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.address });
    },
    onError: notifyCheckoutError,
  });
}
