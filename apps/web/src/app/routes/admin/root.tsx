import { Outlet } from 'react-router';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { useUser } from '@/features/auth/api/get-user';
import { BackOfficeRoute } from '@/features/auth/components/back-office-route';
import { isShopOwner } from '@/features/auth/roles';

export default function AdminRoot() {
  const user = useUser();
  return (
    <BackOfficeRoute>
      <AdminLayout owner={isShopOwner(user.data)}>
        <Outlet />
      </AdminLayout>
    </BackOfficeRoute>
  );
}
