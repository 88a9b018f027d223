import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { useNotifications } from '@/lib/notifications';
import { expectConsoleError } from '@/testing/console';
import { server } from '@/testing/mocks/server';
import { signInDemoShopper } from '@/testing/mocks/mock-api';
import { Here } from '@/testing/here';
import { renderAt, renderRoutes } from '@/testing/test-utils';
import { ProtectedRoute } from '../components/protected-route';
import { RedirectIfSignedIn } from '../components/redirect-if-signed-in';
import { useUserStore } from '../stores/user-store';
import { useLogout } from './logout';

function SignOut({ onSignedOut }: { onSignedOut: () => void }) {
  const logout = useLogout({ onSignedOut });
  return (
    <button type="button" onClick={() => logout.mutate()}>
      Sign out
    </button>
  );
}

/** The demo shopper signed in through the mock API, with what a session leaves in the browser. */
function signedIn() {
  const tokens = signInDemoShopper();
  Cookies.set('session', 'abc', { path: '/' });
  localStorage.setItem('user', '{"id":7}');
  sessionStorage.setItem('cart', '[]');
  useUserStore.setState({ isAuthenticated: true, email: 'demo@okofarm.ng', isVerified: true });
  return tokens;
}

describe('useLogout (spec section 4)', () => {
  it('on success: not authenticated, cart cleared, "Logout Successfully", login replacing history, all cleared', async () => {
    signedIn();
    const clearCart = vi.fn();
    const { router } = renderAt(<SignOut onSignedOut={clearCart} />, {
      url: '/users/profiles',
      path: '/users/profiles',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('at /auth/login')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(useUserStore.getState().isAuthenticated).toBe(false);
    expect(clearCart).toHaveBeenCalledOnce();
    expect(useNotifications.getState().notifications).toEqual([
      expect.objectContaining({ type: 'success', title: 'success', message: 'Logout Successfully' }),
    ]);
    expect(Cookies.get()).toEqual({});
    expect(localStorage.getItem('user')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('from a guarded page, lands on login without a redirectTo back to it', async () => {
    signedIn();
    renderRoutes(
      [
        {
          path: '/users/profiles',
          element: (
            <ProtectedRoute>
              <SignOut onSignedOut={() => undefined} />
            </ProtectedRoute>
          ),
        },
        {
          path: '/auth/login',
          element: (
            <RedirectIfSignedIn>
              <Here />
            </RedirectIfSignedIn>
          ),
        },
      ],
      '/users/profiles',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('at /auth/login')).toBeInTheDocument();
    // Still there a moment later: nothing sends the shopper on.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('at /auth/login')).toBeInTheDocument();
  });

  it('on failure: a "Failure" notification with the message, no navigation, nothing cleared', async () => {
    const { accessToken } = signedIn();
    server.use(
      http.patch('/api/v1/auth/logout', () =>
        HttpResponse.json({ message: 'Server error' }, { status: 500 }),
      ),
    );
    const clearCart = vi.fn();
    renderAt(<SignOut onSignedOut={clearCart} />, { url: '/users/profiles', path: '/users/profiles' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    await vi.waitFor(() =>
      expect(useNotifications.getState().notifications).toEqual([
        expect.objectContaining({ type: 'error', title: 'Failure', message: 'Server error' }),
      ]),
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(Cookies.get('accessToken')).toBe(accessToken);
    expect(useUserStore.getState().isAuthenticated).toBe(true);
    expect(clearCart).not.toHaveBeenCalled();
    expectConsoleError('Server error');
  });
});
