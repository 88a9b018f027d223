import { CART_MESSAGES } from '@oko/shared/cart-messages';
import { api } from '@/lib/api-client';
import { cartAnswer } from './get-cart';
import { useCartChange } from './cart-change';

export const removeCartProduct = (productUnitId: number) =>
  api.delete(`/remove-product/${productUnitId}`, cartAnswer);

export const useRemoveCartProduct = () => useCartChange(removeCartProduct, CART_MESSAGES.deleted);
