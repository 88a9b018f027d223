// What a session that ended without Sign out left on the phone (issue 44), cleared as Sign out would clear it:
// loaded by get-user.ts only when it finds such traces.
import { STORAGE_KEYS } from '@oko/shared/constants';
import { forgetOfflineCache } from '@/lib/query-client';
import { useUserStore } from '../stores/user-store';

/**
 * The e-mail and names in `user` and `userStore`, the offline copy of its answers and the saved pages of its orders
 * go. A guest between registering and verifying (an e-mail in the store, never signed in) is not asked here: the
 * verify page speaks of that e-mail.
 */
export function forgetSignedInTraces() {
  window.localStorage.removeItem(STORAGE_KEYS.user);
  const store = useUserStore.getState();
  store.setIsAuthenticated(false);
  store.setEmail(null);
  forgetOfflineCache();
  import('@/lib/offline-caches')
    .then(({ forgetPersonalPages }) => forgetPersonalPages())
    .catch(() => undefined);
}
