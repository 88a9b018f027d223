import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '@/lib/query-client';

export type RenderOptions = {
  /** The URL the memory router starts at. */
  url?: string;
  /** The route pattern the element is mounted under. */
  path?: string;
  /** Other routes to navigate to, e.g. the login page a guard redirects to. */
  routes?: RouteObject[];
};

/** Renders a piece of the storefront with a fresh query client and a memory router. */
export function renderWithProviders(
  ui: ReactNode,
  { url = '/', path = '/', routes = [] }: RenderOptions = {},
) {
  return renderRoutes([{ path, element: ui }, ...routes], url);
}

/** Renders a route table (the app's own, or a test's) at a URL. */
export function renderRoutes(routes: RouteObject[], url = '/') {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
