import { http, HttpResponse } from 'msw';
import type { User } from '@oko/shared/schemas/auth';

const API = '/api/v1';

export const userFixture: User = {
  id: 7,
  name: 'Adaeze',
  last_name: 'Okafor',
  email: 'adaeze@example.com',
  email_verified_at: '2026-03-01T09:00:00.000Z',
  created_at: '2026-03-01T08:55:00.000Z',
};

/** The account calls with the API's answers for a good request; a test overrides one with `server.use(...)`. */
export const authHandlers = [
  http.post(`${API}/auth/login`, () =>
    HttpResponse.json({ data: { user: userFixture, access_token: 'access-1', refresh_token: 'refresh-1' } }),
  ),
  http.post(`${API}/auth/register`, async ({ request }) => {
    const body = (await request.json()) as { name: string; last_name: string; email: string };
    return HttpResponse.json(
      {
        data: { user: { ...userFixture, ...body, email_verified_at: null } },
        message: 'Registration successful. We have sent a 6-digit code to your email.',
      },
      { status: 201 },
    );
  }),
  http.post(`${API}/auth/refresh-token`, () => HttpResponse.json({ data: { access_token: 'access-2' } })),
  http.patch(`${API}/auth/logout`, () => HttpResponse.json({ message: 'Logout Successfully' })),
];
