import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { CART_CHANGES, type ServerCart } from './get-cart';
import { notifyCartError, notifyCartSuccess } from './cart-notifications';

/** Spec section 7: on success the `carts` cache is refreshed; section 8 notifications either way. */
export function useCartChange<Input>(
  change: (input: Input) => Promise<{ data: ServerCart }>,
  success: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: CART_CHANGES,
    mutationFn: change,
    onSuccess: async ({ data: cart }) => {
      notifyCartSuccess(success);
      // The answer is the cart as it now is: shown at once, then refreshed as spec section 7 says.
      queryClient.setQueryData(queryKeys.carts, cart);
      await queryClient.invalidateQueries({ queryKey: queryKeys.carts });
    },
    onError: notifyCartError,
  });
}
