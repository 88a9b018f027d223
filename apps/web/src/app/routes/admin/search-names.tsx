import { OwnerOnly } from '@/features/admin/components/admin-ui';
import { SearchNamesPage } from '@/features/admin/components/search-names-page';

export default function AdminSearchNamesRoute() {
  return (
    <OwnerOnly title="Search names">
      <SearchNamesPage />
    </OwnerOnly>
  );
}
