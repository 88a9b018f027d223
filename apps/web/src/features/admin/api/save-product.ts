import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { api } from '@/lib/api-client';
import { adminProductSchema, type AdminProduct, type ProductPayload } from './admin-schemas';
import { ADMIN_PRODUCTS_QUERY_KEY } from './get-admin-products';

const productResponse = dataEnvelope(adminProductSchema);

/** `POST /admin/products` (no id) or `PATCH /admin/products/{id}`: the product and its units in one save. */
export async function saveProduct(productId: number | null, input: ProductPayload): Promise<AdminProduct> {
  const body = productId
    ? await api.patch(`/admin/products/${productId}`, input)
    : await api.post('/admin/products', input);
  return productResponse.parse(body).data;
}

export function useSaveProduct(productId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductPayload) => saveProduct(productId, input),
    onSuccess: (product) => {
      queryClient.setQueryData([...ADMIN_PRODUCTS_QUERY_KEY, 'detail', product.id], product);
      void queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_QUERY_KEY });
    },
  });
}
