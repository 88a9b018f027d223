import { queryOptions, useQuery } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { ACCESS_TOKEN_COOKIE } from '@oko/shared/constants';
import type { User } from '@oko/shared/schemas/auth-answers';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const profileAnswer = () => import('@oko/shared/schemas/auth-answers').then((m) => m.profileAnswerSchema);

/** A session may exist: the access token cookie is there. Without it the shopper is a guest, no call needed. */
export const hasAccessToken = () => Cookies.get(ACCESS_TOKEN_COOKIE) !== undefined;

/**
 * Spec section 6: the profile is fetched only when an access token cookie exists, and a shopper is signed in
 * when it returns data. A failed fetch (already logged by the api client) means a guest.
 */
export async function getUser(): Promise<User | null> {
  if (!hasAccessToken()) return null;
  try {
    return (await api.get('/auth/profile', profileAnswer)).data;
  } catch {
    return null;
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
