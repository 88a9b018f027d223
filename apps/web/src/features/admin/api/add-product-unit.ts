import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminProductSchema, type AdminProduct, type ProductUnitInput } from '@oko/shared/schemas/admin';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { api } from '@/lib/api-client';
import { ADMIN_PRODUCTS_QUERY_KEY } from './get-admin-products';

const productResponse = dataEnvelope(adminProductSchema);

/** `POST /admin/products/{id}/product-units`: another size to sell; 201 with the product. */
export async function addProductUnit(productId: number, input: ProductUnitInput): Promise<AdminProduct> {
  return productResponse.parse(await api.post(`/admin/products/${productId}/product-units`, input)).data;
}

export function useAddProductUnit(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductUnitInput) => addProductUnit(productId, input),
    onSuccess: (product) => {
      queryClient.setQueryData([...ADMIN_PRODUCTS_QUERY_KEY, 'detail', productId], product);
      void queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_QUERY_KEY });
    },
  });
}
