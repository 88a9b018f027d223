import { CART_MESSAGES } from '@oko/shared/cart-messages';
import type { CartPayload } from '@oko/shared/schemas/cart';
import { api } from '@/lib/api-client';
import { cartAnswer } from './get-cart';
import { useCartChange } from './cart-change';

/** One row of the cart payload: a product unit and the quantity the row should hold. */
export const cartLine = (productId: number, productUnitId: number, quantity: number) => ({
  product_id: productId,
  product_units: [{ product_unit_id: productUnitId, quantity }],
});

/** `POST /cart` sets the named rows' quantities (the server caps them at stock; 0 removes the row). */
export const updateCart = (payload: CartPayload) => api.post('/cart', payload, cartAnswer);

export const useUpdateCart = () => useCartChange(updateCart, CART_MESSAGES.updated);
