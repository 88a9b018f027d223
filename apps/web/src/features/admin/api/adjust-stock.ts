import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  stockAdjustmentAnswerSchema,
  type StockAdjustment,
  type StockAdjustmentInput,
} from '@oko/shared/schemas/admin';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const adjustmentResponse = dataEnvelope(stockAdjustmentAnswerSchema);

/**
 * `POST /admin/product-units/{id}/stock`: add to or take from what is left (`change`), whatever orders take
 * meanwhile, or replace it after a count (`set`), with the reason.
 */
export async function adjustStock(unitId: number, input: StockAdjustmentInput): Promise<StockAdjustment> {
  return (await api.post(`/admin/product-units/${unitId}/stock`, input, adjustmentResponse)).data;
}

export function useAdjustStock(unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StockAdjustmentInput) => adjustStock(unitId, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.stockHistory(unitId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.products });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard });
    },
  });
}
