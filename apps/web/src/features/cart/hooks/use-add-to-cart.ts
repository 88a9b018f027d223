import { useQueryClient } from '@tanstack/react-query';
import type { Product } from '@oko/shared/schemas/catalog';
import { queryKeys } from '@/lib/query-keys';
import type { ServerCart } from '../api/get-cart';
import { useAddToAccountCart } from '../api/merge-guest-cart';
import { useGuestCart } from '../stores/guest-cart';

type AddToCart = (
  product: Pick<Product, 'id' | 'name' | 'product_units'>,
  unitId: number,
  quantity?: number,
) => number;

/**
 * "Add to cart": a guest's goes to the guest cart (spec section 4 "Add", once for each of `quantity`), a signed-in
 * shopper's to the server cart (`quantity` more of the unit, `POST /cart/merge`); both stop at the unit's stock.
 * Answers how many were added: 0 when nothing could be (at stock, or unknown).
 */
export function useAddToCart(signedIn: boolean): AddToCart {
  const queryClient = useQueryClient();
  const addToAccountCart = useAddToAccountCart();
  const addToGuestCart = useGuestCart((state) => state.add);
  return (product, unitId, quantity = 1) => {
    const unit = product.product_units.find((entry) => entry.id === unitId);
    if (!unit) {
      if (!signedIn) addToGuestCart(product, unitId); // the spec's Add logs the unknown unit, changes nothing
      return 0;
    }
    const rows = signedIn
      ? queryClient.getQueryData<ServerCart>(queryKeys.carts)?.items
      : useGuestCart.getState().items.flatMap((item) => item.product_units);
    const inCart = rows?.find((row) => row.product_unit_id === unitId)?.quantity ?? 0;
    const added = Math.min(quantity, (unit.available_quantity ?? 1) - inCart);
    if (added <= 0) return 0;
    if (signedIn) addToAccountCart.mutate({ productId: product.id, productUnitId: unitId, quantity: added });
    else for (let count = 0; count < added; count += 1) addToGuestCart(product, unitId);
    return added;
  };
}
