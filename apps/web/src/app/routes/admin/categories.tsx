import { OwnerOnly } from '@/features/admin/components/admin-ui';
import { CategoriesPage } from '@/features/admin/components/categories-page';

export default function AdminCategoriesRoute() {
  return (
    <OwnerOnly title="Categories">
      <CategoriesPage />
    </OwnerOnly>
  );
}
