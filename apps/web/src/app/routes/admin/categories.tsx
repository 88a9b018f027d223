import { CategoriesPage } from '@/features/admin/components/categories-page';

export default function AdminCategoriesRoute() {
  return <CategoriesPage />;
}
