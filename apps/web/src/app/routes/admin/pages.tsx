import { OwnerOnly } from '@/features/admin/components/admin-ui';
import { PagesPage } from '@/features/admin/components/pages-page';

export default function AdminPagesRoute() {
  return (
    <OwnerOnly title="Pages">
      <PagesPage />
    </OwnerOnly>
  );
}
