// The mock API (@oko/mock-api) against the real one: the same story of requests goes to the app through
// `inject` and to the mock's MSW handlers, and each answer must match in status, in shape (keys and value types,
// recursively; an array by its first element) and, for errors, in message and field names. Where both start
// from the demo shop, a few values must match too (stock caps, prices, totals). A drift in either fails here.
import type { AddressInfo } from 'node:net';
import { demoProducts } from '@oko/demo-data/catalog';
import { createHandlers } from '@oko/mock-api/handlers';
import { createMockServer } from '@oko/mock-api/server';
import { createMockDb, type MockDb } from '@oko/mock-api/state';
import type { FastifyInstance } from 'fastify';
import { getResponse, type HttpHandler } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryMailer } from './mail/mailer';
import { type TestDatabase, openTestDatabase } from './testing/database';
import { createTestApp } from './testing/test-app';

type Answer = { status: number; body: unknown };
type Call = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  token?: string;
  /** An object is sent as JSON; a string as it is (malformed JSON). */
  body?: object | string;
  headers?: Record<string, string>;
};

/** One API to tell the story to: the real one or the mock. */
interface Side {
  call(request: Call): Promise<Answer>;
  /** The last code mailed to the address. */
  codeFor(email: string): string;
}

let database: TestDatabase;
let app: FastifyInstance;
const mailer = memoryMailer();
let mockDb: MockDb;
let handlers: HttpHandler[];

function headersOf({ token, body, headers }: Call): Record<string, string> {
  return {
    accept: 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...headers,
  };
}

const realApi: Side = {
  async call(request) {
    const response = await app.inject({
      method: request.method,
      url: `/api/v1${request.path}`,
      headers: headersOf(request),
      payload: typeof request.body === 'string' ? request.body : JSON.stringify(request.body),
    });
    if (request.method !== 'GET') await app.jobs.runDue();
    return { status: response.statusCode, body: response.body ? (response.json() as unknown) : undefined };
  },
  codeFor(email) {
    const text = mailer.sent.filter((mail) => mail.to === email).at(-1)?.text ?? '';
    return /Your code: (\d{6})/.exec(text)?.[1] ?? 'no code mailed';
  },
};

const mockApi: Side = {
  async call(request) {
    const response = await getResponse(
      handlers,
      new Request(`http://localhost/api/v1${request.path}`, {
        method: request.method,
        headers: headersOf(request),
        body: typeof request.body === 'string' ? request.body : JSON.stringify(request.body),
      }),
      { baseUrl: 'http://localhost' },
    );
    if (!response) throw new Error(`the mock has no handler for ${request.method} ${request.path}`);
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  },
  codeFor(email) {
    return mockDb.state.outbox.filter((mail) => mail.to === email).at(-1)?.code ?? 'no code mailed';
  },
};

