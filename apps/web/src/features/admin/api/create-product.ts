import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminProductSchema, type AdminProduct, type CreateProductInput } from '@oko/shared/schemas/admin';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { api } from '@/lib/api-client';
import { ADMIN_PRODUCTS_QUERY_KEY } from './get-admin-products';

const productResponse = dataEnvelope(adminProductSchema);

/** `POST /admin/products`: the product and its sale units in one save; prices in naira as typed. */
export async function createProduct(input: CreateProductInput): Promise<AdminProduct> {
  return productResponse.parse(await api.post('/admin/products', input)).data;
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (product) => {
      queryClient.setQueryData([...ADMIN_PRODUCTS_QUERY_KEY, 'detail', product.id], product);
      void queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_QUERY_KEY });
    },
  });
}
