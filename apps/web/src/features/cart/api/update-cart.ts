import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_MESSAGES } from '@oko/shared/cart-messages';
import type { CartPayload } from '@oko/shared/schemas/cart';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { CART_CHANGES, cartAnswer } from './get-cart';
import { notifyCartError, notifyCartSuccess } from './cart-notifications';

/** One row of the cart payload: a product unit and the quantity the row should hold. */
export const cartLine = (productId: number, productUnitId: number, quantity: number) => ({
  product_id: productId,
  product_units: [{ product_unit_id: productUnitId, quantity }],
});

/** `POST /cart` sets the named rows' quantities (the server caps them at stock; 0 removes the row). */
export const updateCart = (payload: CartPayload) => api.post('/cart', payload, cartAnswer);

/** Spec section 7: on success the `carts` cache is refreshed; section 8 notifications either way. */
export function useUpdateCart() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: CART_CHANGES,
    mutationFn: updateCart,
    onSuccess: async ({ data: cart }) => {
      notifyCartSuccess(CART_MESSAGES.updated);
      // The answer is the cart as it now is: shown at once, then refreshed as spec section 7 says.
      queryClient.setQueryData(queryKeys.carts, cart);
      await queryClient.invalidateQueries({ queryKey: queryKeys.carts });
    },
    onError: notifyCartError,
  });
}
