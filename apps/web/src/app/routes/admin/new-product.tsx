import { OwnerOnly } from '@/features/admin/components/admin-ui';
import { NewProduct } from '@/features/admin/components/product-editor';

export default function NewProductRoute() {
  return (
    <OwnerOnly title="New product">
      <NewProduct />
    </OwnerOnly>
  );
}
