import { ContentLayout } from '@/components/layout/content-layout';
import { PAGE_QUERY_PARAM } from '@oko/shared/constants';
import { getCategoriesQueryOptions } from '@/features/catalog/api/get-categories';
import { CategoriesList } from '@/features/catalog/components/categories-list';
import { parsePageParam } from '@/lib/pagination';
import type { Prefetch } from '@/lib/prefetch';

/** Decision 016: the page of categories in the URL, rendered on the server. */
export const prefetch: Prefetch = ({ queryClient, url }) =>
  queryClient.prefetchQuery(
    getCategoriesQueryOptions({ page: parsePageParam(url.searchParams.get(PAGE_QUERY_PARAM)) }),
  );

export default function CategoriesRoute() {
  return (
    <ContentLayout title="All categories">
      <CategoriesList />
    </ContentLayout>
  );
}
