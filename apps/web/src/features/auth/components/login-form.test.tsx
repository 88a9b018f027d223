import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectConsoleError } from '@/testing/console';
import { DEMO_SHOPPER, demoUser, mockApi, recordCalls } from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';
import { renderAt } from '@/testing/test-utils';
import { useUserStore } from '../stores/user-store';
import { LoginForm } from './login-form';

beforeEach(() => useUserStore.setState({ isAuthenticated: false, email: null, isVerified: false }));

const renderLogin = (url = '/auth/login') => renderAt(<LoginForm />, { url, path: '/auth/login' });

/** The message shown in red under the field, tied to it for screen readers. */
function expectFieldError(label: string, message: string) {
  const field = screen.getByLabelText(label);
  expect(field).toHaveAccessibleDescription(message);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText(message)).toHaveClass('text-red-600');
}

describe('LoginForm', () => {
  it('shows the spec’s messages under the fields, and sends nothing', async () => {
    let called = false;
    server.use(
      http.post('/api/v1/auth/login', () => {
        called = true;
        return HttpResponse.json({});
      }),
    );
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expectFieldError('Email', 'Email is required');
    expectFieldError('Password', 'password is required');

    await userEvent.type(screen.getByLabelText('Email'), 'adaeze.example');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expectFieldError('Email', 'Invalid email address');
    expect(called).toBe(false);
  });

  it('signs in: lowercased e-mail, cookies, stored user and auth store, then redirectTo', async () => {
    const sent = recordCalls(server, 'post', '/auth/login');
    const { router } = renderLogin('/auth/login?redirectTo=%2Fcheckout');
    await userEvent.type(screen.getByLabelText('Email'), DEMO_SHOPPER.email.toUpperCase());
    await userEvent.type(screen.getByLabelText('Password'), DEMO_SHOPPER.password);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('at /checkout')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sent.map((call) => call.body)).toEqual([
      { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password },
    ]);
    // The tokens of the session the mock API started.
    const [session] = mockApi.state.sessions;
    expect(Cookies.get('accessToken')).toBe(session?.accessTokens[0]);
    expect(Cookies.get('refreshToken')).toBe(session?.refreshToken);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').email).toBe(DEMO_SHOPPER.email);
    expect(useUserStore.getState()).toMatchObject({
      isAuthenticated: true,
      email: DEMO_SHOPPER.email,
      isVerified: true,
    });
    expect(JSON.parse(localStorage.getItem('userStore') ?? '{}').state.isAuthenticated).toBe(true);
  });

  it('goes to the profile without redirectTo', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), DEMO_SHOPPER.email);
    await userEvent.type(screen.getByLabelText('Password'), DEMO_SHOPPER.password);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('at /users/profiles')).toBeInTheDocument();
  });

  // Issue 43 item 11: the owner and staff run the shop from the back office.
  it.each(['owner', 'staff'] as const)(
    'lands the %s on the back office, unless redirectTo says otherwise',
    async (role) => {
      server.use(
        http.post('/api/v1/auth/login', () =>
          HttpResponse.json({
            data: {
              user: { ...demoUser(), role },
              access_token: 'test-access-owner',
              refresh_token: 'test-refresh-owner',
            },
          }),
        ),
      );
      const signIn = async () => {
        await userEvent.type(screen.getByLabelText('Email'), DEMO_SHOPPER.email);
        await userEvent.type(screen.getByLabelText('Password'), DEMO_SHOPPER.password);
        await userEvent.click(screen.getByRole('button', { name: 'Login' }));
      };
      const first = renderLogin();
      await signIn();
      expect(await screen.findByText('at /admin')).toBeInTheDocument();
      first.unmount();

      renderLogin('/auth/login?redirectTo=%2Fusers%2Forders');
      await signIn();
      expect(await screen.findByText('at /users/orders')).toBeInTheDocument();
    },
  );

  // A browser's URL parser drops tabs and line breaks: "/\t/evil.example" would read as "//evil.example".
  it.each([
    ['a tab', '%2F%09%2Fevil.example'],
    ['a carriage return', '%2F%0D%2Fevil.example'],
    ['a line feed', '%2Fcheckout%0A'],
  ])('signs in with a redirectTo holding %s and lands on the profile', async (_name, redirectTo) => {
    const { router } = renderLogin(`/auth/login?redirectTo=${redirectTo}`);
    await userEvent.type(screen.getByLabelText('Email'), DEMO_SHOPPER.email);
    await userEvent.type(screen.getByLabelText('Password'), DEMO_SHOPPER.password);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('at /users/profiles')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users/profiles');
  });

  it('shows wrong credentials under the email field', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), DEMO_SHOPPER.email);
    await userEvent.type(screen.getByLabelText('Password'), 'not-it-at-all');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('These credentials do not match our records.')).toHaveClass(
      'text-red-600',
    );
    expect(Cookies.get('accessToken')).toBeUndefined();
    expectConsoleError('These credentials do not match our records.');
  });

  it('sends an unverified shopper to verify, keeping redirectTo and the e-mail', async () => {
    // Registered in the mock API, the code not entered yet.
    mockApi.state.users.push({
      id: 99,
      name: 'Ngozi',
      last_name: 'Ade',
      email: 'new@example.com',
      password: 'yam-and-egg',
      email_verified_at: null,
      created_at: '2026-03-01T08:55:00.000Z',
    });
    renderLogin('/auth/login?redirectTo=%2Fcheckout');
    await userEvent.type(screen.getByLabelText('Email'), 'New@Example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'yam-and-egg');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('at /auth/verify?redirectTo=%2Fcheckout')).toBeInTheDocument();
    expect(useUserStore.getState().email).toBe('new@example.com');
    expectConsoleError('Your email address is not verified. Enter the 6-digit code we sent to your email.');
  });

  it('carries redirectTo on its links', () => {
    renderLogin('/auth/login?redirectTo=%2Fcarts');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/auth/register?redirectTo=%2Fcarts',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password?redirectTo=%2Fcarts',
    );
  });
});
