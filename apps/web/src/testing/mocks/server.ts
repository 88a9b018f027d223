import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { handlers, mockApi } from './mock-api';

export const server = setupServer(...handlers);

/** After each test: the test's own handlers go, and the mock API's memory is the demo shop again. */
export function resetMockApi() {
  server.resetHandlers();
  mockApi.reset();
}

// Importing this module runs the mock API for the importing test file (and only for it: a plain unit test that
// makes no call does not pay for the demo shop). A request no handler answers fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(resetMockApi);
afterAll(() => server.close());
