import { ContentLayout } from '@/components/layout/content-layout';
import { ProductsList } from '@/features/catalog/components/products-list';

export default function ProductsRoute() {
  return (
    <ContentLayout title="Products">
      <ProductsList />
    </ContentLayout>
  );
}
