import { StaffPage } from '@/features/admin/components/staff-page';

export default function AdminStaffRoute() {
  return <StaffPage />;
}
