import { nanoid } from 'nanoid';
import { useRef } from 'react';
import type { PlaceOrderInput } from '@oko/shared/schemas/order';
import { errorStatus } from '@/lib/api-errors';
import { type CreatedOrder, useCreateOrder } from '../api/create-order';

/** One Confirm Order attempt: its key is reused for a retry of the same payload (DESIGN.md "Orders"). */
type OrderAttempt = { payload: string; idempotencyKey: string };

/**
 * Confirm Order with an `Idempotency-Key` per attempt: a double click or a retry after a lost answer sends the
 * same key with the same payload, so the API makes one order and answers the first result.
 */
export function usePlaceOrder() {
  const createOrder = useCreateOrder();
  const attempt = useRef<OrderAttempt | null>(null);

  const placeOrder = async (payload: PlaceOrderInput): Promise<CreatedOrder> => {
    const body = JSON.stringify(payload);
    if (attempt.current?.payload !== body) attempt.current = { payload: body, idempotencyKey: nanoid() };
    try {
      const order = await createOrder.mutateAsync({
        payload,
        idempotencyKey: attempt.current.idempotencyKey,
      });
      attempt.current = null;
      return order;
    } catch (error) {
      const status = errorStatus(error);
      // The server answered that no order was made: the next Confirm is a new attempt. With no answer (or a
      // 5xx) the order may exist, so a retry keeps the key and gets the first result.
      if (status !== undefined && status < 500) attempt.current = null;
      throw error;
    }
  };

  return { placeOrder, isPending: createOrder.isPending };
}
