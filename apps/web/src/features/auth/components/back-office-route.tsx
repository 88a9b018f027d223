import type { ReactNode } from 'react';
import { NotFound } from '@/components/errors/not-found';
import { canUseBackOffice } from '../roles';
import { useUser } from '../api/get-user';
import { ProtectedRoute } from './protected-route';

/**
 * Issue 13: the back office is for staff and the owner. A guest signs in first (as on every account page); a
 * shopper gets the 404 page, so the back office is not even named to them.
 */
export function BackOfficeRoute({ children }: { children: ReactNode }) {
  return (
    <ProtectedRoute>
      <StaffOnly>{children}</StaffOnly>
    </ProtectedRoute>
  );
}

function StaffOnly({ children }: { children: ReactNode }) {
  const user = useUser();
  return canUseBackOffice(user.data) ? children : <NotFound />;
}
