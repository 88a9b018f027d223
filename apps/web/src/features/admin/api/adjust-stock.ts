import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  stockAdjustmentAnswerSchema,
  type StockAdjustment,
  type StockAdjustmentInput,
} from '@oko/shared/schemas/admin';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { api } from '@/lib/api-client';
import { ADMIN_PRODUCTS_QUERY_KEY } from './get-admin-products';
import { DASHBOARD_QUERY_KEY } from './get-dashboard';
import { stockHistoryQueryKey } from './stock-history';

const adjustmentResponse = dataEnvelope(stockAdjustmentAnswerSchema);

/**
 * `POST /admin/product-units/{id}/stock`: add to or take from what is left (`change`), whatever orders take
 * meanwhile, or replace it after a count (`set`), with the reason.
 */
export async function adjustStock(unitId: number, input: StockAdjustmentInput): Promise<StockAdjustment> {
  return adjustmentResponse.parse(await api.post(`/admin/product-units/${unitId}/stock`, input)).data;
}

export function useAdjustStock(unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StockAdjustmentInput) => adjustStock(unitId, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: stockHistoryQueryKey(unitId) });
      void queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    },
  });
}