/** `npm run mock-server`: the handlers over HTTP, with a memory of its own. */
const serverDb = createMockDb({ onMail: () => undefined });
const mockServer = createMockServer(() => undefined, serverDb);
const mockServerApi: Side = {
  async call(request) {
    const { port } = mockServer.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/v1${request.path}`, {
      method: request.method,
      headers: headersOf(request),
      body: typeof request.body === 'string' ? request.body : JSON.stringify(request.body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  },
  codeFor(email) {
    return serverDb.state.outbox.filter((mail) => mail.to === email).at(-1)?.code ?? 'no code mailed';
  },
};

/** Keys and value types, recursively; an array by its first element. */
function shape(value: unknown): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length === 0 ? [] : [shape(value[0])];
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((key) => [key, shape((value as Record<string, unknown>)[key])]),
    );
  }
  return typeof value;
}

type Body = Record<string, unknown> & {
  message?: string;
  errors?: Record<string, string[]>;
  data?: unknown;
};

/** What must be equal between the two answers of one step. */
function comparable(answer: Answer) {
  const body = (answer.body ?? {}) as Body;
  const isError = answer.status >= 400;
  return {
    status: answer.status,
    shape: shape(answer.body),
    // Errors: the words the storefront shows, and which fields they sit under.
    ...(isError ? { message: body.message, errors: body.errors } : {}),
    // Successes: the message of a change ("cart updated successfully", "Order created successfully").
    ...(!isError && typeof body.message === 'string' ? { message: body.message } : {}),
  };
}

type Step = { name: string; answer: Answer; values?: unknown };
type Data = { data: Record<string, unknown> & { items?: unknown[] } };

/**
 * The story: every call of spec section 7 and DESIGN.md, the good answer and the errors a shopper can meet.
 * `values` are what must match beyond shape because both sides start from the same demo shop.
 */
async function story(side: Side): Promise<Step[]> {
  const steps: Step[] = [];
  const step = async (name: string, request: Call, values?: (answer: Answer) => unknown) => {
    const answer = await side.call(request);
    steps.push({ name, answer, values: values?.(answer) });
    return answer;
  };
  const data = (answer: Answer) => (answer.body as Data).data;

  // Settings, catalog, geo.
  await step('settings', { method: 'GET', path: '/get-setting' }, (a) => a.body);
  await step('pick-up points', { method: 'GET', path: '/pickup-points' }, (a) => a.body);
  await step('privacy page', { method: 'GET', path: '/pages/privacy' }, (a) => data(a).body);
  await step('unknown page', { method: 'GET', path: '/pages/secret' });
  await step(
    'categories page',
    { method: 'GET', path: '/products/categories?per_page=5&page=2' },
    (a) => a.body,
  );
  await step('categories bad page', { method: 'GET', path: '/products/categories?page=0' });
  await step('category', { method: 'GET', path: '/products/categories/vegetables' }, (a) => data(a).slug);
  await step('category unknown', { method: 'GET', path: '/products/categories/moon-rocks' });
  await step(
    'products of a category by price',
    { method: 'GET', path: '/products?category=fruits&sort=price_asc&per_page=4' },
    (a) => ((a.body as { data: { name: string }[] }).data ?? []).map((p) => p.name),
  );
  await step('products by name, page 3', { method: 'GET', path: '/products?sort=name&page=3' }, (a) =>
    ((a.body as { data: { name: string }[] }).data ?? []).map((p) => p.name),
  );
  await step('products bad sort', { method: 'GET', path: '/products?sort=cheapest' });
  await step('products unknown category', { method: 'GET', path: '/products?category=moon-rocks' });
  const product = await step('product', { method: 'GET', path: '/products/1' }, (a) => a.body);
  await step('product not a number', { method: 'GET', path: '/products/abc' });
  await step('product unknown', { method: 'GET', path: '/products/99999' });
  await step('search', { method: 'POST', path: '/products/search', body: { keyword: 'plantain' } });
  await step('search no match', { method: 'POST', path: '/products/search', body: { keyword: 'zzzzqqq' } });
  await step('search short keyword', { method: 'POST', path: '/products/search', body: { keyword: 'ya' } });
  await step('search unknown category', {
    method: 'POST',
    path: '/products/search',
    body: { keyword: 'yam', category: 'moon-rocks' },
  });
  await step('search malformed JSON', { method: 'POST', path: '/products/search', body: '{"keyword":' });
  await step('countries', { method: 'GET', path: '/countries' }, (a) => a.body);
  await step('states of a country', { method: 'GET', path: '/states?country_id=1' }, (a) => data(a));
  await step('states unknown country', { method: 'GET', path: '/states?country_id=999' });
  await step('states bad country', { method: 'GET', path: '/states?country_id=abc' });
  await step('delivery channels', { method: 'GET', path: '/delivery-channel' }, (a) => a.body);
  await step('payments config', { method: 'GET', path: '/payments/config' }, (a) => a.body);

  // Accounts.
  const email = 'contract.shopper@example.com';
  const password = 'yam-and-egg';
  const account = { name: 'Chidi', last_name: 'Eze', email, password, password_confirmation: password };
  await step('login invalid', { method: 'POST', path: '/auth/login', body: { email: 'x', password: '1' } });
  await step('register invalid', {
    method: 'POST',
    path: '/auth/register',
    body: { ...account, name: 'C', password_confirmation: 'other-password' },
  });
  await step('register', { method: 'POST', path: '/auth/register', body: account });
  await step('register taken', { method: 'POST', path: '/auth/register', body: account });
  await step('login unverified', { method: 'POST', path: '/auth/login', body: { email, password } });
  await step('verify bad code format', { method: 'POST', path: '/auth/verify', body: { email, code: '12' } });
  const code = side.codeFor(email);
  const wrongCode = code === '000000' ? '000001' : '000000';
  await step('verify wrong code', { method: 'POST', path: '/auth/verify', body: { email, code: wrongCode } });
  await step('resend verification', { method: 'POST', path: '/auth/resend-verification', body: { email } });
  await step('verify', { method: 'POST', path: '/auth/verify', body: { email, code: side.codeFor(email) } });
  await step('login wrong password', {
    method: 'POST',
    path: '/auth/login',
    body: { email, password: 'not-the-password' },
  });
  const login = await step('login', { method: 'POST', path: '/auth/login', body: { email, password } });
  const session = data(login) as { access_token?: string; refresh_token?: string };
  const token = session.access_token ?? 'no token';
  await step('profile', { method: 'GET', path: '/auth/profile', token });
  await step('profile without a token', { method: 'GET', path: '/auth/profile' });
  await step('profile with a bad token', { method: 'GET', path: '/auth/profile', token: 'not-a-token' });
  await step('refresh', {
    method: 'POST',
    path: '/auth/refresh-token',
    body: { refresh_token: session.refresh_token },
  });
  await step('refresh unknown', {
    method: 'POST',
    path: '/auth/refresh-token',
    body: { refresh_token: 'nope' },
  });
  await step('refresh missing', { method: 'POST', path: '/auth/refresh-token', body: {} });
  await step('profile update', {
    method: 'PATCH',
    path: '/auth/profile',
    token,
    body: { name: 'Chidinma', last_name: 'Eze' },
  });
  await step('profile update invalid', { method: 'PATCH', path: '/auth/profile', token, body: { name: '' } });
  await step(
    'profile phone',
    {
      method: 'PATCH',
      path: '/auth/profile',
      token,
      body: { name: 'Chidinma', last_name: 'Eze', phone: '0803 123 4567' },
    },
    (a) => (data(a) as { phone?: unknown }).phone,
  );
  await step('profile phone invalid', {
    method: 'PATCH',
    path: '/auth/profile',
    token,
    body: { name: 'Chidinma', last_name: 'Eze', phone: '12345' },
  });
  await step('change password wrong current', {
    method: 'POST',
    path: '/auth/change-password',
    token,
    body: { current_password: 'wrong-one', password: 'new-password', password_confirmation: 'new-password' },
  });
  await step('forgot password', { method: 'POST', path: '/auth/forgot-password', body: { email } });
  await step('verify reset wrong code', {
    method: 'POST',
    path: '/auth/verify-reset',
    body: { email, code: side.codeFor(email) === '000000' ? '000001' : '000000' },
  });
  const reset = await step('verify reset', {
    method: 'POST',
    path: '/auth/verify-reset',
    body: { email, code: side.codeFor(email) },
  });
  await step('password reset bad token', {
    method: 'POST',
    path: '/auth/password-reset',
    body: { email, reset_token: 'nope', password: 'new-password', password_confirmation: 'new-password' },
  });
  await step('password reset', {
    method: 'POST',
    path: '/auth/password-reset',
    body: {
      email,
      reset_token: (data(reset) as { reset_token?: string }).reset_token,
      password: 'new-password',
      password_confirmation: 'new-password',
    },
  });
  await step('old session ended by the reset', { method: 'GET', path: '/auth/profile', token });
  const again = await step('login after reset', {
    method: 'POST',
    path: '/auth/login',
    body: { email, password: 'new-password' },
  });
  const shopper = (data(again) as { access_token?: string }).access_token ?? 'no token';

  // Cart.
  const units = (data(product) as { product_units: { id: number; available_quantity: number }[] })
    .product_units;
  const unit = units[0]?.id ?? 0;
  const line = (quantity: number, unitId = unit, productId = 1) => ({
    cart_data: [{ product_id: productId, product_units: [{ product_unit_id: unitId, quantity }] }],
  });
  const quantities = (a: Answer) =>
    ((data(a)?.items ?? []) as { product_unit_id: number; quantity: number }[]).map((row) => [
      row.product_unit_id,
      row.quantity,
    ]);
  await step('cart without a token', { method: 'GET', path: '/cart' });
  await step('cart empty', { method: 'GET', path: '/cart', token: shopper }, quantities);
  await step(
    'cart set, capped at stock',
    { method: 'POST', path: '/cart', token: shopper, body: line(100000) },
    quantities,
  );
  await step('cart set', { method: 'POST', path: '/cart', token: shopper, body: line(2) }, quantities);
  await step(
    'cart merge',
    { method: 'POST', path: '/cart/merge', token: shopper, body: line(1) },
    quantities,
  );
  await step('cart', { method: 'GET', path: '/cart', token: shopper }, quantities);
  await step('cart invalid', {
    method: 'POST',
    path: '/cart',
    token: shopper,
    body: { cart_data: [{ product_id: 'x', product_units: [{ product_unit_id: null, quantity: 1.5 }] }] },
  });
  await step('cart unknown product', {
    method: 'POST',
    path: '/cart',
    token: shopper,
    body: line(1, unit, 99999),
  });
  await step('cart unit of another product', {
    method: 'POST',
    path: '/cart/merge',
    token: shopper,
    body: line(1, unit, 2),
  });
  await step('cart malformed JSON', {
    method: 'POST',
    path: '/cart',
    token: shopper,
    body: '{"cart_data":[',
  });
  await step('remove not in cart', { method: 'DELETE', path: '/remove-product/99999', token: shopper });
  await step('remove not a number', { method: 'DELETE', path: '/remove-product/abc', token: shopper });
  await step('remove', { method: 'DELETE', path: `/remove-product/${unit}`, token: shopper }, quantities);
  await step('remove without a token', { method: 'DELETE', path: `/remove-product/${unit}` });

  // Address.
  const address = {
    country_id: '1',
    state_id: '25',
    street_no: '14',
    nearest_landmark: 'Oba Akran roundabout',
    address: 'Oba Akran Avenue',
    city: 'Ikeja',
    zip_code: '100271',
  };
  await step('address without a token', { method: 'GET', path: '/address' });
  await step('address none yet', { method: 'GET', path: '/address', token: shopper }, (a) => data(a));
  await step('address invalid', {
    method: 'POST',
    path: '/address',
    token: shopper,
    body: { ...address, street_no: '', city: '' },
  });
  await step('address unknown state', {
    method: 'POST',
    path: '/address',
    token: shopper,
    body: { ...address, state_id: '99999' },
  });
  const created = await step('address create', {
    method: 'POST',
    path: '/address',
    token: shopper,
    body: address,
  });
  await step('address update', {
    method: 'POST',
    path: '/address',
    token: shopper,
    body: { ...address, street_no: '16' },
  });
  await step('address', { method: 'GET', path: '/address', token: shopper });

  // Orders.
  const addressId = (data(created) as { id?: number }).id ?? 0;
  await step('cart to order', { method: 'POST', path: '/cart', token: shopper, body: line(2) });
  const order = {
    delivery_channel_id: 1,
    payment_method: 'bank_transfer',
    address_id: addressId,
    delivery_fee: 1,
    order_data: line(2).cart_data,
  };
  const totals = (a: Answer) => {
    const detail = data(a) as {
      subtotal?: string;
      delivery_fee?: string;
      total?: string;
      items_count?: number;
    };
    return [detail.subtotal, detail.delivery_fee, detail.total, detail.items_count];
  };
  await step('order without a token', { method: 'POST', path: '/create-order', body: order });
  await step('order invalid', {
    method: 'POST',
    path: '/create-order',
    token: shopper,
    body: { order_data: [] },
  });
  await step('order unknown channel, cards, not my address', {
    method: 'POST',
    path: '/create-order',
    token: shopper,
    body: { ...order, delivery_channel_id: 999, payment_method: 'cards', address_id: addressId + 1000 },
  });
  await step('order quantity below 1', {
    method: 'POST',
    path: '/create-order',
    token: shopper,
    body: { ...order, order_data: line(0).cart_data },
  });
  await step('order naming a unit twice', {
    method: 'POST',
    path: '/create-order',
    token: shopper,
    body: { ...order, order_data: [...line(1).cart_data, ...line(5000).cart_data] },
  });
  await step('order more than in stock', {
    method: 'POST',
    path: '/create-order',
    token: shopper,
    body: { ...order, order_data: line(100000).cart_data },
  });
  const placed = await step(
    'order',
    {
      method: 'POST',
      path: '/create-order',
      token: shopper,
      body: order,
      headers: { 'idempotency-key': 'k-1' },
    },
    totals,
  );
  const orderId = (data(placed) as { id?: number }).id ?? 0;
  await step(
    'order replayed',
    {
      method: 'POST',
      path: '/create-order',
      token: shopper,
      body: order,
      headers: { 'idempotency-key': 'k-1' },
    },
    (a) => [(data(a) as { id?: number }).id === orderId, ...totals(a)],
  );
  await step('order replayed with another order', {
    method: 'POST',
    path: '/create-order',
    token: shopper,
    body: { ...order, payment_method: 'pay_on_delivery' },
    headers: { 'idempotency-key': 'k-1' },
  });
  await step('cart after the order', { method: 'GET', path: '/cart', token: shopper }, quantities);
  await step('stock after the order', { method: 'GET', path: '/products/1' }, (a) =>
    (data(a) as { product_units: { id: number; available_quantity: number }[] }).product_units.map((u) => [
      u.id,
      u.available_quantity,
    ]),
  );
  // Issue 27: a line of a unit sold by weight keeps its terms and the shopper's "send a similar item"; nothing is
  // packed yet, so the final totals are the totals.
  const weighedId = demoProducts.findIndex((entry) => entry.units.some((u) => u.weight)) + 1;
  const weighed = await step('weighed product', { method: 'GET', path: `/products/${weighedId}` });
  const weighedUnit = (
    data(weighed) as { product_units?: { id: number; weight: unknown }[] }
  ).product_units?.find((u) => u.weight);
  const packingFields = (a: Answer) => {
    const detail = data(a) as { total?: string; final_total?: string; items?: Record<string, unknown>[] };
    return [
      detail.total,
      detail.final_total,
      ...(detail.items ?? []).map((item) => [
        item.weight,
        item.if_unavailable,
        item.weighed_kg,
        item.outcome,
        item.substitute,
        item.line_total,
        item.final_total,
      ]),
    ];
  };
  await step(
    'order of a weighed unit, a similar item allowed',
    {
      method: 'POST',
      path: '/create-order',
      token: shopper,
      body: {
        ...order,
        order_data: [
          {
            product_id: weighedId,
            product_units: [
              { product_unit_id: weighedUnit?.id ?? 0, quantity: 1, if_unavailable: 'substitute' },
            ],
          },
        ],
      },
    },
    packingFields,
  );
  await step(
    'orders',
    { method: 'GET', path: '/orders', token: shopper },
    (a) => (a.body as { meta: unknown }).meta,
  );
  await step('orders bad page', { method: 'GET', path: '/orders?page=abc', token: shopper });
  await step('orders without a token', { method: 'GET', path: '/orders' });
  await step('order detail', { method: 'GET', path: `/orders/${orderId}`, token: shopper }, totals);
  await step('order detail unknown', { method: 'GET', path: '/orders/99999', token: shopper });
  await step('order detail not a number', { method: 'GET', path: '/orders/abc', token: shopper });
  await step('order tracking', { method: 'GET', path: `/orders/${orderId}/tracking`, token: shopper }, (a) =>
    (data(a) as { history?: { status: string }[] }).history?.map((entry) => entry.status),
  );
  await step('order tracking unknown', { method: 'GET', path: '/orders/99999/tracking', token: shopper });

  // Sign out last: the session's token stops working.
  await step('logout', { method: 'PATCH', path: '/auth/logout', token: shopper });
  await step('after logout', { method: 'GET', path: '/cart', token: shopper });
  await step('logout without a token', { method: 'PATCH', path: '/auth/logout' });
  await step('unknown path', { method: 'GET', path: '/no-such-thing', token: shopper });
  return steps;
}

let real: Step[];
let mocked: Step[];
let served: Step[];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database.db, {
    auth: {
      mailer,
      throttle: {
        password: { perAccount: 100, perAddress: 1000, windowSeconds: 900 },
        code: { perAccount: 100, perAddress: 1000, windowSeconds: 900 },
        mail: { perAccount: 100, perAddress: 1000, windowSeconds: 900 },
      },
    },
  });
  mockDb = createMockDb({ onMail: () => undefined });
  // The mock server and the browser answer unknown paths as the API does; so must this comparison.
  handlers = createHandlers(mockDb, { unknownPathsNotFound: true });
  await new Promise<void>((resolve) => mockServer.listen(0, '127.0.0.1', resolve));
  real = await story(realApi);
  mocked = await story(mockApi);
  served = await story(mockServerApi);
});

afterAll(async () => {
  await new Promise((resolve) => mockServer.close(resolve));
  await app?.close();
  await database?.close();
});

describe('the mock API answers as the API does', () => {
  it('tells the same story, step by step', () => {
    expect(mocked.map((s) => s.name)).toEqual(real.map((s) => s.name));
  });

  it('every step has the status, shape and messages of the API', () => {
    const differences = real.flatMap((step, index) => {
      const other = mocked[index];
      const want = comparable(step.answer);
      const got = other ? comparable(other.answer) : undefined;
      return JSON.stringify(want) === JSON.stringify(got) ? [] : [{ step: step.name, api: want, mock: got }];
    });
    expect(differences).toEqual([]);
  });

  it('both start from the same demo shop and apply the same rules to it', () => {
    const differences = real.flatMap((step, index) => {
      const other = mocked[index];
      return JSON.stringify(step.values) === JSON.stringify(other?.values)
        ? []
        : [{ step: step.name, api: step.values, mock: other?.values }];
    });
    expect(differences).toEqual([]);
  });

  it('npm run mock-server gives the same answers over HTTP', () => {
    const differences = real.flatMap((step, index) => {
      const other = served[index];
      const want = { ...comparable(step.answer), values: step.values };
      const got = other ? { ...comparable(other.answer), values: other.values } : undefined;
      return JSON.stringify(want) === JSON.stringify(got) ? [] : [{ step: step.name, api: want, mock: got }];
    });
    expect(differences).toEqual([]);
  });

  it('covers the good answer and the errors of the calls', () => {
    const statuses = new Set(real.map((step) => step.answer.status));
    for (const status of [200, 201, 400, 401, 403, 404, 409, 422]) expect(statuses).toContain(status);
  });
});

type Search = { keyword: string; category?: string };

/** A search's status, message, and the ids it found (up to 100). */
async function searchAnswer(side: Side, search: Search) {
  const answer = await side.call({ method: 'POST', path: '/products/search?per_page=100', body: search });
  const body = answer.body as { data?: { id: number }[]; message?: string };
  return {
    status: answer.status,
    message: body.message,
    ids: (body.data ?? []).map((product) => product.id),
  };
}

// The mock's search is a plain word match over name and category (decision 011), not the API's ranking or typo
// tolerance: both must find a product by its name, and refuse the same bad searches alike.
describe('the mock searches as the storefront needs', () => {
  it('finds every product by its name, as the API does', async () => {
    const missed = [];
    for (const product of demoProducts) {
      const api = await searchAnswer(realApi, { keyword: product.name });
      const mock = await searchAnswer(mockApi, { keyword: product.name });
      const id = api.ids.find((found) => found === mock.ids[0]);
      if (api.status !== 200 || mock.status !== 200 || id === undefined) missed.push({ product, api, mock });
    }
    expect(missed).toEqual([]);
  });

  it('refuses bad searches with the API’s status and words', async () => {
    for (const search of [
      { keyword: 'ya' },
      { keyword: 'yam', category: 'moon-rocks' },
      { keyword: 'plantain', category: '99999' },
    ]) {
      const api = await searchAnswer(realApi, search);
      expect(api.status).toBeGreaterThanOrEqual(400);
      expect(await searchAnswer(mockApi, search)).toEqual(api);
    }
  });
});
