import Cookies from 'js-cookie';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { useNotifications } from '@/lib/notifications';

// Every storefront test file, in Node or in jsdom: a test that logs console.error fails (STYLE.md); a test that
// expects an error log takes it with `expectConsoleError` from ./console. The browser's storage, cookies and the
// notifications start empty for each test.

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  // Silent here: an unexpected call fails the test below with its message.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
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
