import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '@/testing/console';
import { signInDemoShopper } from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';
import { renderAt, renderWithProviders } from '@/testing/test-utils';
import { ProtectedRoute } from './protected-route';
import { RedirectIfSignedIn } from './redirect-if-signed-in';

/** The demo shopper, signed in through the mock API: GET /auth/profile answers for the token. */
const signIn = () => signInDemoShopper();

describe('ProtectedRoute', () => {
  it('sends a guest to login with redirectTo, replacing history, without asking the API', async () => {
    let profileRequested = false;
    server.use(
      http.get('/api/v1/auth/profile', () => {
        profileRequested = true;
        return HttpResponse.json({ data: null });
      }),
    );
    const { router } = renderAt(<ProtectedRoute>secret</ProtectedRoute>, {
      url: '/users/orders?page=2',
      path: '/users/orders',
    });

    expect(
      await screen.findByText('at /auth/login?redirectTo=%2Fusers%2Forders%3Fpage%3D2'),
    ).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(profileRequested).toBe(false);
  });

  it('treats a failed profile fetch as a guest', async () => {
    Cookies.set('accessToken', 'expired', { path: '/' });
    renderAt(<ProtectedRoute>secret</ProtectedRoute>, { url: '/checkout', path: '/checkout' });

    expect(await screen.findByText('at /auth/login?redirectTo=%2Fcheckout')).toBeInTheDocument();
    expectConsoleError('Unauthenticated.');
  });

  it('shows the page to a signed-in user', async () => {
    signIn();
    renderWithProviders(<ProtectedRoute>secret</ProtectedRoute>, { url: '/checkout', path: '/checkout' });
    expect(await screen.findByText('secret')).toBeInTheDocument();
  });
});

describe('RedirectIfSignedIn', () => {
  /** An auth page at `path`, opened with `query`, behind the guard. */
  const renderAuthPage = (path: string, query = '') =>
    renderAt(<RedirectIfSignedIn>login form</RedirectIfSignedIn>, { url: path + query, path });

  it('shows the auth page to a guest', async () => {
    renderAuthPage('/auth/login');
    expect(await screen.findByText('login form')).toBeInTheDocument();
  });

  it('sends a signed-in user to redirectTo', async () => {
    signIn();
    renderAuthPage('/auth/login', '?redirectTo=%2Fcheckout');
    expect(await screen.findByText('at /checkout')).toBeInTheDocument();
  });

  it('sends a signed-in user to the profile without redirectTo, or with one off this site', async () => {
    signIn();
    renderAuthPage('/auth/register', '?redirectTo=https%3A%2F%2Fevil.example');
    expect(await screen.findByText('at /users/profiles')).toBeInTheDocument();
  });
});
