import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AdminCategory,
  CreateCategoryInput,
  UpdateCategoryInput,
} from '@oko/shared/schemas/admin-catalog';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { keepInList } from './cache';

const categoryAnswer = () =>
  import('@oko/shared/schemas/admin-catalog').then((m) => m.adminCategoryAnswerSchema);
const categoriesAnswer = () =>
  import('@oko/shared/schemas/admin-catalog').then((m) => m.adminCategoriesAnswerSchema);

/** `POST /admin/categories`: it comes last on the home page. */
export async function createCategory(input: CreateCategoryInput): Promise<AdminCategory> {
  return (await api.post('/admin/categories', input, categoryAnswer)).data;
}

/** `PATCH /admin/categories/{id}`: a new name moves the slug; the old one keeps working. */
export async function updateCategory(id: number, input: UpdateCategoryInput): Promise<AdminCategory> {
  return (await api.patch(`/admin/categories/${id}`, input, categoryAnswer)).data;
}

/** `PUT /admin/categories/order`: every category's id, in the home page's order. */
export async function orderCategories(categoryIds: number[]): Promise<AdminCategory[]> {
  return (await api.put('/admin/categories/order', { category_ids: categoryIds }, categoriesAnswer)).data;
}

/**
 * The product form's and filter's options change with every category change; the list takes the answer (a
 * renamed category, all of them in their new order), or asks again for a new one, which the server places.
 */
function useCategoryMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  keep?: (queryClient: QueryClient, answer: Output) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      keep?.(queryClient, answer);
      return queryClient.invalidateQueries({
        queryKey: keep ? adminQueryKeys.categoryOptions : adminQueryKeys.categories,
      });
    },
  });
}

export const useCreateCategory = () => useCategoryMutation(createCategory);
export const useUpdateCategory = () =>
  useCategoryMutation(
    ({ id, input }: { id: number; input: UpdateCategoryInput }) => updateCategory(id, input),
    (queryClient, category) =>
      keepInList(queryClient, adminQueryKeys.categoryList, category, (cached) => cached.id === category.id),
  );
export const useOrderCategories = () =>
  useCategoryMutation(orderCategories, (queryClient, categories) =>
    queryClient.setQueryData(adminQueryKeys.categoryList, categories),
  );
