import { render, screen } from '@testing-library/react';
import { Outlet, UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '@/testing/console';
import { renderRoutes, renderWithProviders } from '@/testing/test-utils';
import { ErrorBoundary } from './error-boundary';
import { ErrorFallback } from './error-fallback';
import { MainErrorFallback } from './main-error-fallback';
import { NotFound } from './not-found';
import { Offline } from './offline';
import { RouteErrorBoundary } from './route-error';

/** A page that throws as it renders, inside the route's error boundary; React reports what its boundary caught. */
function renderRouteError(fail: () => never, reported: RegExp) {
  const Page = () => fail();
  renderWithProviders(
    <RouteErrorBoundary>
      <Page />
    </RouteErrorBoundary>,
  );
  expectConsoleError(reported);
}

describe('NotFound', () => {
  it('apologises and links home', () => {
    renderWithProviders(<NotFound />);
    expect(screen.getByText("Sorry, we couldn't find the page you're looking for.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  // Issue 37: a link that looks like the page's main button takes the button's look and its keyboard focus ring.
  it.each([
    ['the not-found page', NotFound],
    ['the offline page', Offline],
  ])('shows the focus ring on %s\'s "Go to home"', (_page, Page) => {
    renderWithProviders(<Page />);
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveClass(
      'focus-visible:outline-2',
      'focus-visible:outline-green-700',
    );
  });
});

describe('RouteError', () => {
  it('shows the status, status text and message of a route error response', async () => {
    renderRouteError(() => {
      throw new ErrorResponse(404, 'Not Found', { message: 'No such order' });
    }, /\[object Object\]/);
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Not Found')).toBeInTheDocument();
    expect(screen.getByText('No such order')).toBeInTheDocument();
  });

  it('shows "Error", the message, the stack and a way home for an ordinary error', async () => {
    renderRouteError(() => {
      throw new Error('The oven is cold');
    }, /The oven is cold/);
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(screen.getByText('The oven is cold')).toBeInTheDocument();
    expect(screen.getByText(/at .*errors\.test\.tsx/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
  });

  it('shows "Unknown Error" for anything else', async () => {
    renderRouteError(() => {
      throw 'a string';
    }, /a string/);
    expect(await screen.findByRole('heading', { name: 'Unknown Error' })).toBeInTheDocument();
  });

  it('renders the routes below it again after a navigation', async () => {
    const Broken = () => {
      throw new Error('The oven is cold');
    };
    const { router } = renderRoutes(
      [
        {
          element: (
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          ),
          children: [
            { path: '/bakery', element: <Broken /> },
            { path: '/', element: <h1>Fresh bread</h1> },
          ],
        },
      ],
      '/bakery',
    );
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expectConsoleError(/The oven is cold/);
    await router.navigate('/');
    expect(await screen.findByRole('heading', { name: 'Fresh bread' })).toBeInTheDocument();
  });
});

describe('uncaught rendering errors', () => {
  it('replace the app with the full-screen alert and its Refresh button', () => {
    const Broken = () => {
      throw new Error('render failed');
    };
    render(
      <ErrorBoundary fallback={<MainErrorFallback />}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Ooops, something went wrong :(');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expectConsoleError(/render failed/);
  });
});

describe('ErrorFallback', () => {
  it('reads "Something went wrong!"', () => {
    render(<ErrorFallback />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong!');
  });
});
