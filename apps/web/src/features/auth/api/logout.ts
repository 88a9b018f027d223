import { useMutation, useQueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { useNavigate } from 'react-router';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '@oko/shared/constants';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { forgetOfflineCache } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { getErrorMessage } from '@/lib/api-errors';
import { useNotifications } from '@/lib/notifications';
import { useSigningOut } from '../stores/signing-out';
import { useUserStore } from '../stores/user-store';

const messageAnswer = () => import('@oko/shared/schemas/api').then((m) => m.messageAnswerSchema);

export const logout = () => api.patch('/auth/logout', undefined, messageAnswer);

/** Clears every trace of the session in this browser (spec section 4, "Signed in becomes anonymous"). */
function forgetSession() {
  Cookies.remove(ACCESS_TOKEN_COOKIE, { path: '/' });
  Cookies.remove(REFRESH_TOKEN_COOKIE, { path: '/' });
  // "A session cookie": whatever else this site keeps in cookies goes too.
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  forgetOfflineCache();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // What the service worker kept of the pages and catalog this shopper saw (decision 030): loaded when needed,
  // off every page's first load.
  import('@/lib/offline-caches')
    .then(({ clearOfflineCaches }) => clearOfflineCaches())
    .catch(() => undefined);
}

export type UseLogoutOptions = {
  /** What else the app forgets on sign-out (the guest cart, for one). */
  onSignedOut?: () => void;
};

export function useLogout({ onSignedOut }: UseLogoutOptions = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const addNotification = useNotifications((state) => state.addNotification);

  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      useSigningOut.setState({ signingOut: true });
      useUserStore.getState().setIsAuthenticated(false);
      forgetSession();
      queryClient.setQueryData(queryKeys.user, null);
      // Queries of the shopper's own data say so with `meta: { personal: true }`; the catalog stays cached.
      queryClient.removeQueries({ predicate: (query) => query.meta?.personal === true });
      onSignedOut?.();
      addNotification({ type: 'success', title: 'success', message: 'Logout Successfully' });
      navigate(paths.auth.login.getHref(), { replace: true });
    },
    onError: (error) => {
      addNotification({ type: 'error', title: 'Failure', message: getErrorMessage(error) });
    },
  });
}
