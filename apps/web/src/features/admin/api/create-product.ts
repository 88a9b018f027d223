import type { AdminProduct, CreateProductInput } from '@oko/shared/schemas/admin-catalog';
import { api } from '@/lib/api-client';
import { useProductChange } from './cache';

const productAnswer = () =>
  import('@oko/shared/schemas/admin-catalog').then((m) => m.adminProductAnswerSchema);

/** `POST /admin/products`: the product and its sale units in one save; prices in naira as typed. */
export async function createProduct(input: CreateProductInput): Promise<AdminProduct> {
  return (await api.post('/admin/products', input, productAnswer)).data;
}

export const useCreateProduct = () => useProductChange(createProduct);
