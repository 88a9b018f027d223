import { Link } from 'react-router';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { ContentLayout } from '@/components/layout/content-layout';
import { ProductImage } from '@/components/ui/product-image';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isNotFound } from '@/lib/api-client';
import { formatPriceRange, stockLabel } from '@/lib/product-units';
import { useProduct } from '../api/get-product';

/** The product page's frame: name, picture, description, price range and stock. */
export function ProductDetails({ productId }: { productId: string }) {
  const product = useProduct(productId);

  if (product.isPending) {
    return (
      <ContentLayout title="Product">
        <Spinner size="lg" />
      </ContentLayout>
    );
  }
  if (product.isError) {
    return isNotFound(product.error) ? (
      <ContentLayout title="Product not found">
        <p className="text-stone-700">
          This product does not exist.{' '}
          <Link to={paths.products.getHref()} className="font-medium text-green-800 underline">
            See all products
          </Link>
        </p>
      </ContentLayout>
    ) : (
      <ContentLayout title="Product">
        <ErrorFallback />
      </ContentLayout>
    );
  }

  const { name, description, image_url, category, product_units } = product.data;
  const stock = stockLabel(product_units);
  return (
    <ContentLayout title={name}>
      <div className="flex flex-col gap-6 sm:flex-row">
        <ProductImage src={image_url} alt={name} className="aspect-square w-full rounded-xl sm:w-80" />
        <div className="flex flex-col gap-3">
          <Link
            to={paths.category.getHref(category.slug)}
            className="text-sm font-medium text-green-800 hover:underline"
          >
            {category.name}
          </Link>
          <p className="text-xl font-semibold text-stone-900">{formatPriceRange(product_units)}</p>
          <p className={stock === 'In Stock' ? 'text-sm text-green-800' : 'text-sm text-red-700'}>{stock}</p>
          <p className="text-stone-700">{description}</p>
        </div>
      </div>
    </ContentLayout>
  );
}
