import { useSearchParams } from 'react-router';
import { PAGE_QUERY_PARAM } from '@oko/shared/constants';
import { ContentLayout } from '@/components/layout/content-layout';
import { paths } from '@/config/paths';
import { getCategoriesQueryOptions } from '@/features/catalog/api/get-categories';
import { CategoriesList } from '@/features/catalog/components/categories-list';
import { useBrand } from '@/lib/brand';
import { parsePageParam } from '@/lib/pagination';
import type { Prefetch } from '@/lib/prefetch';

/** Decision 016: the page of categories in the URL, rendered on the server. */
export const prefetch: Prefetch = ({ queryClient, url }) =>
  queryClient.prefetchQuery(
    getCategoriesQueryOptions({ page: parsePageParam(url.searchParams.get(PAGE_QUERY_PARAM)) }),
  );

export default function CategoriesRoute() {
  const brand = useBrand();
  const [searchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get(PAGE_QUERY_PARAM));
  return (
    <ContentLayout
      title="All categories"
      meta={{
        description: `Every category of ${brand}'s organically grown farm produce, priced in naira and delivered to your door.`,
        canonicalPath: paths.categories.getHref(page > 1 ? page : undefined),
        breadcrumbs: [{ name: 'All categories', path: paths.categories.getHref() }],
      }}
    >
      <CategoriesList />
    </ContentLayout>
  );
}
