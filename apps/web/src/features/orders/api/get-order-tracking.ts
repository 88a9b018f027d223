import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { orderTrackingSchema, type OrderTracking } from '@oko/shared/schemas/order';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// DESIGN.md "Orders": `GET /orders/{id}/tracking` → `{data: OrderTracking}`, the status history oldest first.
const trackingResponse = dataEnvelope(orderTrackingSchema);
export type { OrderTracking };

export async function getOrderTracking(orderId: number): Promise<OrderTracking> {
  return (await api.get(`/orders/${orderId}/tracking`, trackingResponse)).data;
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
