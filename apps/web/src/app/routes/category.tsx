import { useParams } from 'react-router';
import { getCategoriesQueryOptions } from '@/features/catalog/api/get-categories';
import { getCategoryQueryOptions } from '@/features/catalog/api/get-category';
import { getProductsQueryOptions } from '@/features/catalog/api/get-products';
import { CategoryDetails } from '@/features/catalog/components/category-details';
import { CATEGORY_CHOICES, productsView } from '@/features/catalog/products-view';
import { notFoundStatus, type Prefetch } from '@/lib/prefetch';

/** Decision 016: the category (404 when the shop has no such category), its page of products, the filter's choices. */
export const prefetch: Prefetch = async ({ queryClient, params, url }) => {
  const slug = params.slug ?? '';
  const [status] = await Promise.all([
    notFoundStatus(() => queryClient.fetchQuery(getCategoryQueryOptions(slug))),
    queryClient.prefetchQuery(getProductsQueryOptions(productsView(url.searchParams, slug))),
    queryClient.prefetchQuery(getCategoriesQueryOptions(CATEGORY_CHOICES)),
  ]);
  return status;
};

export default function CategoryRoute() {
  const { slug = '' } = useParams();
  return <CategoryDetails slug={slug} />;
}
