// Every call of spec section 7 and DESIGN.md as MSW handlers over the mock's memory, answering as apps/api does
// (docs/api.md): the same paths, statuses, envelopes and messages, validated with the same shared schemas. The
// contract test (apps/api/src/contract.test.ts) sends the same requests to both and compares the answers.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { AUTH_MESSAGES } from '@oko/shared/auth-messages';
import { checkLines as checkAgainst, type CheckedLine } from '@oko/shared/cart-lines';
import { CODE_LIFETIME_MINUTES, CODE_MAX_ATTEMPTS } from '@oko/shared/constants';
import { koboToNaira } from '@oko/shared/money';
import { orderParams, productUnitParams, statesQuerySchema } from '@oko/shared/params';
import { ADDRESS_MESSAGES, addressSchema, type Address } from '@oko/shared/schemas/address';
import { pageQuerySchema } from '@oko/shared/schemas/api';
import {
  changePasswordSchema,
  emailOnlySchema,
  loginSchema,
  passwordResetSchema,
  profileUpdateSchema,
  refreshTokenSchema,
  registerSchema,
  verifyCodeSchema,
} from '@oko/shared/schemas/auth';
import type { User } from '@oko/shared/schemas/auth-answers';
import {
  CART_MESSAGES,
  cartPayloadSchema,
  type CartPayload,
  type ServerCart,
} from '@oko/shared/schemas/cart';
import { productListQuerySchema } from '@oko/shared/schemas/catalog';
import {
  ORDER_MESSAGES,
  placeOrderSchema,
  type OrderDetail,
  type OrderSummary,
} from '@oko/shared/schemas/order';
import { searchSchema } from '@oko/shared/schemas/search';
import {
  findCategory,
  pageOf,
  parseId,
  searchProducts,
  sortProducts,
  toCategory,
  toProduct,
} from './catalog';
import { check, error, fieldError, json, queryOf, readBody } from './respond';
import type { MockCode, MockDb, MockOrder, MockState, MockUser } from './state';

export interface HandlerOptions {
  /** Where the API lives: `/api/v1` (relative to the page) by default, as the storefront's API_URL. */
  apiUrl?: string;
  /** Where the product and category pictures live: `/media` by default. */
  mediaUrl?: string;
  /**
   * Answer unknown `/api` paths with the API's JSON 404 (the mock server and the browser). Tests leave it off, so
   * that MSW's `onUnhandledRequest: 'error'` still names a call nobody expected.
   */
  unknownPathsNotFound?: boolean;
}

const MINUTE = 60_000;

