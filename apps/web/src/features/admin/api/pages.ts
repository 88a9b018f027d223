import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page, PageSlug, UpdatePageInput } from '@oko/shared/schemas/content';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { adminQueryKeys } from './admin-query-keys';
import { keepInList } from './cache';
import { backOfficeQuery } from './back-office-query';

const pagesAnswer = () => import('@oko/shared/schemas/content').then((m) => m.pagesAnswerSchema);
const pageAnswer = () => import('@oko/shared/schemas/content').then((m) => m.pageAnswerSchema);

/** `GET /admin/pages` (owner): each page's Markdown as written, placeholders and all. */
export async function getPages(): Promise<Page[]> {
  return (await api.get('/admin/pages', pagesAnswer)).data;
}

export const usePages = () => useQuery(backOfficeQuery(adminQueryKeys.pages, getPages));

/** `PUT /admin/pages/{slug}`. */
export async function savePage(slug: PageSlug, input: UpdatePageInput): Promise<Page> {
  return (await api.put(`/admin/pages/${slug}`, input, pageAnswer)).data;
}

export function useSavePage(slug: PageSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePageInput) => savePage(slug, input),
    // The shop's page shows the text with the shop's details filled in: asked for again.
    onSuccess: (page) => {
      keepInList(queryClient, adminQueryKeys.pages, page, (cached) => cached.slug === slug);
      return queryClient.invalidateQueries({ queryKey: queryKeys.page(slug) });
    },
  });
}
