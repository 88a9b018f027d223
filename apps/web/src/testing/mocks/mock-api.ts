import Cookies from 'js-cookie';
import { http } from 'msw';
import type { SetupServer } from 'msw/node';
import { toUser } from '@oko/mock-api/auth';
import { toProduct } from '@oko/mock-api/catalog';
import { createHandlers } from '@oko/mock-api/handlers';
import { createMockDb, DEMO_SHOPPER, type MockUser } from '@oko/mock-api/state';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '@oko/shared/constants';
import type { User } from '@oko/shared/schemas/auth-answers';
import type { Product } from '@oko/shared/schemas/catalog';

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

/** A product of the demo shop as the API answers it (`GET /products/{id}`). */
export function demoProduct(id: number): Product {
  const product = mockApi.state.products.find((entry) => entry.id === id);
  if (!product) throw new Error(`the demo shop has no product ${id}`);
  return toProduct(mockApi.state, product);
}

/** The demo shopper as the API answers `GET /auth/profile`. */
export function demoUser(): User {
  return toUser(demoShopper());
}

/** Sets a demo unit's price (kobo) or stock, for the test that needs an unusual one. */
export function changeDemoUnit(
  productUnitId: number,
  change: { priceKobo?: number; availableQuantity?: number },
) {
  const unit = mockApi.state.products
    .flatMap((product) => product.units)
    .find((entry) => entry.id === productUnitId);
  if (!unit) throw new Error(`the demo shop has no unit ${productUnitId}`);
  Object.assign(unit, change);
}

export type RecordedCall = { url: string; query: string; body: unknown; key: string | null };

/**
 * Records the calls of a method to a path of the API; the mock API still answers them (the recorder answers
 * nothing, so MSW goes on to the next handler). An override a test adds after this answers before it.
 */
export function recordCalls(
  server: Pick<SetupServer, 'use'>,
  method: 'get' | 'post' | 'patch' | 'delete',
  path: string,
): RecordedCall[] {
  const calls: RecordedCall[] = [];
  server.use(
    http[method](`/api/v1${path}`, async ({ request }) => {
      const text = await request.clone().text();
      calls.push({
        url: new URL(request.url).pathname,
        query: new URL(request.url).search,
        body: text ? (JSON.parse(text) as unknown) : undefined,
        key: request.headers.get('Idempotency-Key'),
      });
    }),
  );
  return calls;
}
