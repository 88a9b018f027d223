import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, PageSlug } from '@oko/shared/schemas/content';
import { api } from '@/lib/api-client';
import type { Prefetch } from '@/lib/prefetch';
import { queryKeys } from '@/lib/query-keys';

// `GET /pages/{slug}`: the About, Privacy or Terms page's text in Markdown, the shop's details filled in.
const pageAnswer = () => import('@oko/shared/schemas/content').then((m) => m.pageAnswerSchema);

export async function getPage(slug: PageSlug): Promise<Page> {
  return (await api.get(`/pages/${slug}`, pageAnswer)).data;
}

/** For the page's route and for a server that renders it first (prefetch with the same key). */
export const getPageQueryOptions = (slug: PageSlug) =>
  queryOptions({ queryKey: queryKeys.page(slug), queryFn: () => getPage(slug) });

export const usePage = (slug: PageSlug) => useQuery(getPageQueryOptions(slug));

/** Decision 016: the page's text, for the server to render it. */
export const prefetchPage =
  (slug: PageSlug): Prefetch =>
  ({ queryClient }) =>
    queryClient.prefetchQuery(getPageQueryOptions(slug));
