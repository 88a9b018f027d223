import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrderDetailSchema, type AdminOrderDetail } from '@oko/shared/schemas/admin';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { api } from '@/lib/api-client';
import { ADMIN_ORDERS_QUERY_KEY } from './get-admin-orders';
import { DASHBOARD_QUERY_KEY } from './get-dashboard';

const orderResponse = dataEnvelope(adminOrderDetailSchema);

/** `POST /admin/orders/{id}/payment-received`: a bank transfer's money arrived (once; 409 a second time). */
export async function markPaymentReceived(orderId: number): Promise<AdminOrderDetail> {
  return orderResponse.parse(await api.post(`/admin/orders/${orderId}/payment-received`)).data;
}

export function useMarkPaymentReceived(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markPaymentReceived(orderId),
    onSuccess: (order) => {
      queryClient.setQueryData([...ADMIN_ORDERS_QUERY_KEY, 'detail', orderId], order);
      void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    },
  });
}
