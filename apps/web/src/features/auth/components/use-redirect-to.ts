import { useSearchParams } from 'react-router';
import type { User } from '@oko/shared/schemas/auth-answers';
import { paths, safeRedirectPath } from '@/config/paths';
import { canUseBackOffice } from '../roles';

/**
 * Where a signed-in user lands when no `redirectTo` says otherwise: staff and the owner run the shop from the
 * back office (issue 43 item 11), a shopper goes to the profile (spec section 2).
 */
export const homeFor = (user: User | null | undefined) =>
  canUseBackOffice(user) ? paths.admin.root.getHref() : paths.users.profiles.getHref();

/** Spec section 2: every auth page carries `redirectTo` on; once signed in the user goes there, or home. */
export function useRedirectTo() {
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get('redirectTo');
  return {
    /** As it came, for the next auth link. */
    redirectTo,
    /** Where to land after signing in: a path on this site, else the user's home (`homeFor`). */
    destinationFor: (user: User | null | undefined) => safeRedirectPath(redirectTo, homeFor(user)),
  };
}
