import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useNotifications } from '@/lib/notifications';
import { expectConsoleError } from '@/testing/console';
import { userFixture } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';
import { useUserStore } from '../stores/user-store';
import { VerifyEmail } from './verify-email';

function Here() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

const renderVerify = () =>
  renderWithProviders(<VerifyEmail />, {
    url: '/auth/verify?redirectTo=%2Fcheckout',
    path: '/auth/verify',
    routes: [{ path: '*', element: <Here /> }],
  });

beforeEach(() =>
  useUserStore.setState({ isAuthenticated: false, email: 'adaeze@example.com', isVerified: false }),
);

describe('VerifyEmail', () => {
  it('shows the masked address and verifies with the code, then goes to login with redirectTo', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/v1/auth/verify', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          data: { user: userFixture },
          message: 'Your email address is verified. You can now sign in.',
        });
      }),
    );
    renderVerify();
    expect(screen.getByText('ad**@example.com')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code'), '042137');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('at /auth/login?redirectTo=%2Fcheckout')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'adaeze@example.com', code: '042137' });
    expect(useUserStore.getState().isVerified).toBe(true);
  });

  it('says what is wrong with a code under the field', async () => {
    server.use(
      http.post('/api/v1/auth/verify', () =>
        HttpResponse.json(
          {
            message: 'The code is invalid or has expired.',
            errors: { code: ['The code is invalid or has expired.'] },
          },
          { status: 422 },
        ),
      ),
    );
    renderVerify();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('The code must be 6 digits');
    await userEvent.type(screen.getByLabelText('Code'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is invalid or has expired.')).toHaveClass('text-red-600');
    expectConsoleError('The code is invalid or has expired.');
  });

  it('resends a code to the same address', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/v1/auth/resend-verification', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          message: 'If that address is waiting for verification, a new code is on its way.',
        });
      }),
    );
    renderVerify();
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await expect
      .poll(() => useNotifications.getState().notifications.map((notification) => notification.message))
      .toEqual(['If that address is waiting for verification, a new code is on its way.']);
    expect(sent).toEqual({ email: 'adaeze@example.com' });
  });
});
