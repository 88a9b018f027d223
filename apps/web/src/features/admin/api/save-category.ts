import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminCategorySchema,
  type AdminCategory,
  type CreateCategoryInput,
  type UpdateCategoryInput,
} from '@oko/shared/schemas/admin';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { api } from '@/lib/api-client';
import { CATEGORIES_QUERY_KEY } from './get-category-options';

const categoryResponse = dataEnvelope(adminCategorySchema);
const categoriesResponse = dataEnvelope(z.array(adminCategorySchema));

/** `POST /admin/categories`: it comes last on the home page. */
export async function createCategory(input: CreateCategoryInput): Promise<AdminCategory> {
  return categoryResponse.parse(await api.post('/admin/categories', input)).data;
}

/** `PATCH /admin/categories/{id}`: a new name moves the slug; the old one keeps working. */
export async function updateCategory(id: number, input: UpdateCategoryInput): Promise<AdminCategory> {
  return categoryResponse.parse(await api.patch(`/admin/categories/${id}`, input)).data;
}

/** `PUT /admin/categories/order`: every category's id, in the home page's order. */
export async function orderCategories(categoryIds: number[]): Promise<AdminCategory[]> {
  return categoriesResponse.parse(await api.put('/admin/categories/order', { category_ids: categoryIds }))
    .data;
}

/** Every category change refreshes the list, and the product form's and filter's options. */
function useCategoryMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATEGORIES_QUERY_KEY }),
  });
}

export const useCreateCategory = () => useCategoryMutation(createCategory);
export const useUpdateCategory = () =>
  useCategoryMutation(({ id, input }: { id: number; input: UpdateCategoryInput }) =>
    updateCategory(id, input),
  );
export const useOrderCategories = () => useCategoryMutation(orderCategories);
