import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminProductSchema, type AdminProduct, type UpdateProductInput } from '@oko/shared/schemas/admin';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const productResponse = dataEnvelope(adminProductSchema);

/** `PATCH /admin/products/{id}`: name, category, description, shown or hidden. */
export async function updateProduct(productId: number, input: UpdateProductInput): Promise<AdminProduct> {
  return (await api.patch(`/admin/products/${productId}`, input, productResponse)).data;
}

export function useUpdateProduct(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProductInput) => updateProduct(productId, input),
    onSuccess: (product) => {
      queryClient.setQueryData([...queryKeys.admin.products, 'detail', product.id], product);
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.products });
    },
  });
}
