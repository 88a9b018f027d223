import type { AdminProduct, ProductUnitInput } from '@oko/shared/schemas/admin-catalog';
import { api } from '@/lib/api-client';
import { useProductChange } from './cache';

const productAnswer = () =>
  import('@oko/shared/schemas/admin-catalog').then((m) => m.adminProductAnswerSchema);

/** `POST /admin/products/{id}/product-units`: another size to sell; 201 with the product. */
export async function addProductUnit(productId: number, input: ProductUnitInput): Promise<AdminProduct> {
  return (await api.post(`/admin/products/${productId}/product-units`, input, productAnswer)).data;
}

export const useAddProductUnit = (productId: number) =>
  useProductChange((input: ProductUnitInput) => addProductUnit(productId, input));