function randomToken(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

function newCode(): string {
  return String((crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % 1_000_000).padStart(6, '0');
}

function toUser(user: MockUser): User {
  return {
    id: user.id,
    name: user.name,
    last_name: user.last_name,
    email: user.email,
    email_verified_at: user.email_verified_at,
    created_at: user.created_at,
  };
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** A small picture for a product or category, as the API draws one (a tile and the name). */
function placeholderSvg(title: string): string {
  const text = title.replace(/[<>&"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="${text}"><rect width="400" height="300" fill="#e8f3e4"/><circle cx="200" cy="130" r="60" fill="#7cb46b"/><text x="200" y="250" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#234d20">${text}</text></svg>`;
}

export function createHandlers(db: MockDb, options: HandlerOptions = {}): HttpHandler[] {
  const api = options.apiUrl ?? '/api/v1';
  const media = options.mediaUrl ?? '/media';
  const s = (): MockState => db.state;
  const now = () => (db.options.now ?? (() => new Date()))();
  const changed = () => db.options.onChange?.(s());

  function mail(email: string, purpose: MockCode['purpose']) {
    const code = newCode();
    const state = s();
    state.codes = state.codes.filter((entry) => !(entry.email === email && entry.purpose === purpose));
    state.codes.push({
      email,
      purpose,
      code,
      expiresAt: now().getTime() + CODE_LIFETIME_MINUTES * MINUTE,
      attempts: 0,
    });
    const subject =
      purpose === 'verify'
        ? `${code} is your Oko Farm verification code`
        : `${code} is your Oko Farm reset code`;
    const sent = { to: email, subject, code };
    state.outbox.push(sent);
    (db.options.onMail ?? ((m) => console.info(`[mock API] mail to ${m.to}: ${m.subject}`)))(sent);
  }

  /** The signed-in user of the bearer token, or the API's 401 answer. */
  function signedIn(request: Request): { user: MockUser; sessionId: number } | Response {
    const token = BEARER.exec(request.headers.get('authorization') ?? '')?.[1];
    const session = token && s().sessions.find((entry) => entry.accessTokens.includes(token) && !entry.ended);
    const user = session && s().users.find((entry) => entry.id === session.userId);
    if (!session || !user) return error(401, AUTH_MESSAGES.unauthenticated);
    return { user, sessionId: session.id };
  }

  /** Checks a mailed code: at most CODE_MAX_ATTEMPTS tries, within its life, once. */
  function consumeCode(input: { email: string; code: string }, purpose: MockCode['purpose']) {
    const state = s();
    const user = state.users.find((entry) => entry.email === input.email);
    const wrong = (message: string) => fieldError(422, 'code', message);
    if (!user || (purpose === 'verify' && user.email_verified_at)) return wrong(AUTH_MESSAGES.invalidCode);
    const code = state.codes.find((entry) => entry.email === input.email && entry.purpose === purpose);
    if (!code) return wrong(AUTH_MESSAGES.invalidCode);
    if (code.expiresAt <= now().getTime()) return wrong(AUTH_MESSAGES.expiredCode);
    if (code.attempts >= CODE_MAX_ATTEMPTS) return wrong(AUTH_MESSAGES.tooManyCodeTries);
    code.attempts += 1;
    if (code.code !== input.code) {
      return wrong(
        code.attempts >= CODE_MAX_ATTEMPTS ? AUTH_MESSAGES.tooManyCodeTries : AUTH_MESSAGES.invalidCode,
      );
    }
    state.codes = state.codes.filter((entry) => entry !== code);
    return user;
  }

  function startSession(user: MockUser) {
    const state = s();
    const session = {
      id: state.nextId.session++,
      userId: user.id,
      accessTokens: [`mock-access.${randomToken()}`],
      refreshToken: `mock-refresh.${randomToken()}`,
      ended: false,
    };
    state.sessions.push(session);
    return session;
  }

  function endSessions(userId: number, keep?: number) {
    for (const session of s().sessions) {
      if (session.userId === userId && session.id !== keep) session.ended = true;
    }
  }

  // --- Cart -------------------------------------------------------------------------------------------------

  function cartOf(userId: number): ServerCart {
    const state = s();
    const rows = state.carts[userId] ?? [];
    return {
      items: rows.flatMap((row) => {
        const product = state.products.find((entry) => entry.units.some((u) => u.id === row.productUnitId));
        const unit = product?.units.find((entry) => entry.id === row.productUnitId);
        if (!product || !unit) return [];
        return [
          {
            product_id: product.id,
            product_unit_id: unit.id,
            quantity: row.quantity,
            product_unit: {
              id: unit.id,
              price_per_unit: koboToNaira(unit.priceKobo),
              unit_number: unit.unitNumber,
              unit: unit.unit,
              available_quantity: unit.availableQuantity,
              product: { id: product.id, name: product.name },
            },
          },
        ];
      }),
    };
  }

  type Line = CheckedLine;

  /** The shared line check (@oko/shared/cart-lines) against the mock's catalog; its errors join `errors`. */
  function checkLines(
    lines: CartPayload['cart_data'],
    field: 'cart_data' | 'order_data',
    errors: Record<string, string[]>,
  ): Line[] {
    const state = s();
    const catalog = {
      productIds: new Set(state.products.map((product) => product.id)),
      units: new Map(
        state.products.flatMap((product) =>
          product.units.map(
            (unit) =>
              [unit.id, { productId: product.id, availableQuantity: unit.availableQuantity }] as const,
          ),
        ),
      ),
    };
    const quantityProblem =
      field === 'order_data'
        ? (quantity: number) => (quantity < 1 ? ORDER_MESSAGES.quantityTooSmall : undefined)
        : undefined;
    const checked = checkAgainst(field, lines, catalog, quantityProblem);
    Object.assign(errors, checked.errors);
    return checked.lines;
  }

  /** A cart payload's lines, or the API's 422 naming the unknown products and units. */
  function checkCartLines(payload: CartPayload): Line[] | Response {
    const errors: Record<string, string[]> = {};
    const lines = checkLines(payload.cart_data, 'cart_data', errors);
    const first = Object.values(errors)[0]?.[0];
    return first ? error(422, first, errors) : lines;
  }

  function stockOf(productUnitId: number): number {
    for (const product of s().products) {
      const unit = product.units.find((entry) => entry.id === productUnitId);
      if (unit) return unit.availableQuantity;
    }
    return 0;
  }

  /** A cart request's lines (`POST /cart` and `/cart/merge`), or the API's 400 or 422. */
  async function cartLines(request: Request): Promise<Line[] | Response> {
    const body = await readBody(request);
    if (!body.ok) return body.response;
    const parsed = check(cartPayloadSchema, body.data, 'body');
    return parsed.ok ? checkCartLines(parsed.data) : parsed.response;
  }

  // --- Addresses and orders -----------------------------------------------------------------------------------

  function addressOf(userId: number): Address | null {
    const state = s();
    const address = state.addresses.find((entry) => entry.userId === userId);
    if (!address) return null;
    const country = state.countries.find((entry) => String(entry.id) === address.country_id);
    const region = state.states.find((entry) => String(entry.id) === address.state_id);
    const { userId: _owner, ...fields } = address;
    return {
      ...fields,
      country: { id: country?.id ?? 0, name: country?.name ?? '' },
      state: { id: region?.id ?? 0, name: region?.name ?? '' },
    };
  }

  function summaryOf(order: MockOrder): OrderSummary {
    const { detail } = order;
    return {
      id: detail.id,
      status: detail.status,
      payment_method: detail.payment_method,
      payment_status: detail.payment_status,
      subtotal: detail.subtotal,
      delivery_fee: detail.delivery_fee,
      total: detail.total,
      items_count: detail.items_count,
      created_at: detail.created_at,
    };
  }

  /** The shopper's own order, or the API's 422 (not a whole number) or 404 (no such order of theirs). */
  function orderOf(userId: number, params: unknown): MockOrder | Response {
    const parsed = check(orderParams, params, 'params');
    if (!parsed.ok) return parsed.response;
    const order = s().orders.find(
      (entry) => entry.detail.id === parsed.data.orderId && entry.userId === userId,
    );
    return order ?? error(404, ORDER_MESSAGES.notFound);
  }

  const handlers: HttpHandler[] = [
    // --- Settings, catalog, geo -------------------------------------------------------------------------------
    http.get(`${api}/get-setting`, () => json({ data: s().settings })),

    http.get(`${api}/products/categories`, ({ request }) => {
      const query = check(pageQuerySchema, queryOf(request), 'querystring');
      if (!query.ok) return query.response;
      const state = s();
      return json(
        pageOf(
          state.categories.map((category) => toCategory(state, category)),
          query.data,
        ),
      );
    }),

    http.get(`${api}/products/categories/:slug`, ({ params }) => {
      const category = s().categories.find((entry) => entry.slug === params.slug);
      return category ? json({ data: toCategory(s(), category) }) : error(404, 'Category not found');
    }),

    http.get(`${api}/products`, ({ request }) => {
      const query = check(productListQuerySchema, queryOf(request), 'querystring');
      if (!query.ok) return query.response;
      const state = s();
      let products = state.products;
      if (query.data.category !== undefined) {
        const category = findCategory(state, query.data.category);
        if (!category) return error(404, 'Category not found');
        products = products.filter((product) => product.categoryId === category.id);
      }
      const sorted = sortProducts(products, query.data.sort).map((product) => toProduct(state, product));
      return json(pageOf(sorted, query.data));
    }),

    http.post(`${api}/products/search`, async ({ request }) => {
      const body = await readBody(request);
      if (!body.ok) return body.response;
      const input = check(searchSchema, body.data, 'body');
      if (!input.ok) return input.response;
      const query = check(pageQuerySchema, queryOf(request), 'querystring');
      if (!query.ok) return query.response;
      const state = s();
      const { keyword, category } = input.data;
      let categoryId: number | undefined;
      if (category !== undefined && category !== '') {
        const found = findCategory(state, category);
        if (!found) return error(404, 'Category not found');
        categoryId = found.id;
      }
      const matches = searchProducts(state, keyword, categoryId).map((product) => toProduct(state, product));
      return json(pageOf(matches, query.data));
    }),

    http.get(`${api}/products/:id`, ({ params }) => {
      const id = parseId(String(params.id));
      const product = s().products.find((entry) => entry.id === id);
      return product ? json({ data: toProduct(s(), product) }) : error(404, 'Product not found');
    }),

    http.get(`${api}/countries`, () =>
      json({ data: [...s().countries].sort((a, b) => a.name.localeCompare(b.name)) }),
    ),

    http.get(`${api}/states`, ({ request }) => {
      const query = check(statesQuerySchema, queryOf(request), 'querystring');
      if (!query.ok) return query.response;
      const countryId = query.data.country_id;
      const state = s();
      if (countryId !== undefined && !state.countries.some((country) => country.id === countryId)) {
        return error(404, 'Country not found');
      }
      const states = state.states
        .filter((entry) => countryId === undefined || entry.country_id === countryId)
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
      return json({ data: states });
    }),

    http.get(`${api}/delivery-channel`, () =>
      json({
        data: s().deliveryChannels.map((channel) => ({
          id: channel.id,
          name: channel.name,
          fee: koboToNaira(channel.feeKobo),
          description: channel.description,
        })),
      }),
    ),

    // --- Accounts -----------------------------------------------------------------------------------------------
    http.post(`${api}/auth/register`, async ({ request }) => {
      const body = await readBody(request);
      if (!body.ok) return body.response;
      const input = check(registerSchema, body.data, 'body');
      if (!input.ok) return input.response;
      const state = s();
      if (state.users.some((user) => user.email === input.data.email)) {
        return fieldError(422, 'email', AUTH_MESSAGES.emailTaken);
      }
      const user: MockUser = {
        id: state.nextId.user++,
        name: input.data.name,
        last_name: input.data.last_name,
        email: input.data.email,
        password: input.data.password,
        email_verified_at: null,
        created_at: now().toISOString(),
      };
      state.users.push(user);
      mail(user.email, 'verify');
      changed();
      return json({ data: { user: toUser(user) }, message: AUTH_MESSAGES.registered }, 201);
    }),

    http.post(`${api}/auth/verify`, async ({ request }) => {
      const body = await readBody(request);
      if (!body.ok) return body.response;
      const input = check(verifyCodeSchema, body.data, 'body');
      if (!input.ok) return input.response;
      const user = consumeCode(input.data, 'verify');
      changed();
      if (user instanceof Response) return user;
      user.email_verified_at = now().toISOString();
      return json({ data: { user: toUser(user) }, message: AUTH_MESSAGES.verified });
    }),

    http.post(`${api}/auth/resend-verification`, async ({ request }) => {
      const body = await readBody(request);
      if (!body.ok) return body.response;
      const input = check(emailOnlySchema, body.data, 'body');
      if (!input.ok) return input.response;
      const user = s().users.find((entry) => entry.email === input.data.email);
      if (user && !user.email_verified_at) mail(user.email, 'verify');
      changed();
      return json({ message: AUTH_MESSAGES.codeResent });
    }),

    http.post(`${api}/auth/login`, async ({ request }) => {
      const body = await readBody(request);
      if (!body.ok) return body.response;
      const input = check(loginSchema, body.data, 'body');
      if (!input.ok) return input.response;
      const user = s().users.find((entry) => entry.email === input.data.email);
      if (!user || user.password !== input.data.password) {
        return fieldError(422, 'email', AUTH_MESSAGES.badCredentials);
      }
      if (!user.email_verified_at) return error(403, AUTH_MESSAGES.notVerified);
      const session = startSession(user);
      changed();
      return json({
        data: {
          user: toUser(user),
          access_token: session.accessTokens[0],
          refresh_token: session.refreshToken,
        },
      });
    }),

    http.post(`${api}/auth/refresh-token`, async ({ request }) => {
      const body = await readBody(request);
      if (!body.ok) return body.response;
      const input = check(refreshTokenSchema, body.data, 'body');
      if (!input.ok) return input.response;
      const session = s().sessions.find(
        (entry) => entry.refreshToken === input.data.refresh_token && !entry.ended,
      );
      if (!session) return error(401, AUTH_MESSAGES.invalidRefreshToken);
      const accessToken = `mock-access.${randomToken()}`;
      session.accessTokens.push(accessToken);
      changed();
      return json({ data: { access_token: accessToken } });
    }),

    http.patch(`${api}/auth/logout`, ({ request }) => {
      const auth = signedIn(request);
      if (auth instanceof Response) return auth;
      const session = s().sessions.find((entry) => entry.id === auth.sessionId);
      if (session) session.ended = true;
      changed();
      return json({ message: AUTH_MESSAGES.loggedOut });
    }),

    http.get(`${api}/auth/profile`, ({ request }) => {
      const auth = signedIn(request);
      return auth instanceof Response ? auth : json({ data: toUser(auth.user) });
    }),

    http.patch(`${api}/auth/profile`, async ({ request }) => {
      const auth = signedIn(request);
      if (auth instanceof Response) return auth;
      const body = await readBody(request);
      if (!body.ok) return body.response;
      const input = check(profileUpdateSchema, body.data, 'body');
      if (!input.ok) return input.response;
      auth.user.name = input.data.name;
      auth.user.last_name = input.data.last_name;
      changed();
      return json({ data: toUser(auth.user), message: AUTH_MESSAGES.profileUpdated });
    }),

    http.post(`${api}/auth/change-password`, async ({ request }) => {
      const auth = signedIn(request);
      if (auth instanceof Response) return auth;
      const body = await readBody(request);
      if (!body.ok) return body.response;
      const input = check(changePasswordSchema, body.data, 'body');
      if (!input.ok) return input.response;
      if (input.data.current_password !== auth.user.password) {
        return fieldError(422, 'current_password', AUTH_MESSAGES.wrongCurrentPassword);
      }
      auth.user.password = input.data.password;
      endSessions(auth.user.id, auth.sessionId);
      changed();
      return json({ message: AUTH_MESSAGES.passwordChanged });
    }),

    http.post(`${api}/auth/forgot-password`, async ({ request }) => {
      const body = await readBody(request);
      if (!body.ok) return body.response;
      const input = check(emailOnlySchema, body.data, 'body');
      if (!input.ok) return input.response;
      if (s().users.some((entry) => entry.email === input.data.email)) mail(input.data.email, 'reset');
      changed();
      return json({ message: AUTH_MESSAGES.resetCodeSent });
    }),

    http.post(`${api}/auth/verify-reset`, async ({ request }) => {
      const body = await readBody(request);
      if (!body.ok) return body.response;
      const input = check(verifyCodeSchema, body.data, 'body');
      if (!input.ok) return input.response;
      const user = consumeCode(input.data, 'reset');
      changed();
      if (user instanceof Response) return user;
      // Good for one reset: the token names the password it replaces.
      const resetToken = `mock-reset.${randomToken()}`;
      s().resetTokens.push({
        email: user.email,
        token: resetToken,
        expiresAt: now().getTime() + CODE_LIFETIME_MINUTES * MINUTE,
      });
      return json({ data: { reset_token: resetToken }, message: AUTH_MESSAGES.resetCodeVerified });
    }),

    http.post(`${api}/auth/password-reset`, async ({ request }) => {
      const body = await readBody(request);
      if (!body.ok) return body.response;
      const input = check(passwordResetSchema, body.data, 'body');
      if (!input.ok) return input.response;
      const state = s();
      const user = state.users.find((entry) => entry.email === input.data.email);
      const token = state.resetTokens.find(
        (entry) =>
          entry.email === input.data.email &&
          entry.token === input.data.reset_token &&
          entry.expiresAt > now().getTime(),
      );
      if (!user || !token) return fieldError(422, 'reset_token', AUTH_MESSAGES.invalidResetToken);
      state.resetTokens = state.resetTokens.filter((entry) => entry.email !== user.email);
      user.password = input.data.password;
      user.email_verified_at ??= now().toISOString();
      endSessions(user.id);
      changed();
      return json({ message: AUTH_MESSAGES.passwordReset });
    }),

    // --- Cart ---------------------------------------------------------------------------------------------------
    http.get(`${api}/cart`, ({ request }) => {
      const auth = signedIn(request);
      return auth instanceof Response ? auth : json({ data: cartOf(auth.user.id) });
    }),

    // Sets each named row's quantity, capped at stock; 0 or less (or out of stock) removes the row.
    http.post(`${api}/cart`, async ({ request }) => {
      const auth = signedIn(request);
      if (auth instanceof Response) return auth;
      const lines = await cartLines(request);
      if (lines instanceof Response) return lines;
      const rows = (s().carts[auth.user.id] ??= []);
      for (const line of lines) {
        const quantity = Math.min(line.quantity, stockOf(line.productUnitId));
        const row = rows.find((entry) => entry.productUnitId === line.productUnitId);
        if (quantity <= 0) {
          if (row) rows.splice(rows.indexOf(row), 1);
        } else if (row) row.quantity = quantity;
        else rows.push({ productUnitId: line.productUnitId, quantity });
      }
      changed();
      return json({ data: cartOf(auth.user.id), message: CART_MESSAGES.updated });
    }),

    // Adds each quantity to the row's, the sum capped at stock; nothing is removed.
    http.post(`${api}/cart/merge`, async ({ request }) => {
      const auth = signedIn(request);
      if (auth instanceof Response) return auth;
      const lines = await cartLines(request);
      if (lines instanceof Response) return lines;
      const rows = (s().carts[auth.user.id] ??= []);
      for (const line of lines) {
        const stock = stockOf(line.productUnitId);
        if (line.quantity <= 0 || stock <= 0) continue;
        const row = rows.find((entry) => entry.productUnitId === line.productUnitId);
        if (row) row.quantity = Math.min(row.quantity + line.quantity, stock);
        else rows.push({ productUnitId: line.productUnitId, quantity: Math.min(line.quantity, stock) });
      }
      changed();
      return json({ data: cartOf(auth.user.id), message: CART_MESSAGES.updated });
    }),

    http.delete(`${api}/remove-product/:productUnitId`, ({ request, params }) => {
      const auth = signedIn(request);
      if (auth instanceof Response) return auth;
      const parsed = check(productUnitParams, params, 'params');
      if (!parsed.ok) return parsed.response;
      const rows = s().carts[auth.user.id] ?? [];
      const index = rows.findIndex((row) => row.productUnitId === parsed.data.productUnitId);
      if (index < 0) return error(404, CART_MESSAGES.notInCart);
      rows.splice(index, 1);
      changed();
      return json({ data: cartOf(auth.user.id), message: CART_MESSAGES.deleted });
    }),

    // --- Address ------------------------------------------------------------------------------------------------
    http.get(`${api}/address`, ({ request }) => {
      const auth = signedIn(request);
      return auth instanceof Response ? auth : json({ data: addressOf(auth.user.id) });
    }),

    // One address per shopper: the first POST creates it, later ones update it.
    http.post(`${api}/address`, async ({ request }) => {
      const auth = signedIn(request);
      if (auth instanceof Response) return auth;
      const body = await readBody(request);
      if (!body.ok) return body.response;
      const input = check(addressSchema, body.data, 'body');
      if (!input.ok) return input.response;
      const state = s();
      const countryId = Number(input.data.country_id);
      const stateId = Number(input.data.state_id);
      const errors: Record<string, string[]> = {};
      if (!state.countries.some((entry) => entry.id === countryId)) {
        errors.country_id = ['The selected country is invalid.'];
      }
      const region = state.states.find((entry) => entry.id === stateId);
      if (!region) errors.state_id = ['The selected state is invalid.'];
      else if (!errors.country_id && region.country_id !== countryId) {
        errors.state_id = [ADDRESS_MESSAGES.stateNotInCountry];
      }
      const first = Object.values(errors)[0]?.[0];
      if (first) return error(422, first, errors);
      const existing = state.addresses.find((entry) => entry.userId === auth.user.id);
      const fields = {
        country_id: String(countryId),
        state_id: String(stateId),
        street_no: input.data.street_no,
        nearest_landmark: input.data.nearest_landmark,
        address: input.data.address,
        city: input.data.city,
        zip_code: input.data.zip_code,
      };
      if (existing) Object.assign(existing, fields);
      else state.addresses.push({ id: state.nextId.address++, userId: auth.user.id, ...fields });
      changed();
      return json(
        {
          data: addressOf(auth.user.id),
          message: existing ? ADDRESS_MESSAGES.updated : ADDRESS_MESSAGES.created,
        },
        existing ? 200 : 201,
      );
    }),

    // --- Orders -------------------------------------------------------------------------------------------------
    // Priced here from the catalog (never the client's figures), stock taken, the server cart emptied. A repeated
    // Idempotency-Key answers the first result.
    http.post(`${api}/create-order`, async ({ request }) => {
      const auth = signedIn(request);
      if (auth instanceof Response) return auth;
      const state = s();
      const key = request.headers.get('idempotency-key');
      if (key !== null && (key.length < 1 || key.length > 255)) {
        return fieldError(422, 'idempotency-key', ORDER_MESSAGES.idempotencyKey);
      }
      const body = await readBody(request);
      if (!body.ok) return body.response;
      const input = check(placeOrderSchema, body.data, 'body');
      if (!input.ok) return input.response;
      const replayKey = key ? `${auth.user.id}:${key}` : undefined;
      const replay = replayKey ? state.idempotency[replayKey] : undefined;
      if (replay && replay.request !== JSON.stringify(input.data)) {
        return fieldError(422, 'idempotency-key', ORDER_MESSAGES.idempotencyKeyReused);
      }
      if (replay) return json(replay.body, replay.status);

      // Every problem of the request in one 422, in the API's order.
      const order = input.data;
      const errors: Record<string, string[]> = {};
      const channel = state.deliveryChannels.find((entry) => entry.id === order.delivery_channel_id);
      if (!channel) errors.delivery_channel_id = [ORDER_MESSAGES.unknownChannel];
      if (order.payment_method === 'cards') errors.payment_method = [ORDER_MESSAGES.cardsUnavailable];
      const address = state.addresses.find(
        (entry) => entry.id === order.address_id && entry.userId === auth.user.id,
      );
      if (!address) errors.address_id = [ORDER_MESSAGES.addressNotYours];
      const lines = checkLines(order.order_data, 'order_data', errors);
      const first = Object.values(errors)[0]?.[0];
      if (first || !channel || !address) return error(422, first ?? ORDER_MESSAGES.emptyOrder, errors);

      const sold = lines.map((line) => {
        const product = state.products.find((entry) => entry.id === line.productId);
        const unit = product?.units.find((entry) => entry.id === line.productUnitId);
        if (!product || !unit) throw new Error('a checked line lost its product');
        return { line, product, unit };
      });
      const short: Record<string, string[]> = {};
      for (const { line, product, unit } of sold) {
        if (line.quantity > unit.availableQuantity) {
          short[`order_data.${line.index}.product_units.${line.position}.quantity`] = [
            ORDER_MESSAGES.outOfStock(product.name, unit.availableQuantity),
          ];
        }
      }
      if (Object.keys(short).length > 0) return error(409, ORDER_MESSAGES.stockChanged, short);

      const at = now().toISOString();
      const items = sold.map(({ line, product, unit }) => {
        unit.availableQuantity -= line.quantity;
        return {
          id: state.nextId.orderLine++,
          product_id: product.id,
          product_unit_id: unit.id,
          product_name: product.name,
          unit_label: `${unit.unitNumber} ${unit.unit.symbol}`,
          unit_price: koboToNaira(unit.priceKobo),
          quantity: line.quantity,
          line_total: koboToNaira(unit.priceKobo * line.quantity),
        };
      });
      const subtotal = sold.reduce((sum, { line, unit }) => sum + unit.priceKobo * line.quantity, 0);
      const snapshot = addressOf(auth.user.id);
      const detail: OrderDetail = {
        id: state.nextId.order++,
        status: 'pending',
        payment_method: order.payment_method,
        // Cards are refused here, so nothing is ever collected online.
        payment_status: 'not_required',
        subtotal: koboToNaira(subtotal),
        delivery_fee: koboToNaira(channel.feeKobo),
        total: koboToNaira(subtotal + channel.feeKobo),
        items_count: items.reduce((sum, item) => sum + item.quantity, 0),
        created_at: at,
        updated_at: at,
        delivery_channel: { id: channel.id, name: channel.name },
        delivery_address: {
          country: snapshot?.country.name ?? '',
          state: snapshot?.state.name ?? '',
          street_no: address.street_no,
          nearest_landmark: address.nearest_landmark,
          address: address.address,
          city: address.city,
          zip_code: address.zip_code,
        },
        items,
        bank_details: order.payment_method === 'bank_transfer' ? state.settings.bank_details : null,
      };
      state.orders.push({ userId: auth.user.id, detail, history: [{ status: 'pending', at }] });
      // The ordered rows leave the cart; others stay.
      const orderedUnits = new Set(lines.map((line) => line.productUnitId));
      state.carts[auth.user.id] = (state.carts[auth.user.id] ?? []).filter(
        (row) => !orderedUnits.has(row.productUnitId),
      );
      const answer = { data: detail, message: ORDER_MESSAGES.created };
      if (replayKey) {
        state.idempotency[replayKey] = { status: 201, body: answer, request: JSON.stringify(input.data) };
      }
      changed();
      return json(answer, 201);
    }),

    http.get(`${api}/orders`, ({ request }) => {
      const auth = signedIn(request);
      if (auth instanceof Response) return auth;
      const query = check(pageQuerySchema, queryOf(request), 'querystring');
      if (!query.ok) return query.response;
      const mine = s()
        .orders.filter((order) => order.userId === auth.user.id)
        .sort((a, b) => b.detail.id - a.detail.id)
        .map(summaryOf);
      return json(pageOf(mine, query.data));
    }),

    http.get(`${api}/orders/:orderId`, ({ request, params }) => {
      const auth = signedIn(request);
      if (auth instanceof Response) return auth;
      const order = orderOf(auth.user.id, params);
      return order instanceof Response ? order : json({ data: order.detail });
    }),

    http.get(`${api}/orders/:orderId/tracking`, ({ request, params }) => {
      const auth = signedIn(request);
      if (auth instanceof Response) return auth;
      const order = orderOf(auth.user.id, params);
      if (order instanceof Response) return order;
      return json({
        data: {
          order_id: order.detail.id,
          status: order.detail.status,
          created_at: order.detail.created_at,
          history: order.history,
        },
      });
    }),

    // --- Pictures -----------------------------------------------------------------------------------------------
    http.get(`${media}/:kind/:file`, ({ params }) => {
      const slug = String(params.file).replace(/\.svg$/, '');
      const state = s();
      const name =
        params.kind === 'products'
          ? state.products.find((product) => product.slug === slug)?.name
          : state.categories.find((category) => category.slug === slug)?.name;
      if (!name) return error(404, 'Not found');
      return new HttpResponse(placeholderSvg(name), {
        headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
      });
    }),
    http.get(
      `${media}/logo.svg`,
      () =>
        new HttpResponse(placeholderSvg(s().settings.site_name), {
          headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
        }),
    ),
  ];
  // Unknown API paths: the API's JSON 404 for any method.
  if (options.unknownPathsNotFound) handlers.push(http.all(`${api}/*`, () => error(404, 'Not found')));
  return handlers;
}
