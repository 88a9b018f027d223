import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REFRESH_TOKEN_COOKIE, REFRESH_TOKEN_DAYS, STORAGE_KEYS } from '@oko/shared/constants';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { type LoginInput, loginSchema, type User, userSchema } from '@oko/shared/schemas/auth';
import { z } from 'zod';
import { api, storeAccessToken, storeTokenCookie } from '@/lib/api-client';
import { useUserStore } from '../stores/user-store';
import { userQueryKey } from './get-user';

const loginAnswer = dataEnvelope(
  z.object({ user: userSchema, access_token: z.string(), refresh_token: z.string() }),
);
export type LoginResponse = z.infer<typeof loginAnswer>;

/** Spec section 3: the e-mail is lowercased before sending. */
export const login = (input: LoginInput) => api.post('/auth/login', loginSchema.parse(input), loginAnswer);

/** Spec sections 4 and 9: the tokens in cookies (1 and 7 days), the user in local storage and the auth store. */
export function startSession({ user, access_token, refresh_token }: LoginResponse['data']) {
  storeAccessToken(access_token);
  storeTokenCookie(REFRESH_TOKEN_COOKIE, refresh_token, REFRESH_TOKEN_DAYS);
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  const store = useUserStore.getState();
  store.setIsAuthenticated(true);
  store.setEmail(user.email);
  if (user.email_verified_at) store.setIsVerified();
}

export function useLogin({ onSuccess }: { onSuccess?: (user: User) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ data }) => {
      startSession(data);
      queryClient.setQueryData(userQueryKey, data.user);
      onSuccess?.(data.user);
    },
  });
}
