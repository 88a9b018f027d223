import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUser } from '../api/get-user';
import { useSigningOut } from '../stores/signing-out';

/** Spec section 2, "Guard": without a signed-in user, replace the page with login, returning here after. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const user = useUser();
  const location = useLocation();
  const signingOut = useSigningOut((state) => state.signingOut);

  // While logout takes the shopper to login, the page being left waits rather than adding a redirectTo.
  if (user.isPending || (!user.data && signingOut)) return <FullScreenSpinner />;
  if (!user.data) {
    return <Navigate to={paths.auth.login.getHref(location.pathname + location.search)} replace />;
  }
  return children;
}
