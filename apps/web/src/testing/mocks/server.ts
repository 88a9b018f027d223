import { setupServer } from 'msw/node';
import { handlers, mockApi } from './mock-api';

export const server = setupServer(...handlers);

/** After each test: the test's own handlers go, and the mock API's memory is the demo shop again. */
export function resetMockApi() {
  server.resetHandlers();
  mockApi.reset();
}
