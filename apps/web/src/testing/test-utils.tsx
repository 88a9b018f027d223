import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll } from 'vitest';
import { MemoryRouter, type Location, type NavigationType, type RouteObject } from 'react-router';
import type { PageHandle, PageModule } from '@/app/page';
import { createQueryClient } from '@/lib/query-client';
import { Here } from './here';
import { ReportingRouteTable } from './route-table';

export type RenderOptions = {
  /** The URL the memory router starts at. */
  url?: string;
  /** The route pattern the element is mounted under. */
  path?: string;
  /** Other routes to navigate to, e.g. the login page a guard redirects to. */
  routes?: RouteObject[];
};

/**
 * What a test reads of its memory router: where the shopper is, how they got there (as of the last render shown),
 * and a way to move on.
 */
export type TestRouter = {
  state: { location: Location; historyAction: NavigationType };
  /** A path, or a step through history (-1: Back). */
  navigate: (to: string | number) => Promise<void>;
};

/**
 * A route table (the app's own, or a test's) in a memory router at `url`: the element to render, and its router.
 * The app's route table (`RouteTable`): navigations are not transitions, and a page still loading shows the
 * full-screen spinner.
 */
export function memoryRouter(routes: RouteObject[], url = '/') {
  const router = {} as TestRouter;
  const element = (
    <MemoryRouter initialEntries={[url]} useTransitions={false}>
      <ReportingRouteTable
        routes={routes}
        onCommit={(state, navigate) => {
          router.state = state;
          // Two calls, as navigate's overloads take a path or a step, not either.
          router.navigate = (to) => act(() => (typeof to === 'number' ? navigate(to) : navigate(to)));
        }}
      />
    </MemoryRouter>
  );
  return { element, router };
}

/** Renders a piece of the storefront with a fresh query client and a memory router. */
export function renderWithProviders(
  ui: ReactNode,
  { url = '/', path = '/', routes = [] }: RenderOptions = {},
) {
  return renderRoutes([{ path, element: ui }, ...routes], url);
}

/** `ui` mounted at `path` and opened at `url`; any other path shows `Here`, for a test to see where it leads. */
export const renderAt = (ui: ReactNode, { url, path }: { url: string; path: string }) =>
  renderWithProviders(ui, { url, path, routes: [{ path: '*', element: <Here /> }] });

/** Renders a route table (the app's own, or a test's) at a URL. */
export function renderRoutes(routes: RouteObject[], url = '/') {
  const queryClient = createQueryClient();
  const { element, router } = memoryRouter(routes, url);
  const view = render(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>);
  return { ...view, router, queryClient };
}

/** Loads the page of every route in the table (`page`'s `handle.load`), answering the pages' modules. */
export async function loadEveryPage(routes: RouteObject[]): Promise<PageModule[]> {
  const loaded: PageModule[] = [];
  for (const route of routes) {
    const handle = route.handle as PageHandle | undefined;
    if (handle) loaded.push(await handle.load());
    loaded.push(...(await loadEveryPage(route.children ?? [])));
  }
  return loaded;
}

/**
 * For a test file that renders the app's own pages: every page's chunk, and the header's on-demand parts, load
 * before its tests, as the browser loads a rendered page's before hydrating it (decision 021). A page first
 * rendered inside render()'s act() would suspend there, and React would leave its retry in act's queue, never
 * rendering the page (app/page.test.tsx renders a page while it loads). Imported in the hook, after the test
 * file's vi.mock calls took effect: a static import would load the app's modules before them, unmocked.
 * Call it at the file's top level.
 */
export function loadPagesBeforeAll() {
  loadHeaderPartsBeforeAll();
  beforeAll(async () => {
    const { routes } = await import('@/app/routes');
    await loadEveryPage(routes);
  }, 60_000);
}

/** For a test file that renders the header: its on-demand parts (the drawer, search, user menu) load first. */
export function loadHeaderPartsBeforeAll() {
  beforeAll(async () => {
    const { loadHeaderParts } = await import('@/components/layout/load-header-parts');
    await loadHeaderParts();
  }, 60_000);
}
