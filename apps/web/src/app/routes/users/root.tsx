import { Outlet } from 'react-router';
import { AccountLayout } from '@/components/layout/account-layout';
import { ProtectedRoute } from '@/features/auth/components/protected-route';

export default function UsersRoot() {
  return (
    <ProtectedRoute>
      <AccountLayout>
        <Outlet />
      </AccountLayout>
    </ProtectedRoute>
  );
}
