// What the orders tests share: an app on a fresh test database, shoppers who signed in and saved an address,
// and a few units of the seeded catalog with stock the tests set.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { countries, states } from '../db/schema';
import { signUpShopper } from './shoppers';
import { type Unit, seededUnits, setStock, stockOf } from './stock';
import { type TestApp, openTestApp, useOpened } from './test-app';

export type Shopper = { token: string; addressId: number };

export interface OrdersTestbed extends TestApp {
  /** Two units of one product and a unit of another, from the seeded shop. */
  units: { yam: Unit; yamBag: Unit; rice: Unit };
  /** A new shopper, signed in, with an address in Lagos saved. */
  shopper(): Promise<Shopper>;
  setStock(unitId: number, availableQuantity: number): Promise<void>;
  stockOf(unitId: number): Promise<number>;
}

export async function openOrdersTestbed(
  options: Parameters<typeof openTestApp>[0] = {},
): Promise<OrdersTestbed> {
  const testApp = await openTestApp(options);
  const { db } = testApp.database;
  const [lagos] = await db
    .select({ stateId: states.id, countryId: states.countryId })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(eq(states.name, 'Lagos'));

  async function shopper(): Promise<Shopper> {
    const { token } = await signUpShopper(testApp);
    const saved = await testApp.call('POST', '/address', token, {
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

  return {
    ...testApp,
    units: await seededUnits(db),
    shopper,
    setStock: (unitId, availableQuantity) => setStock(db, unitId, availableQuantity),
    stockOf: (unitId) => stockOf(db, unitId),
  };
}

/** `openOrdersTestbed` before the file's tests, closed after them. */
export const useOrdersTestbed = (options: Parameters<typeof openTestApp>[0] = {}) =>
  useOpened(() => openOrdersTestbed(options));

export const line = (unit: Unit, quantity: number) => ({
  product_id: unit.productId,
  product_units: [{ product_unit_id: unit.unitId, quantity }],
});
