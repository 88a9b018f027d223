import Cookies from 'js-cookie';
import { createHandlers } from '@oko/mock-api/handlers';
import { createMockDb, DEMO_SHOPPER, type MockUser } from '@oko/mock-api/state';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '@oko/shared/constants';

// The storefront's tests talk to the mock API (@oko/mock-api): the demo shop in memory, answering as the API
// does (the contract test in apps/api keeps it so). Its memory is reset after every test (setup-tests.ts); a
// test that needs another answer overrides a call with `server.use(...)`.

/** The mock API's memory: codes mailed to a test's shopper are in `mockApi.state.outbox`. */
export const mockApi = createMockDb({ onMail: () => undefined });

export const handlers = createHandlers(mockApi);

export { DEMO_SHOPPER };

/** The demo shop's shopper (verified, an empty cart at first). */
export function demoShopper(): MockUser {
  const user = mockApi.state.users.find((entry) => entry.email === DEMO_SHOPPER.email);
  if (!user) throw new Error('the mock API has lost its demo shopper');
  return user;
}

/**
 * Signs the demo shopper in as the login page would leave it: a session in the mock API and its tokens in the
 * cookies. Answers the tokens.
 */
export function signInDemoShopper(): { accessToken: string; refreshToken: string } {
  const state = mockApi.state;
  const session = {
    id: state.nextId.session++,
    userId: demoShopper().id,
    accessTokens: [`test-access-${state.nextId.session}`],
    refreshToken: `test-refresh-${state.nextId.session}`,
    ended: false,
  };
  state.sessions.push(session);
  const tokens = { accessToken: session.accessTokens[0]!, refreshToken: session.refreshToken };
  Cookies.set(ACCESS_TOKEN_COOKIE, tokens.accessToken, { path: '/' });
  Cookies.set(REFRESH_TOKEN_COOKIE, tokens.refreshToken, { path: '/' });
  return tokens;
}

/** Puts rows in the demo shopper's server cart: [productUnitId, quantity]. */
export function fillDemoCart(rows: [productUnitId: number, quantity: number][]) {
  mockApi.state.carts[demoShopper().id] = rows.map(([productUnitId, quantity]) => ({
    productUnitId,
    quantity,
  }));
}
