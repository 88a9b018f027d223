import Axios, { type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import Cookies from 'js-cookie';
import { ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_DAYS, REFRESH_TOKEN_COOKIE } from '@oko/shared/constants';
import { env } from '@/config/env';

// Spec section 7: one base address from configuration, JSON, a bearer token when the cookie exists,
// no timeout, and the response body handed back directly.

function authorize(config: InternalAxiosRequestConfig) {
  const token = Cookies.get(ACCESS_TOKEN_COOKIE);
  if (token) config.headers.Authorization = `Bearer ${token}`;
  return config;
}

/** The `errors` object of an API error response (a 422's field messages), if there is one. */
export function responseErrors(error: unknown): Record<string, unknown> | undefined {
  const errors: unknown = Axios.isAxiosError(error) ? error.response?.data?.errors : undefined;
  return errors && typeof errors === 'object' ? (errors as Record<string, unknown>) : undefined;
}

/**
 * Spec section 8, "Error formatter": lines of "field: messages joined by comma" from the response's errors
 * object, else "An unexpected error occurred."
 */
export function formatErrors(error: unknown): string {
  const errors = responseErrors(error);
  if (!errors) return 'An unexpected error occurred.';
  return Object.entries(errors)
    .map(
      ([field, messages]) => `${field}: ${Array.isArray(messages) ? messages.join(', ') : String(messages)}`,
    )
    .join('\n');
}

/** Spec section 8: the message comes from the response's `message`, else from the error itself. */
export function getErrorMessage(error: unknown): string {
  if (Axios.isAxiosError(error)) {
    const data: unknown = error.response?.data;
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
      return data.message;
    }
  }
  return error instanceof Error ? error.message : String(error);
}

const client = Axios.create({
  baseURL: env.API_URL,
  timeout: 0,
  headers: { Accept: 'application/json' },
});

export const NO_REFRESH_TOKEN = 'No refresh token available';
const REFRESH_PATH = '/auth/refresh-token';

/** A token cookie on the whole site, kept `days` days (spec section 9: the access token 1, the refresh token 7). */
export function storeTokenCookie(name: string, token: string, days: number) {
  Cookies.set(name, token, {
    expires: days,
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
}

export const storeAccessToken = (token: string) =>
  storeTokenCookie(ACCESS_TOKEN_COOKIE, token, ACCESS_TOKEN_DAYS);

let refreshing: Promise<string> | null = null;

/**
 * Spec sections 4 and 7: trade the refresh token cookie for a new access token and store it for 1 day. Calls
 * made while one refresh is under way share it, so a page whose five requests all answer 401 refreshes once.
 */
export function refreshAccessToken(): Promise<string> {
  refreshing ??= (async () => {
    const refreshToken = Cookies.get(REFRESH_TOKEN_COOKIE);
    if (!refreshToken) throw new Error(NO_REFRESH_TOKEN);
    try {
      // Straight through axios, not the client: a refresh that answers 401 must not try to refresh itself.
      const response = await Axios.post<{ data: { access_token: string } }>(
        REFRESH_PATH,
        { refresh_token: refreshToken },
        { baseURL: env.API_URL, headers: { Accept: 'application/json' } },
      );
      const token = response.data.data.access_token;
      storeAccessToken(token);
      return token;
    } catch (error) {
      // The session is over (logged out elsewhere, password reset, expired): forget its tokens, so later visits
      // do not keep asking.
      if (Axios.isAxiosError(error) && error.response && error.response.status < 500) {
        Cookies.remove(ACCESS_TOKEN_COOKIE, { path: '/' });
        Cookies.remove(REFRESH_TOKEN_COOKIE, { path: '/' });
      }
      throw error;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

client.interceptors.request.use(authorize);
client.interceptors.response.use(
  (response) => response.data,
  async (error: unknown) => {
    const config = Axios.isAxiosError(error) ? (error.config as RetriableConfig | undefined) : undefined;
    // Spec section 4: a 401 gets one try at a new access token, then the request once more. A wrong password at
    // login is a 422, never a 401, so signing in never lands here.
    if (Axios.isAxiosError(error) && error.response?.status === 401 && config && !config._retried) {
      config._retried = true;
      let refreshed = false;
      try {
        await refreshAccessToken();
        refreshed = true;
      } catch {
        // If the refresh fails, the original error is passed on.
      }
      if (refreshed) return client(config);
    }
    console.error(getErrorMessage(error));
    return Promise.reject(error);
  },
);

// The interceptor above unwraps `response.data`, so each call resolves to the body itself.
export const api = {
  get: <T = unknown>(url: string, config?: AxiosRequestConfig) => client.get<T, T>(url, config),
  post: <T = unknown>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
    client.post<T, T>(url, body, config),
  patch: <T = unknown>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
    client.patch<T, T>(url, body, config),
  put: <T = unknown>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
    client.put<T, T>(url, body, config),
  delete: <T = unknown>(url: string, config?: AxiosRequestConfig) => client.delete<T, T>(url, config),
};

/** True when the API answered that the thing asked for does not exist. */
export const isNotFound = (error: unknown) => Axios.isAxiosError(error) && error.response?.status === 404;
