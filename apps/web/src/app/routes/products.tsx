import { useSearchParams } from 'react-router';
import { PAGE_QUERY_PARAM } from '@oko/shared/constants';
import { ContentLayout } from '@/components/layout/content-layout';
import { paths } from '@/config/paths';
import { getCategoriesQueryOptions } from '@/features/catalog/api/get-categories';
import { getProductsQueryOptions } from '@/features/catalog/api/get-products';
import { ProductsList } from '@/features/catalog/components/products-list';
import { CATEGORY_CHOICES, productsView } from '@/features/catalog/products-view';
import { SHOP_TAGLINE, useBrand } from '@/lib/brand';
import { parsePageParam } from '@/lib/pagination';
import type { Prefetch } from '@/lib/prefetch';

/** Decision 016: the page of products the URL asks for, and the category filter's choices. */
export const prefetch: Prefetch = async ({ queryClient, url }) => {
  await Promise.all([
    queryClient.prefetchQuery(getProductsQueryOptions(productsView(url.searchParams))),
    queryClient.prefetchQuery(getCategoriesQueryOptions(CATEGORY_CHOICES)),
  ]);
};

export default function ProductsRoute() {
  const brand = useBrand();
  const [searchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get(PAGE_QUERY_PARAM));
  // The sort order shows the same products: one canonical address per category filter and page.
  const category = searchParams.get('category') || undefined;
  return (
    <ContentLayout
      title="Products"
      meta={{
        description: `Every product of ${brand}. ${SHOP_TAGLINE}`,
        canonicalPath: paths.products.getHref({ category, page: page > 1 ? page : undefined }),
        breadcrumbs: [{ name: 'Products', path: paths.products.getHref() }],
      }}
    >
      <ProductsList />
    </ContentLayout>
  );
}
