import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StockAdjustment, StockAdjustmentInput } from '@oko/shared/schemas/admin-catalog';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

const adjustmentAnswer = () =>
  import('@oko/shared/schemas/admin-catalog').then((m) => m.stockAdjustedAnswerSchema);

/**
 * `POST /admin/product-units/{id}/stock`: add to or take from what is left (`change`), whatever orders take
 * meanwhile, or replace it after a count (`set`), with the reason.
 */
export async function adjustStock(unitId: number, input: StockAdjustmentInput): Promise<StockAdjustment> {
  return (await api.post(`/admin/product-units/${unitId}/stock`, input, adjustmentAnswer)).data;
}

export function useAdjustStock(unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StockAdjustmentInput) => adjustStock(unitId, input),
    onSuccess: (adjustment) => {
      // The history is newest first, the last 100: the answer is its new first entry.
      queryClient.setQueryData<StockAdjustment[]>(
        adminQueryKeys.stockHistory(unitId),
        (history) => history && [adjustment, ...history].slice(0, 100),
      );
      // The unit's stock is the product's: its page and the lists ask again.
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.products });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.dashboard });
    },
  });
}
