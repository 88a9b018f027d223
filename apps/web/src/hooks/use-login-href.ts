import { useLocation } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The login link of the shell: it brings the shopper back to the page they were on. From the home page or
 * another auth page there is nothing to return to, so login then goes to the profile page (spec section 2).
 */
export function useLoginHref(): string {
  const { pathname, search } = useLocation();
  const returnable = pathname !== paths.home.path && !pathname.startsWith('/auth/');
  return paths.auth.login.getHref(returnable ? pathname + search : undefined);
}
