import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServerCart } from '@oko/shared/schemas/cart';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Spec section 3, "Server cart": data with an items list, one row per product unit (spec section 7: cached
 * under `carts`). Every cart call answers it: the cart as it now is.
 */
export const cartAnswer = () => import('@oko/shared/schemas/cart').then((m) => m.cartAnswerSchema);
export type { ServerCart };

export async function getCart(): Promise<ServerCart> {
  return (await api.get('/cart', cartAnswer)).data;
}

export const getCartQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.carts, queryFn: getCart, meta: { personal: true } });

/**
 * The account cart's changes run one after another, in the order made: offline, TanStack Query holds them (paused)
 * and sends each once when the signal returns (decision 030).
 */
export const CART_CHANGES = { id: 'cart' };

/** Only a signed-in shopper has a server cart. */
export const useCart = ({ enabled }: { enabled: boolean }) => useQuery({ ...getCartQueryOptions(), enabled });
