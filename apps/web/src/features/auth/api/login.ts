import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REFRESH_TOKEN_COOKIE, REFRESH_TOKEN_DAYS, STORAGE_KEYS } from '@oko/shared/constants';
import { type LoginInput, loginSchema } from '@oko/shared/schemas/auth';
import type { LoginAnswer, User } from '@oko/shared/schemas/auth-answers';
import { api, storeAccessToken, storeTokenCookie } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useUserStore } from '../stores/user-store';

const loginAnswer = () => import('@oko/shared/schemas/auth-answers').then((m) => m.loginAnswerSchema);

/** Spec section 3: the e-mail is lowercased before sending. */
export const login = (input: LoginInput) => api.post('/auth/login', loginSchema.parse(input), loginAnswer);

/** Spec sections 4 and 9: the tokens in cookies (1 and 7 days), the user in local storage and the auth store. */
export function startSession({ user, access_token, refresh_token }: LoginAnswer['data']) {
  storeAccessToken(access_token);
  storeTokenCookie(REFRESH_TOKEN_COOKIE, refresh_token, REFRESH_TOKEN_DAYS);
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  const store = useUserStore.getState();
  store.setIsAuthenticated(true);
  store.setEmail(user.email);
  if (user.email_verified_at) store.setIsVerified();
}

/**
 * A call that answers as login does (login, a verified e-mail, an accepted invitation): the session starts and
 * the user query takes the signed-in user at once.
 */
export function useSignIn<Input>(
  signIn: (input: Input) => Promise<LoginAnswer>,
  { onSuccess }: { onSuccess?: (user: User) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ data }) => {
      startSession(data);
      queryClient.setQueryData(queryKeys.user, data.user);
      onSuccess?.(data.user);
    },
  });
}

export const useLogin = (options?: { onSuccess?: (user: User) => void }) => useSignIn(login, options);
