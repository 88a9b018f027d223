import Axios, { type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import Cookies from 'js-cookie';
import { ACCESS_TOKEN_COOKIE } from '@oko/shared/constants';
import { env } from '@/config/env';

// Spec section 7: one base address from configuration, JSON, a bearer token when the cookie exists,
// no timeout, and the response body handed back directly.

function authorize(config: InternalAxiosRequestConfig) {
  const token = Cookies.get(ACCESS_TOKEN_COOKIE);
  if (token) config.headers.Authorization = `Bearer ${token}`;
  return config;
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

client.interceptors.request.use(authorize);
client.interceptors.response.use(
  (response) => response.data,
  (error: unknown) => {
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
  delete: <T = unknown>(url: string, config?: AxiosRequestConfig) => client.delete<T, T>(url, config),
};

/** True when the API answered that the thing asked for does not exist. */
export const isNotFound = (error: unknown) => Axios.isAxiosError(error) && error.response?.status === 404;
