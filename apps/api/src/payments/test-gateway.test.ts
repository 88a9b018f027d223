// The built-in test gateway: the shop's own Paystack client and webhook, pointed at the shop itself.
import type { AddressInfo } from 'node:net';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { orderDetailSchema, paymentStartSchema, transferPaymentSchema } from '@oko/shared/schemas/order';
import { PAYMENT_MESSAGES } from '@oko/shared/schemas/payment';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentAttempts } from '../db/schema';
import { type Shopper, line, useOrdersTestbed } from '../testing/orders';
import { type PaystackClient, paystackClient } from './paystack';
import type { CardPayments } from './paystack';
import { TEST_GATEWAY_PATH } from './test-gateway';
import { createTestApp } from '../testing/test-app';

const KEY = 'sk_test_oko_generated_for_this_run';
let base = '';
/** The port is known once the app listens: the client reads its base address when it calls. */
function lazyClient(baseUrl: () => string, secretKey: string): PaystackClient {
  const client = () => paystackClient({ baseUrl: baseUrl(), secretKey });
  return {
    initialize: (request) => client().initialize(request),
    chargeTransfer: (request) => client().chargeTransfer(request),
    chargeAuthorization: (request) => client().chargeAuthorization(request),
    verify: (reference) => client().verify(reference),
    refund: (request) => client().refund(request),
    listRefunds: (transaction) => client().listRefunds(transaction),
    listBanks: () => client().listBanks(),
    resolveAccount: (accountNumber, bankCode) => client().resolveAccount(accountNumber, bankCode),
    createRecipient: (request) => client().createRecipient(request),
    transfer: (request) => client().transfer(request),
    verifyTransfer: (reference) => client().verifyTransfer(reference),
  };
}
const cards: CardPayments = {
  client: lazyClient(() => base, KEY),
  secretKey: KEY,
  testMode: true,
  paymentMinutes: 30,
  transferMinutes: 30,
  publicUrl: 'http://localhost:5173',
};
// No APP_URL: the checkout page and the way back are at the address the shopper placed the order from.
// Shared with the second instance below, as JWT_SECRET is between instances.
const jwtSecret = new TextEncoder().encode('test-gateway-tests-secret-test-gateway-tests');
const bed = useOrdersTestbed({
  orders: { cardPayments: cards, publicUrl: cards.publicUrl },
  testGateway: { secretKey: KEY },
  auth: { jwtSecret },
});
let shopper: Shopper;
let origin: string;

