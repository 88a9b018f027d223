import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, UpdateProductUnitInput } from '@oko/shared/schemas/admin-catalog';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { keepProduct } from './cache';

const productAnswer = () =>
  import('@oko/shared/schemas/admin-catalog').then((m) => m.adminProductAnswerSchema);

/** `PATCH /admin/product-units/{id}`: a unit's price (naira), stock or being on sale; answers its product. */
export async function updateProductUnit(
  unitId: number,
  change: UpdateProductUnitInput,
): Promise<AdminProduct> {
  return (await api.patch(`/admin/product-units/${unitId}`, change, productAnswer)).data;
}

export function useUpdateProductUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ unitId, change }: { unitId: number; change: UpdateProductUnitInput }) =>
      updateProductUnit(unitId, change),
    onSuccess: (product) => {
      keepProduct(queryClient, product);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.dashboard });
    },
  });
}
