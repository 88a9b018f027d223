import { useCart } from '../api/get-cart';
import { useGuestCart } from '../stores/guest-cart';

/**
 * Spec section 6: a guest sees the local cart's count, a signed-in shopper the server cart's. The guest cart is
 * read as its count, not its items: the page shell re-renders only when the count changes, not when the cart loads
 * from session storage after hydration with the same count (an empty cart's new `[]` re-rendered the whole page
 * synchronously, a long task of ~60 ms on a phone's CPU; decision 025).
 */
export function useCartCount(signedIn: boolean): number {
  const guestCount = useGuestCart((state) => state.items.length);
  const serverCart = useCart({ enabled: signedIn });
  return signedIn ? (serverCart.data?.items.length ?? 0) : guestCount;
}
