import type { AdminProduct, UpdateProductInput } from '@oko/shared/schemas/admin-catalog';
import { api } from '@/lib/api-client';
import { useProductChange } from './cache';

const productAnswer = () =>
  import('@oko/shared/schemas/admin-catalog').then((m) => m.adminProductAnswerSchema);

/** `PATCH /admin/products/{id}`: name, category, description, shown or hidden. */
export async function updateProduct(productId: number, input: UpdateProductInput): Promise<AdminProduct> {
  return (await api.patch(`/admin/products/${productId}`, input, productAnswer)).data;
}

export const useUpdateProduct = (productId: number) =>
  useProductChange((input: UpdateProductInput) => updateProduct(productId, input));
