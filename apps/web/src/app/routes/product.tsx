import { useParams } from 'react-router';
import { getProductQueryOptions } from '@/features/catalog/api/get-product';
import { getProductsQueryOptions } from '@/features/catalog/api/get-products';
import { ProductDetails, RELATED_PRODUCTS } from '@/features/catalog/components/product-details';
import { notFoundStatus, type Prefetch } from '@/lib/prefetch';

/** Decision 016: the product (404 when the shop has no such product) and its related products. */
export const prefetch: Prefetch = ({ queryClient, params }) =>
  notFoundStatus(async () => {
    const product = await queryClient.fetchQuery(getProductQueryOptions(params.productId ?? ''));
    await queryClient.prefetchQuery(
      getProductsQueryOptions({ category: product.category.slug, perPage: RELATED_PRODUCTS }),
    );
  });

/** The product page; its "Add to cart" is the shop root's (guest cart for a guest, the account's when signed in). */
export default function ProductRoute() {
  const { productId = '' } = useParams();
  return <ProductDetails productId={productId} />;
}
