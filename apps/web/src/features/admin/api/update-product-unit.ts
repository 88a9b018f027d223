import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProductUnitInput } from '@oko/shared/schemas/admin';
import { api } from '@/lib/api-client';
import { ADMIN_PRODUCTS_QUERY_KEY } from './get-admin-products';
import { DASHBOARD_QUERY_KEY } from './get-dashboard';

/** `PATCH /admin/product-units/{id}`: a unit's price (naira), stock or being on sale. */
export async function updateProductUnit(unitId: number, change: UpdateProductUnitInput): Promise<void> {
  await api.patch(`/admin/product-units/${unitId}`, change);
}

export function useUpdateProductUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ unitId, change }: { unitId: number; change: UpdateProductUnitInput }) =>
      updateProductUnit(unitId, change),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    },
  });
}
