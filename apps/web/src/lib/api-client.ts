import Cookies from 'js-cookie';
import { ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_DAYS, REFRESH_TOKEN_COOKIE } from '@oko/shared/constants';
import { env } from '@/config/env';
import { ApiError, errorStatus, getErrorMessage } from './api-errors';

// Spec section 7: one base address from configuration, JSON, a bearer token when the cookie exists, no timeout
// (fetch has none), and the response body handed back directly, checked against the call's shared schema,
// which loads with the request (decision 019).
// Written over fetch rather than with a library: about 1 kB gzip, where axios took 18.7 kB and ky alone is 5
// (docs/benchmarks.md, "First load without axios").

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Loads the shared schema of a call's answer: `() => import('@oko/shared/schemas/catalog').then((m) =>
 * m.productAnswerSchema)`. The client calls it as the request leaves, so the schema and the answer arrive
 * together, and zod loads with a page's first request rather than with its first render (decision 019: a
 * server-rendered page makes none). Any `zod` or `zod/mini` schema fits: both parse with their own `parse`,
 * which fails with zod core's `$ZodError`.
 */
export type AnswerSchema<T> = () => Promise<{ parse(data: unknown): T }>;

const refreshAnswer = () => import('@oko/shared/schemas/auth-answers').then((m) => m.refreshAnswerSchema);

export type RequestOptions = {
  /** Query parameters; undefined ones are left out. */
  params?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
};

/** Set once by the server entry (decision 016); the browser never sets it. */
let server: { base: string; fetch?: typeof fetch } | undefined;

/**
 * Server rendering: there is no page to resolve the API's address against, so the server names an absolute base
 * (`http://127.0.0.1:3001`), and may pass its own `fetch` (one that calls the API in-process). Requests made
 * there carry no token: js-cookie finds no `document`, so the server only ever asks as a guest.
 */
export function configureServerApi(options: { base: string; fetch?: typeof fetch }) {
  server = options;
}

function urlOf(path: string, params: RequestOptions['params'] = {}) {
  // Resolved against the page, as the browser resolves `/api/v1` (fetch under Node needs it spelled out).
  const url = new URL(
    `${env.API_URL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`,
    server?.base ?? window.location.href,
  );
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.href;
}

/** One request, no retry: the parsed body, or an ApiError for an error status. */
async function send(method: Method, path: string, body: unknown, options: RequestOptions = {}) {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // A file (the back office's pictures) is sent as itself, with its own type; anything else as JSON.
  const file = body instanceof Blob ? body : undefined;
  if (body !== undefined) headers['Content-Type'] = file ? file.type : 'application/json';
  const response = await (server?.fetch ?? fetch)(urlOf(path, options.params), {
    method,
    headers,
    body: body === undefined ? undefined : (file ?? JSON.stringify(body)),
  });
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text; // Not JSON (a proxy's error page): kept as text.
  }
  if (!response.ok) throw new ApiError({ status: response.status, data });
  return data;
}

export const NO_REFRESH_TOKEN = 'No refresh token available';

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
      // Straight through `send`, not `request`: a refresh that answers 401 must not try to refresh itself.
      const [answer, schema] = await Promise.all([
        send('POST', '/auth/refresh-token', { refresh_token: refreshToken }),
        refreshAnswer(),
      ]);
      const token = schema.parse(answer).data.access_token;
      storeAccessToken(token);
      return token;
    } catch (error) {
      // The session is over (logged out elsewhere, password reset, expired): forget its tokens, so later visits
      // do not keep asking.
      const status = errorStatus(error);
      if (status !== undefined && status < 500) {
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

/** A request with the bearer token of the moment, the 401 refresh-and-retry, and the failure logged. */
async function request(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions = {},
  retried = false,
): Promise<unknown> {
  const token = Cookies.get(ACCESS_TOKEN_COOKIE);
  const headers = token ? { ...options.headers, Authorization: `Bearer ${token}` } : options.headers;
  try {
    return await send(method, path, body, { ...options, headers });
  } catch (error) {
    // Spec section 4: a 401 gets one try at a new access token, then the request once more; if the refresh fails,
    // the original error is passed on. A wrong password at login is a 422, never a 401, so signing in never
    // lands here.
    if (!retried && errorStatus(error) === 401) {
      const refreshed = await refreshAccessToken().then(
        () => true,
        () => false,
      );
      if (refreshed) return request(method, path, body, options, true);
    }
    console.error(getErrorMessage(error));
    throw error;
  }
}

/**
 * The request and its answer's schema at once: the answer parsed with the schema, or the failure. The request's
 * own failure (an ApiError, already logged) comes first; a schema that could not load (offline, or a new release
 * replaced its file) is logged and rejects, as any failed call does (spec section 8).
 */
async function checked<T>(answer: Promise<unknown>, schema: AnswerSchema<T>): Promise<T> {
  const loading = schema().then(
    (loaded) => ({ loaded }),
    (error: unknown) => ({ error }),
  );
  const data = await answer;
  const result = await loading;
  if ('error' in result) {
    console.error(getErrorMessage(result.error));
    throw result.error;
  }
  return result.loaded.parse(data);
}

/**
 * Every call names the shared schema of its answer (`@oko/shared`), as a loader (`AnswerSchema`): the body is
 * parsed with it, so an answer that drifted from the contract fails here, in a `$ZodError`, instead of deep
 * inside a component.
 */
export const api = {
  get: <T>(url: string, schema: AnswerSchema<T>, options?: RequestOptions) =>
    checked(request('GET', url, undefined, options), schema),
  post: <T>(url: string, body: unknown, schema: AnswerSchema<T>, options?: RequestOptions) =>
    checked(request('POST', url, body, options), schema),
  put: <T>(url: string, body: unknown, schema: AnswerSchema<T>, options?: RequestOptions) =>
    checked(request('PUT', url, body, options), schema),
  patch: <T>(url: string, body: unknown, schema: AnswerSchema<T>, options?: RequestOptions) =>
    checked(request('PATCH', url, body, options), schema),
  delete: <T>(url: string, schema: AnswerSchema<T>, options?: RequestOptions) =>
    checked(request('DELETE', url, undefined, options), schema),
};
