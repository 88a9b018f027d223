// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectConsoleError } from '@/testing/console';
import { server } from '@/testing/mocks/server';
import { api, refreshAccessToken } from './api-client';

// Spec sections 4 and 7: a 401 triggers one attempt to get a new access token, stores it, retries the request;
// if the refresh fails, the original error is passed on.

const mine = async () => z.object({ data: z.string() });

/** A protected echo that accepts only `access-2`, the token the refresh hands out. */
function protectedEcho() {
  let calls = 0;
  server.use(
    http.get('/api/v1/mine', ({ request }) => {
      calls += 1;
      return request.headers.get('authorization') === 'Bearer access-2'
        ? HttpResponse.json({ data: 'yours' })
        : HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
    }),
  );
  return { calls: () => calls };
}

function countRefreshes(
  answer: () => Response = () => HttpResponse.json({ data: { access_token: 'access-2' } }),
) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/v1/auth/refresh-token', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

describe('refresh and retry', () => {
  it('refreshes once with the refresh token, stores the new access token and retries', async () => {
    Cookies.set('accessToken', 'access-1', { path: '/' });
    Cookies.set('refreshToken', 'refresh-1', { path: '/' });
    const echo = protectedEcho();
    const refreshes = countRefreshes();

    await expect(api.get('/mine', mine)).resolves.toEqual({ data: 'yours' });
    expect(refreshes).toEqual([{ refresh_token: 'refresh-1' }]);
    expect(Cookies.get('accessToken')).toBe('access-2');
    expect(echo.calls()).toBe(2);
  });

  it('shares one refresh between concurrent 401s', async () => {
    Cookies.set('accessToken', 'access-1', { path: '/' });
    Cookies.set('refreshToken', 'refresh-1', { path: '/' });
    protectedEcho();
    const refreshes = countRefreshes();

    const answers = await Promise.all([
      api.get('/mine', mine),
      api.get('/mine', mine),
      api.get('/mine', mine),
    ]);
    expect(answers).toEqual([{ data: 'yours' }, { data: 'yours' }, { data: 'yours' }]);
    expect(refreshes).toHaveLength(1);
  });

  it('fails with "No refresh token available" without a refresh token, passing the original error on', async () => {
    Cookies.set('accessToken', 'access-1', { path: '/' });
    protectedEcho();
    const refreshes = countRefreshes();

    await expect(refreshAccessToken()).rejects.toThrow('No refresh token available');
    await expect(api.get('/mine', mine)).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshes).toHaveLength(0);
    expectConsoleError('Unauthenticated.');
  });

  it('passes the original error on when the refresh is refused, and forgets the dead tokens', async () => {
    Cookies.set('accessToken', 'access-1', { path: '/' });
    Cookies.set('refreshToken', 'revoked', { path: '/' });
    const echo = protectedEcho();
    countRefreshes(() =>
      HttpResponse.json({ message: 'Invalid or expired refresh token.' }, { status: 401 }),
    );

    await expect(api.get('/mine', mine)).rejects.toMatchObject({
      response: { status: 401, data: { message: 'Unauthenticated.' } },
    });
    expect(echo.calls()).toBe(1);
    expect(Cookies.get('accessToken')).toBeUndefined();
    expect(Cookies.get('refreshToken')).toBeUndefined();
    expectConsoleError('Unauthenticated.');
  });

  it('retries only once: a second 401 is passed on', async () => {
    Cookies.set('accessToken', 'access-1', { path: '/' });
    Cookies.set('refreshToken', 'refresh-1', { path: '/' });
    server.use(
      http.get('/api/v1/mine', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
    );
    const refreshes = countRefreshes();
    await expect(api.get('/mine', mine)).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshes).toHaveLength(1);
    expectConsoleError('Unauthenticated.');
  });
});
