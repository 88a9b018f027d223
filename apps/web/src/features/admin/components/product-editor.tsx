import { ContentLayout } from '@/components/layout/content-layout';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { isNotFound } from '@/lib/api-client';
import { useAdminProduct } from '../api/get-admin-product';
import { Card, LoadError, Loading } from './admin-ui';
import { linkClass } from './styles';
import { ProductForm } from './product-form';
import { UnitQuickEdit } from './unit-quick-edit';

const backLink = (
  <Link to={paths.admin.products.getHref()} className={`${linkClass} -mt-4 text-sm`}>
    ← All products
  </Link>
);

/** `/admin/products/new`. */
export function NewProduct() {
  return (
    <ContentLayout title="New product">
      {backLink}
      <ProductForm />
    </ContentLayout>
  );
}

/** `/admin/products/{id}`: the product and all its units, hidden ones too. */
export function EditProduct({ productId }: { productId: number | null }) {
  if (productId === null) return <ContentLayout title="Product not found">{backLink}</ContentLayout>;
  return <EditProductOf productId={productId} />;
}

function EditProductOf({ productId }: { productId: number }) {
  const product = useAdminProduct(productId);
  if (product.isError && isNotFound(product.error)) {
    return <ContentLayout title="Product not found">{backLink}</ContentLayout>;
  }
  return (
    <ContentLayout title={product.data?.name ?? 'Product'}>
      {backLink}
      {product.isPending ? (
        <Loading />
      ) : product.isError ? (
        <LoadError error={product.error} onRetry={() => void product.refetch()} />
      ) : (
        <>
          <ProductForm key={product.data.id} product={product.data} />
          <Card title="Sale units">
            <ul className="flex flex-col divide-y divide-stone-100">
              {product.data.product_units.map((unit) => (
                <li key={unit.id} className="py-2">
                  <UnitQuickEdit unit={unit} />
                </li>
              ))}
            </ul>
          </Card>
        </>
      )}
    </ContentLayout>
  );
}
