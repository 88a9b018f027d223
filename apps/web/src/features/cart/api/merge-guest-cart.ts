import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { CART_MESSAGES } from '@oko/shared/cart-messages';
import type { CartPayload } from '@oko/shared/schemas/cart';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { type GuestCartItem, useGuestCart } from '../stores/guest-cart';
import { CART_CHANGES, cartAnswer } from './get-cart';
import { notifyCartError, notifyCartSuccess } from './cart-notifications';

export const guestCartPayload = (items: GuestCartItem[]): CartPayload => ({
  cart_data: items.map((item) => ({
    product_id: item.product_id,
    product_units: item.product_units.map((unit) => ({
      product_unit_id: unit.product_unit_id,
      quantity: unit.quantity,
    })),
  })),
});

/** `POST /cart/merge`: the guest cart's quantities are added to the account's, capped at stock. */
export const mergeGuestCart = (payload: CartPayload) => api.post('/cart/merge', payload, cartAnswer);

/**
 * At sign-in: sends the guest cart to the account, then clears the session copy, so nothing picked is lost.
 * On failure the session copy stays (and the shopper is told), to be sent at the next sign-in.
 */
export function useMergeGuestCart(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const items = useGuestCart.getState().items;
    if (items.length === 0) return;
    try {
      await mergeGuestCart(guestCartPayload(items));
      useGuestCart.getState().clear();
    } catch (error) {
      notifyCartError(error);
    }
    await queryClient.invalidateQueries({ queryKey: queryKeys.carts });
  }, [queryClient]);
}

/**
 * "Add to cart" of a signed-in shopper: `quantity` more of a unit through `POST /cart/merge`, so the server adds to
 * what the row holds (capped at stock) even when the cart shown here is stale or not loaded yet.
 */
export function useAddToAccountCart() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: CART_CHANGES,
    mutationFn: ({
      productId,
      productUnitId,
      quantity,
    }: {
      productId: number;
      productUnitId: number;
      quantity: number;
    }) =>
      mergeGuestCart({
        cart_data: [{ product_id: productId, product_units: [{ product_unit_id: productUnitId, quantity }] }],
      }),
    onSuccess: async ({ data: cart }) => {
      notifyCartSuccess(CART_MESSAGES.updated);
      // The answer is the cart as it now is: shown at once, then refreshed as spec section 7 says.
      queryClient.setQueryData(queryKeys.carts, cart);
      await queryClient.invalidateQueries({ queryKey: queryKeys.carts });
    },
    onError: notifyCartError,
  });
}
