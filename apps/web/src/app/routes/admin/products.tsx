import { ProductsList } from '@/features/admin/components/products-list';

export default function AdminProductsRoute() {
  return <ProductsList />;
}
