import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_MESSAGES } from '@oko/shared/cart-messages';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { CART_CHANGES, cartAnswer } from './get-cart';
import { notifyCartError, notifyCartSuccess } from './cart-notifications';

export const removeCartProduct = (productUnitId: number) =>
  api.delete(`/remove-product/${productUnitId}`, cartAnswer);

/** Spec section 7: on success the `carts` cache is refreshed; section 8 notifications either way. */
export function useRemoveCartProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: CART_CHANGES,
    mutationFn: removeCartProduct,
    onSuccess: async ({ data: cart }) => {
      notifyCartSuccess(CART_MESSAGES.deleted);
      // The answer is the cart as it now is: shown at once, then refreshed as spec section 7 says.
      queryClient.setQueryData(queryKeys.carts, cart);
      await queryClient.invalidateQueries({ queryKey: queryKeys.carts });
    },
    onError: notifyCartError,
  });
}
