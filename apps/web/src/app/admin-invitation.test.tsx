import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_COOKIE } from '@oko/shared/constants';
import { INVITATION_MESSAGES } from '@oko/shared/schemas/admin-staff';
import { API, dashboardFixture } from '@/testing/admin-api';
import { expectConsoleError } from '@/testing/console';
import { demoUser, signInDemoShopper } from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';
import { loadPagesBeforeAll, renderRoutes } from '@/testing/test-utils';
import { routes } from './routes';

loadPagesBeforeAll();

// A staff invitation's link (issue 23): a guest opens it, sees who invited them to which shop, chooses a
// password and lands in the back office signed in.

const TOKEN = 'k3y-Of_the-1nvitation';

const dashboard = dashboardFixture();

function serveInvitation() {
  const musa = { ...demoUser(), name: 'Musa', last_name: 'Bello' };
  const sessions: { accessToken: string; refreshToken: string }[] = [];
  const asked: unknown[] = [];
  const accepted: unknown[] = [];
  let profiles = 0;
  server.use(
    http.post(`${API}/auth/invitation`, async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json({
        data: {
          email: musa.email,
          name: 'Musa',
          last_name: 'Bello',
          invited_by: 'Ngozi Adebayo',
          shop_name: 'Oko Farm',
          expires_at: '2026-01-12T14:07:00.000Z',
        },
      });
    }),
    http.post(`${API}/auth/accept-invitation`, async ({ request }) => {
      accepted.push(await request.json());
      expect(profiles, 'a guest until the password is set').toBe(0);
      // A session the mock API knows, so the header's own calls (the cart) are answered as the server would.
      const tokens = signInDemoShopper();
      Cookies.remove('accessToken');
      Cookies.remove(REFRESH_TOKEN_COOKIE);
      sessions.push(tokens);
      return HttpResponse.json({
        data: {
          user: { ...musa, role: 'staff' },
          access_token: tokens.accessToken,
          refresh_token: tokens.refreshToken,
        },
        message: INVITATION_MESSAGES.accepted,
      });
    }),
    http.get(`${API}/auth/profile`, () => {
      profiles += 1;
      return HttpResponse.json({ data: { ...musa, role: 'staff' } });
    }),
    http.get(`${API}/admin/dashboard`, () => HttpResponse.json({ data: dashboard })),
  );
  return { asked, accepted, sessions, musa };
}

describe('a staff invitation (/admin/invitation#token=…)', () => {
  it('says who invited them to which shop, sets the password and opens the back office signed in', async () => {
    const { asked, accepted, sessions, musa } = serveInvitation();
    const { router } = renderRoutes(routes, `/admin/invitation#token=${TOKEN}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join the back office' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/Ngozi Adebayo invited you, Musa, to run Oko Farm’s online shop with them/),
    ).toBeInTheDocument();
    expect(screen.getByText(musa.email)).toBeInTheDocument();
    expect(
      screen.getByText(/This link works once, until .* \(7 days from the invitation\)\./),
    ).toBeInTheDocument();
    // The token went in the body, never in a URL.
    expect(asked).toEqual([{ token: TOKEN }]);

    await userEvent.type(screen.getByLabelText('Password'), 'packing-day');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'packing-night');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and open the back office' }));
    expect(await screen.findByText('passwords must match')).toBeInTheDocument();
    expect(accepted).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'packing-day');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and open the back office' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(accepted).toEqual([
      { token: TOKEN, password: 'packing-day', password_confirmation: 'packing-day' },
    ]);
    // Signed in with the answer's tokens.
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBe(sessions[0]?.refreshToken);
    expect(Cookies.get('accessToken')).toBe(sessions[0]?.accessToken);
  });

  it('says plainly when the link no longer works, and offers to sign in', async () => {
    server.use(
      http.post(`${API}/auth/invitation`, () =>
        HttpResponse.json({ message: INVITATION_MESSAGES.invalid }, { status: 404 }),
      ),
    );
    renderRoutes(routes, `/admin/invitation#token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(INVITATION_MESSAGES.invalid);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login?redirectTo=%2Fadmin',
    );
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expectConsoleError(INVITATION_MESSAGES.invalid);
  });

  it('asks nothing of the API for a link without its token', async () => {
    const { asked } = serveInvitation();
    renderRoutes(routes, '/admin/invitation');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVITATION_MESSAGES.tokenRequired);
    expect(asked).toEqual([]);
  });
});
