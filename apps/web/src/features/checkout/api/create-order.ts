import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDER_MESSAGES, type OrderDetail, type PlaceOrderInput } from '@oko/shared/schemas/order';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { errorStatus } from '@/lib/api-errors';
import { notifyCheckoutError, notifyCheckoutSuccess } from './checkout-notifications';

// DESIGN.md "Orders": 201 with the new order, as `GET /orders/{id}` answers it, and for cards the checkout to send
// the shopper to (`payment`).
const createdOrderAnswer = () => import('@oko/shared/schemas/order').then((m) => m.orderAnswerSchema);
export type CreatedOrder = OrderDetail & {
  /** "Order created successfully", or for a card order whose payment could not start, why. */
  message?: string;
};

export type CreateOrderVariables = { payload: PlaceOrderInput; idempotencyKey: string };

/**
 * `POST /create-order` with an `Idempotency-Key` header (DESIGN.md "Orders"): the same key for a retry of the same
 * attempt, so a double click or a lost answer never makes two orders.
 */
export async function createOrder({ payload, idempotencyKey }: CreateOrderVariables): Promise<CreatedOrder> {
  const body = await api.post('/create-order', payload, createdOrderAnswer, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return { ...body.data, message: body.message };
}

/** 409: stock ran out while the shopper was choosing. */
export const isStockConflict = (error: unknown) => errorStatus(error) === 409;

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    // Never held back while offline to be sent later behind the shopper's back (decision 030): it fails instead.
    networkMode: 'always',
    mutationFn: createOrder,
    onSuccess: (order, variables) => {
      notifyCheckoutSuccess('success', order.message ?? ORDER_MESSAGES.created);
      // Not awaited: the page moves on to the order at once instead of showing the emptied cart first.
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.carts });
      // A phone given here is now the account's too (issue 13): the next checkout does not ask again.
      if (variables.payload.phone) void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      // The answer is the order as its page asks for it: the page shows it at once, without asking again.
      const { message: _message, ...created } = order;
      queryClient.setQueryData(queryKeys.orders.detail(order.id), created);
    },
    onError: async (error) => {
      notifyCheckoutError(error);
      // The shopper sees what is left before trying again.
      if (isStockConflict(error)) await queryClient.invalidateQueries({ queryKey: queryKeys.carts });
    },
  });
}
