import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { useNotifications } from '@/lib/notifications';
import { expectConsoleError } from '@/testing/console';
import { mockApi, recordCalls } from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';
import { renderAt } from '@/testing/test-utils';
import { useUserStore } from '../stores/user-store';
import { VerifyEmail } from './verify-email';

const renderVerify = () =>
  renderAt(<VerifyEmail />, { url: '/auth/verify?redirectTo=%2Fcheckout', path: '/auth/verify' });

/** A shopper registered in the mock API whose mailed code (042137) is not entered yet. */
beforeEach(() => {
  useUserStore.setState({ isAuthenticated: false, email: 'adaeze@example.com', isVerified: false });
  mockApi.state.users.push({
    id: mockApi.state.nextId.user++,
    name: 'Adaeze',
    last_name: 'Okafor',
    email: 'adaeze@example.com',
    password: 'yam-and-egg',
    email_verified_at: null,
    created_at: '2026-03-01T08:55:00.000Z',
  });
  mockApi.state.codes.push({
    email: 'adaeze@example.com',
    purpose: 'verify',
    code: '042137',
    expiresAt: Date.now() + 15 * 60_000,
    attempts: 0,
  });
});

describe('VerifyEmail', () => {
  it('shows the masked address and verifies with the code, signed in, then goes on to redirectTo', async () => {
    const sent = recordCalls(server, 'post', '/auth/verify');
    renderVerify();
    expect(screen.getByText('ad**@example.com')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code'), '042137');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    // No second login (issue 23): the session starts as at login, tokens in their cookies.
    expect(await screen.findByText('at /checkout')).toBeInTheDocument();
    expect(sent.map((call) => call.body)).toEqual([{ email: 'adaeze@example.com', code: '042137' }]);
    expect(useUserStore.getState()).toMatchObject({ isAuthenticated: true, isVerified: true });
    expect(Cookies.get('accessToken')).toEqual(expect.any(String));
    expect(Cookies.get('refreshToken')).toEqual(expect.any(String));
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ email: 'adaeze@example.com' });
    expect(
      mockApi.state.users.find((user) => user.email === 'adaeze@example.com')?.email_verified_at,
    ).not.toBeNull();
  });

  it('says what is wrong with a code under the field', async () => {
    renderVerify();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('The code must be 6 digits');
    await userEvent.type(screen.getByLabelText('Code'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is invalid or has expired.')).toHaveClass('text-red-600');
    expectConsoleError('The code is invalid or has expired.');
  });

  it('resends a code to the same address', async () => {
    const sent = recordCalls(server, 'post', '/auth/resend-verification');
    renderVerify();
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await expect
      .poll(() => useNotifications.getState().notifications.map((notification) => notification.message))
      .toEqual(['If that address is waiting for verification, a new code is on its way.']);
    expect(sent.map((call) => call.body)).toEqual([{ email: 'adaeze@example.com' }]);
    expect(mockApi.state.outbox.map((mail) => mail.to)).toEqual(['adaeze@example.com']);
  });
});
