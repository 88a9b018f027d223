import { OwnerOnly } from '@/features/admin/components/admin-ui';
import { StaffPage } from '@/features/admin/components/staff-page';

export default function AdminStaffRoute() {
  return (
    <OwnerOnly title="Staff">
      <StaffPage />
    </OwnerOnly>
  );
}
