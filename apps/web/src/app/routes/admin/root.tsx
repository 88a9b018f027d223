import { Outlet } from 'react-router';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { useUser } from '@/features/auth/api/get-user';
import { BackOfficeRoute } from '@/features/auth/components/back-office-route';
import { isShopOwner } from '@/features/auth/roles';
import type { BackOfficeContext } from '@/features/admin/hooks/use-back-office';

export default function AdminRoot() {
  const user = useUser();
  const context: BackOfficeContext = { owner: isShopOwner(user.data) };
  return (
    <BackOfficeRoute>
      <AdminLayout owner={context.owner}>
        <Outlet context={context} />
      </AdminLayout>
    </BackOfficeRoute>
  );
}
