import { ContentLayout } from '@/components/layout/content-layout';
import { CategoriesList } from '@/features/catalog/components/categories-list';

export default function CategoriesRoute() {
  return (
    <ContentLayout title="All categories">
      <CategoriesList />
    </ContentLayout>
  );
}
