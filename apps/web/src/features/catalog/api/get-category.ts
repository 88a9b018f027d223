import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@oko/shared/schemas/catalog';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const categoryAnswer = () => import('@oko/shared/schemas/catalog').then((m) => m.categoryAnswerSchema);

export async function getCategory(slug: string): Promise<Category> {
  return (await api.get(`/products/categories/${encodeURIComponent(slug)}`, categoryAnswer)).data;
}

export const getCategoryQueryOptions = (slug: string) =>
  queryOptions({ queryKey: queryKeys.category(slug), queryFn: () => getCategory(slug) });

export const useCategory = (slug: string) => useQuery(getCategoryQueryOptions(slug));
