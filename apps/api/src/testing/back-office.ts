// Accounts of the back office for tests, and the back office's test bed: a shop with a shopper, a staff member
// and the owner signed in (a signed-up account given its role in the database, as `npm run owner:create` or the
// owner's invitation would), a buyer with an address, the checkout's first channel and a category.
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import { type AdminProduct, adminProductSchema } from '@oko/shared/schemas/admin-catalog';
import { dataEnvelope } from '@oko/shared/schemas/api';
import type { UserRole } from '@oko/shared/schemas/auth-answers';
import { orderDetailSchema } from '@oko/shared/schemas/order';
import { desc, eq } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { auditLog, categories, users } from '../db/schema';
import { type OrdersTestbed, type Shopper, line, useOrdersTestbed } from './orders';
import { CARD_TESTS_PUBLIC_URL, cardPaymentsAgainstStandIn } from './paystack-stand-in';
import { signUpShopper } from './shoppers';
import type { Unit } from './stock';
import type { TestApp } from './test-app';

export async function backOfficeAccount(
  testApp: TestApp,
  role: UserRole,
): Promise<{ token: string; userId: number }> {
  const account = await signUpShopper(testApp);
  await testApp.database.db.update(users).set({ role }).where(eq(users.id, account.userId));
  return account;
}

const productBody = (categoryId: number, name = `Ugu Leaves ${Math.random().toString(36).slice(2, 8)}`) => ({
  name,
  category_id: categoryId,
  description: 'Fluted pumpkin leaves, cut this morning.',
  product_units: [
    {
      unit: { name: 'Bunch', symbol: 'bunch' },
      unit_number: 1,
      price_per_unit: '1500.00',
      available_quantity: 40,
    },
    {
      unit: { name: 'Basket', symbol: 'basket' },
      unit_number: 1,
      price_per_unit: 12000,
      available_quantity: 5,
    },
  ],
});

export interface BackOfficeTestbed {
  bed: OrdersTestbed;
  /** Signed-in accounts of each role, and their ids. */
  tokens: Record<UserRole, string>;
  ids: Record<UserRole, number>;
  /** The shopper whose orders the tests place by default. */
  buyer: Shopper;
  /** The checkout's first delivery channel. */
  channelId: number;
  /** The seeded "vegetables" category. */
  categoryId: number;
  /** An order of `quantity` of `unit` (stock topped up first); its id. */
  placeOrder(
    unit?: Unit,
    quantity?: number,
    paymentMethod?: string,
    shopper?: Shopper,
    phone?: string,
  ): Promise<number>;
  /**
   * `POST /create-order` as the buyer (or `shopper`) sends it, the stock as it is: the answer, for a test of what it
   * says. By default one rice, the checkout's first channel, paid on delivery.
   */
  sendOrder(order?: {
    channelId?: number;
    paymentMethod?: string;
    lines?: ReturnType<typeof line>[];
    shopper?: Shopper;
    phone?: string;
  }): ReturnType<TestApp['call']>;
  /** A new product's body: two units in stock, a random name unless given. */
  newProduct(name?: string): ReturnType<typeof productBody>;
  /** The owner creates a product (`newProduct()` by default); the product as the back office answers it. */
  createProduct(body?: object): Promise<AdminProduct>;
  /** The newest audit entry. */
  lastAudit(): Promise<typeof auditLog.$inferSelect | undefined>;
}

/**
 * A back-office call's guard, as every account meets it: a guest 401, a shopper 403, staff let through or refused
 * as the owner's call (`staffAllowed`), the owner let through, never cached.
 */
