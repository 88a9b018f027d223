import { queryOptions, useQuery } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { ACCESS_TOKEN_COOKIE, STORAGE_KEYS } from '@oko/shared/constants';
import type { User } from '@oko/shared/schemas/auth-answers';
import { api } from '@/lib/api-client';
import { errorStatus } from '@/lib/api-errors';
import { queryKeys } from '@/lib/query-keys';

const profileAnswer = () => import('@oko/shared/schemas/auth-answers').then((m) => m.profileAnswerSchema);

/** A session may exist: the access token cookie is there. Without it the shopper is a guest, no call needed. */
export const hasAccessToken = () => Cookies.get(ACCESS_TOKEN_COOKIE) !== undefined;

/**
 * Spec section 6: the profile is fetched only when an access token cookie exists, and a shopper is signed in
 * when it returns data. A failed fetch (already logged by the api client) means a guest.
 */
export async function getUser(): Promise<User | null> {
  if (!hasAccessToken()) {
    await forgetEndedSession();
    return null;
  }
  try {
    return (await api.get('/auth/profile', profileAnswer)).data;
  } catch (error) {
    // A 401 here is after the refresh failed too: the session is over. Offline or a 5xx says nothing of it.
    if (errorStatus(error) === 401) await forgetEndedSession();
    return null;
  }
}

/**
 * The session ended without Sign out (its cookies expired or were cleared), on a phone that may be shared (issue
 * 44): when the browser keeps what a signed-in session left (its profile, or the store saying signed in), it is
 * cleared (forget-ended-session.ts, loaded only then, so a guest's first load carries none of it).
 */
export async function forgetEndedSession() {
  if (
    typeof window !== 'undefined' &&
    (localStorage.getItem(STORAGE_KEYS.user) !== null ||
      /"isAuthenticated":true/.test(localStorage.getItem(STORAGE_KEYS.userStore) ?? ''))
  ) {
    (await import('./forget-ended-session')).forgetSignedInTraces();
  }
}

export const getUserQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.user,
    queryFn: getUser,
    // Who is signed in is never restored from the offline cache: the cookie decides, on every start.
    meta: { persist: false },
  });

export const useUser = () => useQuery(getUserQueryOptions());
