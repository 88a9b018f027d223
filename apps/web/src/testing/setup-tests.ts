import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach, vi, type MockInstance } from 'vitest';
import { useNotifications } from '@/lib/notifications';
import { resetMockApi, server } from './mocks/server';

// A test that logs console.error fails (STYLE.md). A test that expects an error log takes it with
// `expectConsoleError` from ./console.
// findBy… and waitFor wait up to 5 s (default 1 s): on a busy 2-core machine a lazy route chunk plus a few
// mocked calls can take longer than a second, and a timeout there says nothing about the storefront.
configure({ asyncUtilTimeout: 5000 });

let consoleError: MockInstance<typeof console.error>;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// Every page's chunk, and the header's on-demand parts, are loaded before the tests, as the browser loads a rendered
// page's before hydrating it (decision 021): a page first rendered inside render()'s act() would suspend there, and React would leave its
// retry in act's queue, never rendering the page. app/page.test.tsx renders a page while it loads.
// Imported here, after the test file's vi.mock calls took effect: a static import would load the app's modules
// before them, unmocked.
beforeAll(async () => {
  const [{ routes }, { loadEveryPage }, { loadHeaderParts }] = await Promise.all([
    import('@/app/routes'),
    import('./test-utils'),
    import('@/components/layout/load-header-parts'),
  ]);
  await Promise.all([loadEveryPage(routes), loadHeaderParts()]);
}, 60_000);

beforeEach(() => {
  // Silent here: an unexpected call fails the test below with its message.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // jsdom does not implement scrolling. (No window at all in the tests under Node: `@vitest-environment node`.)
  if (typeof window !== 'undefined') window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  resetMockApi();
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  }
  useNotifications.setState({ notifications: [] });
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0) {
    throw new Error(
      `console.error was called:\n${calls.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});

afterAll(() => server.close());
