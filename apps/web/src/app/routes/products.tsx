import { ContentLayout } from '@/components/layout/content-layout';
import { getCategoriesQueryOptions } from '@/features/catalog/api/get-categories';
import { getProductsQueryOptions } from '@/features/catalog/api/get-products';
import { ProductsList } from '@/features/catalog/components/products-list';
import { CATEGORY_CHOICES, productsView } from '@/features/catalog/products-view';
import type { Prefetch } from '@/lib/prefetch';

/** Decision 016: the page of products the URL asks for, and the category filter's choices. */
export const prefetch: Prefetch = async ({ queryClient, url }) => {
  await Promise.all([
    queryClient.prefetchQuery(getProductsQueryOptions(productsView(url.searchParams))),
    queryClient.prefetchQuery(getCategoriesQueryOptions(CATEGORY_CHOICES)),
  ]);
};

export default function ProductsRoute() {
  return (
    <ContentLayout title="Products">
      <ProductsList />
    </ContentLayout>
  );
}
