import { queryOptions, useQuery } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { ACCESS_TOKEN_COOKIE, STORAGE_KEYS } from '@oko/shared/constants';
import type { User } from '@oko/shared/schemas/auth-answers';
import { api } from '@/lib/api-client';
import { errorStatus } from '@/lib/api-errors';
import { forgetOfflineCache } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { useUserStore } from '../stores/user-store';

const profileAnswer = () => import('@oko/shared/schemas/auth-answers').then((m) => m.profileAnswerSchema);

/** A session may exist: the access token cookie is there. Without it the shopper is a guest, no call needed. */
export const hasAccessToken = () => Cookies.get(ACCESS_TOKEN_COOKIE) !== undefined;

/**
 * Spec section 6: the profile is fetched only when an access token cookie exists, and a shopper is signed in
 * when it returns data. A failed fetch (already logged by the api client) means a guest.
 */
export async function getUser(): Promise<User | null> {
  if (!hasAccessToken()) {
    forgetEndedSession();
    return null;
  }
  try {
    return (await api.get('/auth/profile', profileAnswer)).data;
  } catch (error) {
    // A 401 here is after the refresh failed too: the session is over. Offline or a 5xx says nothing of it.
    if (errorStatus(error) === 401) forgetEndedSession();
    return null;
  }
}

/** Whether this browser keeps what a signed-in session left (its profile, or the store saying signed in). */
function keepsSignedInTraces(): boolean {
  if (window.localStorage.getItem(STORAGE_KEYS.user) !== null) return true;
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.userStore) ?? 'null');
    return (saved as { state?: { isAuthenticated?: unknown } } | null)?.state?.isAuthenticated === true;
  } catch {
    return false;
  }
}

/**
 * The session ended without Sign out (its cookies expired or were cleared), on a phone that may be shared (issue
 * 44): the e-mail and names it left in `user` and `userStore`, the offline copy of its answers and the saved pages
 * of its orders go, as Sign out would clear them. A guest between registering and verifying (an e-mail in the
 * store, never signed in) keeps it: the verify page speaks of it.
 */
export function forgetEndedSession() {
  if (typeof window === 'undefined' || !keepsSignedInTraces()) return;
  window.localStorage.removeItem(STORAGE_KEYS.user);
  const store = useUserStore.getState();
  store.setIsAuthenticated(false);
  store.setEmail(null);
  forgetOfflineCache();
  import('@/lib/offline-caches')
    .then(({ forgetPersonalPages }) => forgetPersonalPages())
    .catch(() => undefined);
}

export const getUserQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.user,
    queryFn: getUser,
    // Who is signed in is never restored from the offline cache: the cookie decides, on every start.
    meta: { persist: false },
  });

export const useUser = () => useQuery(getUserQueryOptions());