beforeAll(async () => {
  shopper = await bed.shopper();
  await bed.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(bed.app.server.address() as AddressInfo).port}`;
  base = `${origin}/api/v1${TEST_GATEWAY_PATH}`;
});

/** Confirm Order, paid by `paymentMethod`, from a browser on `origin` (http://127.0.0.1:port, not the mails'
 * localhost:5173): the order as its answer says. */
async function confirmOrder(paymentMethod: 'cards' | 'transfer') {
  const channel = (await bed.call('GET', '/delivery-channel')).json() as { data: { id: number }[] };
  const response = await fetch(`${origin}/api/v1/create-order`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: `Bearer ${shopper.token}`,
    },
    body: JSON.stringify({
      delivery_channel_id: channel.data[0]!.id,
      payment_method: paymentMethod,
      address_id: shopper.addressId,
      order_data: [line(bed.units.rice, 1)],
    }),
  });
  expect(response.status).toBe(201);
  return dataEnvelope(orderDetailSchema).parse(await response.json()).data;
}

async function placeCardOrder() {
  const order = await confirmOrder('cards');
  return { ...order, payment: paymentStartSchema.nullish().parse(order.payment) };
}

async function placeTransferOrder() {
  const order = await confirmOrder('transfer');
  return { ...order, payment: transferPaymentSchema.parse(order.payment) };
}

const shopperOrder = async (orderId: number) =>
  dataEnvelope(orderDetailSchema).parse((await bed.call('GET', `/orders/${orderId}`, shopper.token)).json())
    .data;

/** The checkout page's path, as the shopper's browser gets it. */
const checkoutPath = (authorizationUrl: string) => new URL(authorizationUrl).pathname;

/**
 * Another instance on the same database, with a key of its own (each instance makes one at start), listening on a
 * free port: the app, for the caller to close, and its origin.
 */
async function anotherInstance(secretKey: string) {
  let gatewayBase = '';
  const other = await createTestApp(bed.database.db, {
    orders: {
      cardPayments: { ...cards, client: lazyClient(() => gatewayBase, secretKey), secretKey },
      publicUrl: cards.publicUrl,
    },
    testGateway: { secretKey },
    auth: { jwtSecret },
  });
  try {
    await other.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await other.close();
    throw error;
  }
  const otherOrigin = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
  gatewayBase = `${otherOrigin}/api/v1${TEST_GATEWAY_PATH}`;
  return { other, otherOrigin };
}

describe('the test gateway', () => {
  it('says cards are in test mode, how long a card order waits for its payment, and that both transfers are taken', async () => {
    expect((await bed.call('GET', '/payments/config')).json()).toEqual({
      data: {
        cards: true,
        test_mode: true,
        payment_minutes: 30,
        bank_transfer: true,
        transfer: true,
        transfer_minutes: 30,
      },
    });
  });

  it('shows the amount with Pay and Decline; Pay sends a signed webhook and brings the shopper back', async () => {
    const order = await placeCardOrder();
    const url = order.payment!.authorization_url;
    expect(url.startsWith(`${origin}/api/v1${TEST_GATEWAY_PATH}/checkout/`)).toBe(true);
    const page = await bed.app.inject({ method: 'GET', url: checkoutPath(url) });
    expect(page.statusCode).toBe(200);
    const naira = `₦${Number(order.total).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;
    expect(page.body).toContain(naira);
    expect(page.body).toContain(PAYMENT_MESSAGES.testMode);
    expect(page.body).toMatch(/<button[^>]*>Pay<\/button>/);
    expect(page.body).toMatch(/<button[^>]*>Decline<\/button>/);
    // The shop's icon, as the storefront names it: without one the browser asked for /favicon.ico, a 404 (issue 43).
    expect(page.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');

    // As the browser sends the page's form.
    const paid = await fetch(`${origin}${checkoutPath(url)}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const reference = order.payment!.reference;
    expect(paid.headers.get('location')).toBe(
      `${origin}/users/orders/${order.id}?trxref=${reference}&reference=${reference}`,
    );
    // The webhook (not awaited by the gateway) or the return: either pays it, once.
    const verified = await bed.call('POST', '/payments/verify', shopper.token, { reference });
    expect(verified.json()).toMatchObject({
      data: { payment_status: 'paid' },
      message: PAYMENT_MESSAGES.paid,
    });
  });

  it('Decline comes back declined; the gateway refuses a wrong key', async () => {
    const order = await placeCardOrder();
    const declined = await fetch(`${origin}${checkoutPath(order.payment!.authorization_url)}/decline`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(declined.status).toBe(303);
    const verified = await bed.call('POST', '/payments/verify', shopper.token, {
      reference: order.payment!.reference,
    });
    expect(verified.json()).toMatchObject({
      data: { payment_status: 'failed', attempt_status: 'failed' },
      message: PAYMENT_MESSAGES.failed('Declined'),
    });
    const wrongKey = await fetch(`${base}/transaction/verify/${order.payment!.reference}`, {
      headers: { authorization: 'Bearer sk_test_wrong' },
    });
    expect(wrongKey.status).toBe(401);
  });

  it('Pay with Transfer: the test bank sends a wrong amount (told), then the transfer, which pays the order', async () => {
    const order = await placeTransferOrder();
    expect(order.payment.bank_name).toBe('Test Bank');
    const bankPage = `${base}/transfer/${order.payment.reference}`;
    const page = await fetch(bankPage);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(order.payment.account_number);
    expect(html).toContain(PAYMENT_MESSAGES.testMode);
    expect(html).toMatch(/<button[^>]*>Send the transfer<\/button>/);
    expect(html).toMatch(/<button[^>]*>Send a wrong amount<\/button>/);

    const wrong = await fetch(`${bankPage}/wrong-amount`, { method: 'POST', redirect: 'manual' });
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toBe(`${origin}/users/orders/${order.id}`);
    const rejected = await shopperOrder(order.id);
    expect(rejected.payment_status).toBe('awaiting_payment');
    expect(transferPaymentSchema.parse(rejected.payment).rejected).toBe(true);

    const sent = await fetch(`${bankPage}/send`, { method: 'POST', redirect: 'manual' });
    expect(sent.status).toBe(303);
    // Paid by the signed charge.success alone: nobody verified, nobody in the shop marked it.
    expect(await shopperOrder(order.id)).toMatchObject({ payment_status: 'paid', payment: null });
    expect((await fetch(bankPage).then((answer) => answer.text())).includes('has landed already')).toBe(true);
  });

  it('keeps its transactions in the database: a payment started here is paid on another instance, once', async () => {
    const { other, otherOrigin } = await anotherInstance('sk_test_oko_another_instance_of_the_shop');
    try {
      const order = await placeCardOrder();
      const reference = order.payment!.reference;
      // The load balancer sends the shopper's browser to the other instance.
      const page = await fetch(`${otherOrigin}${checkoutPath(order.payment!.authorization_url)}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(reference);
      const pay = () =>
        fetch(`${otherOrigin}${checkoutPath(order.payment!.authorization_url)}/pay`, {
          method: 'POST',
          redirect: 'manual',
        });
      const [paid, again] = await Promise.all([pay(), pay()]);
      expect([paid.status, again.status]).toEqual([303, 303]);
      // Either instance verifies it: the other through its own gateway, this one through its own.
      const onOther = await other.inject({
        method: 'POST',
        url: '/api/v1/payments/verify',
        headers: { authorization: `Bearer ${shopper.token}` },
        payload: { reference },
      });
      expect(onOther.json()).toMatchObject({ data: { payment_status: 'paid' } });
      const verified = await bed.call('POST', '/payments/verify', shopper.token, { reference });
      expect(verified.json()).toMatchObject({
        data: { payment_status: 'paid' },
        message: PAYMENT_MESSAGES.paid,
      });
      // Pressed twice (on two instances at once), settled once: the page now says it is paid.
      const settled = await bed.app.inject({
        method: 'GET',
        url: checkoutPath(order.payment!.authorization_url),
      });
      expect(settled.body).toContain('This payment is already paid.');
    } finally {
      await other.close();
    }
  });

  it('Pay with Transfer on two instances: "Send the transfer" pressed on both at once pays once', async () => {
    const { other, otherOrigin } = await anotherInstance('sk_test_oko_another_instance_for_transfers');
    try {
      const order = await placeTransferOrder();
      const send = (at: string) =>
        fetch(`${at}/api/v1${TEST_GATEWAY_PATH}/transfer/${order.payment.reference}/send`, {
          method: 'POST',
          redirect: 'manual',
        });
      const answers = await Promise.all([send(origin), send(otherOrigin)]);
      expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
      expect((await shopperOrder(order.id)).payment_status).toBe('paid');
      const attempts = await bed.database.db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.orderId, order.id));
      expect(attempts.map((attempt) => attempt.status)).toEqual(['paid']);
    } finally {
      await other.close();
    }
  });
});
