import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderTracking } from '@oko/shared/schemas/order';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// DESIGN.md "Orders": `GET /orders/{id}/tracking` → `{data: OrderTracking}`, the status history oldest first.
const trackingAnswer = () => import('@oko/shared/schemas/order').then((m) => m.orderTrackingAnswerSchema);
export type { OrderTracking };

export async function getOrderTracking(orderId: number): Promise<OrderTracking> {
  return (await api.get(`/orders/${orderId}/tracking`, trackingAnswer)).data;
}

export const getOrderTrackingQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: queryKeys.orders.tracking(orderId),
    queryFn: () => getOrderTracking(orderId),
    meta: { personal: true },
  });

/** Waits (disabled) until the order to track is known. */
export const useOrderTracking = (orderId: number | null) =>
  useQuery({ ...getOrderTrackingQueryOptions(orderId ?? 0), enabled: orderId !== null });
