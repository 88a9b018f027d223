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
) => boolean;

/**
 * "Add to cart": a guest's goes to the guest cart (spec section 4 "Add", once for each of `quantity`), a signed-in
 * shopper's to the server cart (`quantity` more of the unit, `POST /cart/merge`); both stop at the unit's stock.
 * Answers false when nothing could be added (at stock, or unknown).
 */
export function useAddToCart(signedIn: boolean): AddToCart {
  const queryClient = useQueryClient();
  const addToAccountCart = useAddToAccountCart();
  const addToGuestCart = useGuestCart((state) => state.add);
  return (product, unitId, quantity = 1) => {
    if (!signedIn) {
      const before = useGuestCart.getState().items;
      for (let added = 0; added < quantity; added += 1) addToGuestCart(product, unitId);
      return useGuestCart.getState().items !== before;
    }
    const unit = product.product_units.find((entry) => entry.id === unitId);
    if (!unit) return false;
    const cart = queryClient.getQueryData<ServerCart>(queryKeys.carts);
    const inCart = cart?.items.find((row) => row.product_unit_id === unitId)?.quantity ?? 0;
    if (inCart >= (unit.available_quantity ?? 1)) return false;
    addToAccountCart.mutate({ productId: product.id, productUnitId: unitId, quantity });
    return true;
  };
}
