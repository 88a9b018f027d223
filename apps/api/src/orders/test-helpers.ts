// What the orders tests share: an app on a fresh test database, shoppers who signed in and saved an address,
// and a few units of the seeded catalog with stock the tests set.
import { asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AppOptions } from '../app';
import { countries, productUnits, states } from '../db/schema';
import { memoryMailer } from '../mail/mailer';
import { type TestDatabase, openTestDatabase } from '../testing/database';
import { createTestApp } from '../testing/test-app';

export type Unit = { productId: number; unitId: number };
export type Shopper = { token: string; addressId: number };

export interface OrdersTestbed {
  database: TestDatabase;
  app: FastifyInstance;
  /** Two units of one product and a unit of another, from the seeded shop. */
  units: { yam: Unit; yamBag: Unit; rice: Unit };
  signIn(): Promise<string>;
  shopper(): Promise<Shopper>;
  call(
    method: 'GET' | 'POST',
    url: string,
    token?: string,
    payload?: object | string,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  setStock(unitId: number, availableQuantity: number): Promise<void>;
  stockOf(unitId: number): Promise<number>;
  close(): Promise<void>;
}

const generous = { perAccount: 1000, perAddress: 10_000, windowSeconds: 900 };

export async function openOrdersTestbed(
  options: Partial<Omit<AppOptions, 'db'>> = {},
): Promise<OrdersTestbed> {
  const database = await openTestDatabase();
  const mailer = memoryMailer();
  const app = await createTestApp(database.db, {
    ...options,
    auth: { mailer, throttle: { password: generous, code: generous, mail: generous } },
  });
  const all = await database.db
    .select({ unitId: productUnits.id, productId: productUnits.productId })
    .from(productUnits)
    .orderBy(asc(productUnits.productId), asc(productUnits.id));
  const twoUnits = all.filter((unit) =>
    all.some((other) => other.productId === unit.productId && other.unitId !== unit.unitId),
  );
  const yam = twoUnits[0]!;
  const yamBag = twoUnits[1]!;
  const [rice] = await database.db
    .select({ unitId: productUnits.id, productId: productUnits.productId })
    .from(productUnits)
    .where(ne(productUnits.productId, yam.productId))
    .orderBy(asc(productUnits.id))
    .limit(1);
  const [lagos] = await database.db
    .select({ stateId: states.id, countryId: states.countryId })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(eq(states.name, 'Lagos'));

  let shoppers = 0;
  const call: OrdersTestbed['call'] = (method, url, token, payload, headers = {}) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      payload,
    });

  async function signIn(): Promise<string> {
    shoppers += 1;
    const email = `orders.${shoppers}.${Date.now()}@example.com`;
    const password = 'jollof-rice';
    const registered = await call('POST', '/auth/register', undefined, {
      name: 'Tunde',
      last_name: 'Bakare',
      email,
      password,
      password_confirmation: password,
    });
    expect(registered.statusCode).toBe(201);
    const code = /Your code: (\d{6})/.exec(
      mailer.sent.filter((mail) => mail.to === email).at(-1)?.text ?? '',
    )?.[1];
    expect((await call('POST', '/auth/verify', undefined, { email, code })).statusCode).toBe(200);
    const login = await call('POST', '/auth/login', undefined, { email, password });
    expect(login.statusCode).toBe(200);
    return (login.json() as { data: { access_token: string } }).data.access_token;
  }

  async function shopper(): Promise<Shopper> {
    const token = await signIn();
    const saved = await call('POST', '/address', token, {
      country_id: String(lagos!.countryId),
      state_id: String(lagos!.stateId),
      street_no: '7',
      nearest_landmark: 'Lekki Phase 1 gate',
      address: 'Admiralty Way',
      city: 'Lekki',
      zip_code: '106104',
    });
    expect(saved.statusCode).toBe(201);
    return { token, addressId: (saved.json() as { data: { id: number } }).data.id };
  }

  async function setStock(unitId: number, availableQuantity: number) {
    await database.db.update(productUnits).set({ availableQuantity }).where(eq(productUnits.id, unitId));
  }

  async function stockOf(unitId: number): Promise<number> {
    const [row] = await database.db
      .select({ stock: productUnits.availableQuantity })
      .from(productUnits)
      .where(eq(productUnits.id, unitId));
    return row!.stock;
  }

  return {
    database,
    app,
    units: { yam, yamBag, rice: rice! },
    signIn,
    shopper,
    call,
    setStock,
    stockOf,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const line = (unit: Unit, quantity: number) => ({
  product_id: unit.productId,
  product_units: [{ product_unit_id: unit.unitId, quantity }],
});
