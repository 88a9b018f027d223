import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { categorySchema, type Category } from '@oko/shared/schemas/catalog';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const categoryResponse = dataEnvelope(categorySchema);

export async function getCategory(slug: string): Promise<Category> {
  return (await api.get(`/products/categories/${encodeURIComponent(slug)}`, categoryResponse)).data;
}

export const getCategoryQueryOptions = (slug: string) =>
  queryOptions({ queryKey: queryKeys.category(slug), queryFn: () => getCategory(slug) });

export const useCategory = (slug: string) => useQuery(getCategoryQueryOptions(slug));
