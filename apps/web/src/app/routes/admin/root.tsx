import { Outlet } from 'react-router';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { BackOfficeRoute } from '@/features/auth/components/back-office-route';

export default function AdminRoot() {
  return (
    <BackOfficeRoute>
      <AdminLayout>
        <Outlet />
      </AdminLayout>
    </BackOfficeRoute>
  );
}
