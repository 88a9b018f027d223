import { useSearchParams } from 'react-router';
import { paths, safeRedirectPath } from '@/config/paths';

/** Spec section 2: every auth page carries `redirectTo` on; once signed in the shopper goes there, or to the profile. */
export function useRedirectTo() {
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get('redirectTo');
  return {
    /** As it came, for the next auth link. */
    redirectTo,
    /** Where to land after signing in: a path on this site, else the profile. */
    destination: safeRedirectPath(redirectTo, paths.users.profiles.getHref()),
  };
}
