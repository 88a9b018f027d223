import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '@/testing/console';
import { renderWithProviders } from '@/testing/test-utils';
import { ErrorBoundary } from './error-boundary';
import { ErrorFallback } from './error-fallback';
import { MainErrorFallback } from './main-error-fallback';
import { NotFound } from './not-found';
import { RouteError } from './route-error';

function renderRouteError(loader: () => unknown) {
  const router = createMemoryRouter([
    { path: '/', loader, Component: () => null, ErrorBoundary: RouteError, HydrateFallback: () => null },
  ]);
  render(<RouterProvider router={router} />);
}

describe('NotFound', () => {
  it('apologises and links home', () => {
    renderWithProviders(<NotFound />);
    expect(screen.getByText("Sorry, we couldn't find the page you're looking for.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });
});

describe('RouteError', () => {
  it('shows the status, status text and message of a route error response', async () => {
    renderRouteError(() => {
      throw data({ message: 'No such order' }, { status: 404, statusText: 'Not Found' });
    });
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Not Found')).toBeInTheDocument();
    expect(screen.getByText('No such order')).toBeInTheDocument();
  });

  it('shows "Error", the message, the stack and a way home for an ordinary error', async () => {
    renderRouteError(() => {
      throw new Error('The oven is cold');
    });
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(screen.getByText('The oven is cold')).toBeInTheDocument();
    expect(screen.getByText(/at .*errors\.test\.tsx/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
  });

  it('shows "Unknown Error" for anything else', async () => {
    renderRouteError(() => {
      throw 'a string';
    });
    expect(await screen.findByRole('heading', { name: 'Unknown Error' })).toBeInTheDocument();
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
