import { useCart } from '../api/get-cart';
import { useGuestCart } from '../stores/guest-cart';

/** Spec section 6: a guest sees the local cart's count, a signed-in shopper the server cart's. */
export function useCartCount(signedIn: boolean): number {
  const guestItems = useGuestCart((state) => state.items);
  const serverCart = useCart({ enabled: signedIn });
  return signedIn ? (serverCart.data?.items.length ?? 0) : guestItems.length;
}
