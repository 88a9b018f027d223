import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productUnitUpdateSchema, type ProductUnitUpdate } from './admin-schemas';
import { ADMIN_PRODUCTS_QUERY_KEY } from './get-admin-products';
import { DASHBOARD_QUERY_KEY } from './get-dashboard';

/** `PATCH /admin/product-units/{id}`: a quick price or stock change from the products list. */
export async function updateProductUnit(unitId: number, change: ProductUnitUpdate): Promise<void> {
  await api.patch(`/admin/product-units/${unitId}`, productUnitUpdateSchema.parse(change));
}

export function useUpdateProductUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ unitId, change }: { unitId: number; change: ProductUnitUpdate }) =>
      updateProductUnit(unitId, change),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    },
  });
}