export async function expectBackOfficeGuard(
  testApp: Pick<TestApp, 'call'>,
  tokens: Record<UserRole, string>,
  [method, url, body, staffAllowed]: [HTTPMethods, string, object | undefined, boolean],
): Promise<void> {
  const guest = await testApp.call(method, url, undefined, body);
  expect(guest.statusCode).toBe(401);
  expect(guest.json()).toEqual({ message: 'Unauthenticated.' });

  const shopper = await testApp.call(method, url, tokens.shopper, body);
  expect(shopper.statusCode).toBe(403);
  expect(shopper.json()).toEqual({ message: ADMIN_MESSAGES.notBackOffice });

  const staff = await testApp.call(method, url, tokens.staff, body);
  // Staff: let through (any answer but 401/403), or refused as the owner's call.
  expect({
    refused: [401, 403].includes(staff.statusCode),
    answer: staffAllowed ? null : { status: staff.statusCode, body: staff.json() as unknown },
  }).toEqual({
    refused: !staffAllowed,
    answer: staffAllowed ? null : { status: 403, body: { message: ADMIN_MESSAGES.ownerOnly } },
  });

  const owner = await testApp.call(method, url, tokens.owner, body);
  expect([401, 403]).not.toContain(owner.statusCode);
  expect(owner.headers['cache-control']).toBe('no-store');
}

/**
 * The back office's test bed of a shop whose card payments go to a Paystack stand-in (packing, shop credit, card
 * standing orders), the stand-in closed after the file; `options` add to the bed's (a clock).
 */
export async function useCardOfficeTestbed(options: Parameters<typeof useOrdersTestbed>[0] = {}) {
  const { standIn, cards } = await cardPaymentsAgainstStandIn();
  const office = useBackOfficeTestbed({
    ...options,
    appUrl: CARD_TESTS_PUBLIC_URL,
    orders: { ...options.orders, cardPayments: cards, publicUrl: CARD_TESTS_PUBLIC_URL },
  });
  afterAll(() => standIn.close());
  return { standIn, office };
}

/** The back office's test bed for one file; `buyer`, `channelId` and `categoryId` are set before its tests. */
export function useBackOfficeTestbed(
  options: Parameters<typeof useOrdersTestbed>[0] = {},
): BackOfficeTestbed {
  const bed = useOrdersTestbed(options);
  const tokens = {} as Record<UserRole, string>;
  const ids = {} as Record<UserRole, number>;
  const office: BackOfficeTestbed = {
    bed,
    tokens,
    ids,
    buyer: undefined as unknown as Shopper,
    channelId: 0,
    categoryId: 0,

    async placeOrder(
      unit = bed.units.rice,
      quantity = 1,
      paymentMethod = 'pay_on_delivery',
      shopper = office.buyer,
      phone?: string,
    ): Promise<number> {
      await bed.setStock(unit.unitId, Math.max(await bed.stockOf(unit.unitId), quantity + 50));
      const response = await office.sendOrder({
        paymentMethod,
        lines: [line(unit, quantity)],
        shopper,
        ...(phone ? { phone } : {}),
      });
      expect(response.statusCode).toBe(201);
      return dataEnvelope(orderDetailSchema).parse(response.json()).data.id;
    },

    sendOrder: ({
      channelId = office.channelId,
      paymentMethod = 'pay_on_delivery',
      lines = [line(bed.units.rice, 1)],
      shopper = office.buyer,
      phone,
    } = {}) =>
      bed.call('POST', '/create-order', shopper.token, {
        delivery_channel_id: channelId,
        payment_method: paymentMethod,
        address_id: shopper.addressId,
        order_data: lines,
        ...(phone ? { phone } : {}),
      }),

    newProduct: (name) => productBody(office.categoryId, name),

    async createProduct(body: object = office.newProduct()) {
      const response = await bed.call('POST', '/admin/products', tokens.owner, body);
      expect(response.statusCode).toBe(201);
      return dataEnvelope(adminProductSchema).parse(response.json()).data;
    },

    lastAudit: async () =>
      (await bed.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0],
  };

  beforeAll(async () => {
    for (const role of ['shopper', 'staff', 'owner'] as const) {
      const account = await backOfficeAccount(bed, role);
      tokens[role] = account.token;
      ids[role] = account.userId;
    }
    office.buyer = await bed.shopper();
    const channels = (await bed.call('GET', '/delivery-channel')).json() as { data: { id: number }[] };
    office.channelId = channels.data[0]!.id;
    const [category] = await bed.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, 'vegetables'));
    office.categoryId = category!.id;
  });

  return office;
}
