import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { CART_MESSAGES, serverCartSchema } from '@oko/shared/schemas/cart';
import { api } from '@/lib/api-client';
import { CARTS_QUERY_KEY } from './get-cart';
import { notifyCartError, notifyCartSuccess } from './cart-notifications';

export const removeCartProduct = (productUnitId: number) =>
  api.delete(`/remove-product/${productUnitId}`, dataEnvelope(serverCartSchema));

/** Spec section 7: on success the `carts` cache is refreshed; section 8 notifications either way. */
export function useRemoveCartProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartProduct,
    onSuccess: async () => {
      notifyCartSuccess(CART_MESSAGES.deleted);
      await queryClient.invalidateQueries({ queryKey: CARTS_QUERY_KEY });
    },
    onError: notifyCartError,
  });
}
