// The test bed of the card payment and refund tests: a shop taking cards through a Paystack stand-in, listening on
// a free port so that webhooks come over HTTP as from Paystack, with a shopper, a staff member and the owner
// signed in.
import type { AddressInfo } from 'node:net';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { type OrderDetail, orderDetailSchema } from '@oko/shared/schemas/order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Database } from '../db/client';
import { paymentAttempts } from '../db/schema';
import type { JobHandlers } from '../jobs/kinds';
import { cardExpiryJobHandlers } from '../orders/card-expiry';
import type { CardPayments } from '../payments/paystack';
import { paymentJobHandlers } from '../payments/service';
import { type OrdersTestbed, type Shopper, line, useOrdersTestbed } from './orders';
import { backOfficeAccount } from './back-office';
import { CARD_TESTS_PUBLIC_URL, type PaystackStandIn, cardPaymentsAgainstStandIn } from './paystack-stand-in';

export interface CardPaymentsTestbed {
  bed: OrdersTestbed;
  standIn: PaystackStandIn;
  /** The shop's card payments, talking to the stand-in. */
  cards: CardPayments;
  /** A shopper with an address in Lagos. */
  shopper: Shopper;
  staff: { token: string; userId: number };
  owner: { token: string; userId: number };
  /** The checkout's first delivery channel. */
  channelId: number;
  /** Paystack's webhook at the shop, over HTTP. */
  webhookUrl: string;
  /** The shop's clock (app.clock) and the stand-in's: real time moved on by `advance`, back to real before each test. */
  clock: { now(): Date; advance(ms: number): void };
  /** The shopper orders two of the rice (stock is the file's to keep) paid by `paymentMethod`: the order, the message. */
  placeOrder(paymentMethod: string): Promise<{ order: OrderDetail; message: string | undefined }>;
  /** The order as its shopper sees it. */
  orderOf(orderId: number): Promise<OrderDetail>;
  /** The order's payment attempts, as stored. */
  attemptsOf(orderId: number): Promise<(typeof paymentAttempts.$inferSelect)[]>;
}

/**
 * The card payments test bed for one file; its accounts, channel and webhook address are set before its tests,
 * and the stand-in answers at once and without outage at the start of each test.
 */
export async function useCardPaymentsTestbed(): Promise<CardPaymentsTestbed> {
  const { standIn, cards } = await cardPaymentsAgainstStandIn();
  let offsetMs = 0;
  const clock = {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
  standIn.now = clock.now;
  const bed = useOrdersTestbed({
    appUrl: CARD_TESTS_PUBLIC_URL,
    orders: { cardPayments: cards, publicUrl: CARD_TESTS_PUBLIC_URL },
    clock: clock.now,
  });
  const testbed = {
    bed,
    standIn,
    cards,
    clock,
    async placeOrder(paymentMethod) {
      const response = await bed.call('POST', '/create-order', testbed.shopper.token, {
        delivery_channel_id: testbed.channelId,
        payment_method: paymentMethod,
        address_id: testbed.shopper.addressId,
        order_data: [line(bed.units.rice, 2)],
      });
      expect(response.statusCode).toBe(201);
      const body = dataEnvelope(orderDetailSchema).parse(response.json());
      return { order: body.data, message: body.message };
    },
    async orderOf(orderId) {
      const response = await bed.call('GET', `/orders/${orderId}`, testbed.shopper.token);
      return dataEnvelope(orderDetailSchema).parse(response.json()).data;
    },
    attemptsOf: async (orderId) =>
      bed.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)),
  } as CardPaymentsTestbed;
  beforeAll(async () => {
    testbed.shopper = await bed.shopper();
    testbed.staff = await backOfficeAccount(bed, 'staff');
    testbed.owner = await backOfficeAccount(bed, 'owner');
    const channels = (await bed.call('GET', '/delivery-channel')).json() as { data: { id: number }[] };
    testbed.channelId = channels.data[0]!.id;
    await bed.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = bed.app.server.address() as AddressInfo;
    testbed.webhookUrl = `http://127.0.0.1:${port}/api/v1/payments/paystack/webhook`;
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    standIn.delayMs = 0;
    standIn.loseAnswers = 0;
    standIn.outage = null;
    standIn.listLagMs = 0;
    offsetMs = 0;
  });
  return testbed;
}

/** Every card job the server runs (app.ts): payments' reconciler and refunds, and the orders' expiry of an unpaid order. */
export const cardJobHandlers = (db: Database, cards: CardPayments): JobHandlers => ({
  ...paymentJobHandlers(db, cards),
  ...cardExpiryJobHandlers(db, cards),
});

/** The card tests move an order as the back office does: orders' one way (a domain's own tests never import orders/). */
export { changeOrderStatus } from '../orders/order-status';
