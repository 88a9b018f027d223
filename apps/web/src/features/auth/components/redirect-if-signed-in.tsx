import { useEffect, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { safeRedirectPath } from '@/config/paths';
import { useUser } from '../api/get-user';
import { useSigningOut } from '../stores/signing-out';
import { homeFor } from './use-redirect-to';

/** Spec section 2: a signed-in user opening an auth page goes to redirectTo, or else home:
 * the back office for staff and the owner, the profile for a shopper (issue 43 item 11). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const user = useUser();
  const [searchParams] = useSearchParams();
  // An auth page on screen means a logout has arrived: guards work as usual again.
  useEffect(() => useSigningOut.setState({ signingOut: false }), []);

  if (user.isPending) return <FullScreenSpinner />;
  if (user.data) {
    const to = safeRedirectPath(searchParams.get('redirectTo'), homeFor(user.data));
    return <Navigate to={to} replace />;
  }
  return children;
}
