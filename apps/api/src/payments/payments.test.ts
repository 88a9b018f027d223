// Card payments against a Paystack stand-in (a real HTTP server on a free port): the shop's own client, webhook
// and jobs, as they run against Paystack.
import { dashboardSchema } from '@oko/shared/schemas/admin-dashboard';
import { adminOrderDetailSchema } from '@oko/shared/schemas/admin-orders';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { formatNairaAmount } from '@oko/shared/money';
import { paymentStartSchema } from '@oko/shared/schemas/order';
import { PAYMENT_MESSAGES } from '@oko/shared/schemas/payment';
import { ORDER_MESSAGES } from '@oko/shared/schemas/order';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, deliveryChannels, deliveryWindows, jobs, paymentAttempts } from '../db/schema';
import { MAX_ATTEMPTS, runDueJobs } from '../jobs/queue';
import type { Mail } from '../mail/mailer';
import { line } from '../testing/orders';
import {
  cardJobHandlers as paymentJobHandlers,
  changeOrderStatus,
  useCardPaymentsTestbed,
} from '../testing/card-payments';
import { CARD_TESTS_PUBLIC_URL } from '../testing/paystack-stand-in';
import { CHECK_JOB, EXPIRY_JOB } from './jobs';
import { type PaystackError, isSignedByPaystack, signWebhook } from './paystack';
import { paymentForPlacedOrder, startPayment } from './service';
import { makeJobsDue } from '../testing/database';

const PUBLIC_URL = CARD_TESTS_PUBLIC_URL;
const testbed = await useCardPaymentsTestbed();
const { bed, standIn, cards } = testbed;

beforeEach(async () => {
  await bed.database.db.delete(jobs);
  await bed.setStock(bed.units.rice.unitId, 50);
});

const placeCardOrder = () => testbed.placeOrder('cards');
const { orderOf: order, attemptsOf } = testbed;

const verify = (reference: string, token = testbed.shopper.token) =>
  bed.call('POST', '/payments/verify', token, { reference });

/** Runs the due jobs (the worker's next round) and answers the mail sent since last asked. */
const sendMail = () => bed.takeMail();

/** The order as the back office sees it (GET /admin/orders/{id}). */
async function adminOrder(orderId: number) {
  const response = await bed.call('GET', `/admin/orders/${orderId}`, testbed.staff.token);
  expect(response.statusCode).toBe(200);
  return dataEnvelope(adminOrderDetailSchema).parse(response.json()).data;
}

const paidMailSubjects = (sent: Mail[]) => sent.map((mail) => mail.subject).filter((s) => /payment/.test(s));

describe('Confirm Order with cards', () => {
  it('tells the shop a new card order is not paid yet, never "paid by Cards" (issue 23)', async () => {
    const { order: placed } = await placeCardOrder();
    const shopMail = (await sendMail()).find((mail) => mail.subject.includes('new order'));
    expect(shopMail?.text).toContain(
      `Not paid yet: the shopper pays ${formatNairaAmount(placed.total)} by card. Wait for the “card payment received” mail`,
    );
    expect(shopMail?.text).toContain('Payment: Cards · Awaiting payment');
    expect(shopMail?.text).not.toMatch(/paid by/i);
  });

  it('places the order awaiting payment and answers Paystack’s checkout for the grand total in kobo', async () => {
    const { order: placed, message } = await placeCardOrder();
    expect(message).toBe('Order created successfully');
    expect(placed.payment_status).toBe('awaiting_payment');
    expect(placed.status).toBe('pending');
    const payment = paymentStartSchema.parse(placed.payment);
    expect(payment.authorization_url).toBe(`https://checkout.paystack.test/${payment.reference}`);
    const sent = standIn.transactions.get(payment.reference)!;
    expect(sent.amount).toBe(Math.round(Number(placed.total) * 100));
    expect(sent.currency).toBe('NGN');
    expect(sent.email).toMatch(/@/);
    expect(sent.callbackUrl).toBe(`${PUBLIC_URL}/users/orders/${placed.id}`);
    expect(await bed.stockOf(bed.units.rice.unitId)).toBe(48);
    // The time limit is queued with the order.
    const queued = await bed.database.db.select().from(jobs).where(eq(jobs.kind, EXPIRY_JOB));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
  });

  it('pays on return: verify says success, the order is Paid, the shopper and the shop get one mail each', async () => {
    const { order: placed } = await placeCardOrder();
    await sendMail();
    const reference = placed.payment!.reference;
    standIn.charge(reference, 'success');
    const answer = await verify(reference);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      data: { order_id: placed.id, payment_status: 'paid', attempt_status: 'paid' },
      message: PAYMENT_MESSAGES.paid,
    });
    expect((await order(placed.id)).payment_status).toBe('paid');
    const sent = await sendMail();
    expect(sent.map((mail) => mail.subject)).toEqual([
      `Oko Farm: payment received for order #${placed.id}`,
      expect.stringMatching(new RegExp(`^Oko Farm: card payment received for order #${placed.id} \\(₦`)),
    ]);
    expect(sent[0]!.text).toContain(
      `We received your card payment of ₦${Number(placed.total).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`,
    );
    expect(sent[1]!.to).toBe('hello@okofarm.ng');
    // Paid through markPaid, as a bank transfer is: with its audit entry, by nobody in the shop.
    const audit = await bed.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, placed.id)));
    expect(audit).toEqual([
      expect.objectContaining({
        userId: null,
        action: 'order.payment_received',
        before: { payment_status: 'awaiting_payment' },
        after: { payment_status: 'paid', amount: placed.total, reference },
      }),
    ]);
    // Verifying again changes nothing and sends nothing.
    expect((await verify(reference)).json()).toMatchObject({ data: { attempt_status: 'paid' } });
    expect(await sendMail()).toEqual([]);
  });

  it('a decline: verify says what went wrong, the order stays open, and Pay now makes a new attempt that pays', async () => {
    const { order: placed } = await placeCardOrder();
    const first = placed.payment!.reference;
    standIn.charge(first, 'failed');
    const answer = await verify(first);
    expect(answer.json()).toEqual({
      data: { order_id: placed.id, payment_status: 'failed', attempt_status: 'failed' },
      message: 'Your card payment did not go through (Declined). You can try again with Pay now.',
    });
    expect(await order(placed.id)).toMatchObject({ status: 'pending', payment_status: 'failed' });

    const again = await bed.call('POST', `/orders/${placed.id}/pay`, testbed.shopper.token);
    expect(again.statusCode).toBe(201);
    const second = dataEnvelope(paymentStartSchema).parse(again.json()).data;
    expect(second.reference).not.toBe(first);
    expect((await order(placed.id)).payment_status).toBe('awaiting_payment');
    standIn.charge(second.reference, 'success');
    expect((await verify(second.reference)).json()).toMatchObject({ data: { payment_status: 'paid' } });
    // Paid: no more Pay now.
    const late = await bed.call('POST', `/orders/${placed.id}/pay`, testbed.shopper.token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: PAYMENT_MESSAGES.notPayable });
  });

  it('a decline, then another card on Paystack’s page succeeds for the same reference: paid, not lost', async () => {
    const { order: placed } = await placeCardOrder();
    const reference = placed.payment!.reference;
    standIn.charge(reference, 'failed');
    expect((await verify(reference)).json()).toMatchObject({ data: { attempt_status: 'failed' } });
    standIn.charge(reference, 'success');
    expect(await standIn.sendWebhook(testbed.webhookUrl, reference)).toBe(200);
    expect((await order(placed.id)).payment_status).toBe('paid');
    expect((await attemptsOf(placed.id)).map((attempt) => attempt.status)).toEqual(['paid']);
  });

  it('abandoned: verify says it is not complete and changes nothing', async () => {
    const { order: placed } = await placeCardOrder();
    const answer = await verify(placed.payment!.reference);
    expect(answer.json()).toEqual({
      data: { order_id: placed.id, payment_status: 'awaiting_payment', attempt_status: 'open' },
      message: PAYMENT_MESSAGES.open,
    });
  });

  it('webhook before verify: the webhook pays, the return only reads it', async () => {
    const { order: placed } = await placeCardOrder();
    await sendMail();
    const reference = placed.payment!.reference;
    standIn.charge(reference, 'success');
    expect(await standIn.sendWebhook(testbed.webhookUrl, reference)).toBe(200);
    expect((await order(placed.id)).payment_status).toBe('paid');
    const calls = standIn.requests.length;
    expect((await verify(reference)).json()).toMatchObject({ data: { attempt_status: 'paid' } });
    expect(standIn.requests.length).toBe(calls);
    expect(paidMailSubjects(await sendMail())).toHaveLength(2);
  });

  it('verify before webhook, then five duplicate webhooks at once: paid once, one paid attempt, two mails', async () => {
    const { order: placed } = await placeCardOrder();
    await sendMail();
    const reference = placed.payment!.reference;
    standIn.charge(reference, 'success');
    const [verified, ...hooks] = await Promise.all([
      verify(reference),
      ...Array.from({ length: 5 }, () => standIn.sendWebhook(testbed.webhookUrl, reference)),
    ]);
    expect(verified!.statusCode).toBe(200);
    expect(hooks).toEqual([200, 200, 200, 200, 200]);
    expect((await order(placed.id)).payment_status).toBe('paid');
    const attempts = await attemptsOf(placed.id);
    expect(attempts.map((attempt) => attempt.status)).toEqual(['paid']);
    expect(paidMailSubjects(await sendMail())).toHaveLength(2);
  });

  it('refuses a forged signature with 401 before reading the event', async () => {
    const { order: placed } = await placeCardOrder();
    const reference = placed.payment!.reference;
    standIn.charge(reference, 'success');
    expect(
      await standIn.sendWebhook(testbed.webhookUrl, reference, { secretKey: 'sk_test_somebody_else' }),
    ).toBe(401);
    const unsigned = await fetch(testbed.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"event":"charge.success"}',
    });
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toEqual({ message: PAYMENT_MESSAGES.badSignature });
    expect((await order(placed.id)).payment_status).toBe('awaiting_payment');
  });

  it('a wrong amount or currency does not pay; the attempt is kept as a mismatch for the owner', async () => {
    const { order: placed } = await placeCardOrder();
    const reference = placed.payment!.reference;
    standIn.charge(reference, 'success', { amount: 100 });
    expect(await standIn.sendWebhook(testbed.webhookUrl, reference)).toBe(200);
    expect((await order(placed.id)).payment_status).toBe('awaiting_payment');
    expect(await attemptsOf(placed.id)).toEqual([
      expect.objectContaining({ status: 'mismatch', paidAmountKobo: 100, paidCurrency: 'NGN' }),
    ]);
    expect((await verify(reference)).json()).toMatchObject({ message: PAYMENT_MESSAGES.mismatch });

    const other = await placeCardOrder();
    standIn.charge(other.order.payment!.reference, 'success', { currency: 'USD' });
    await standIn.sendWebhook(testbed.webhookUrl, other.order.payment!.reference);
    expect((await order(other.order.id)).payment_status).toBe('awaiting_payment');
  });

  it('Paystack timing out: the order is kept awaiting payment, the shopper is told, Pay now works later', async () => {
    standIn.delayMs = 4000;
    const { order: placed, message } = await placeCardOrder();
    expect(message).toBe(PAYMENT_MESSAGES.unavailable);
    expect(placed.payment).toBeNull();
    expect(placed.payment_status).toBe('awaiting_payment');
    const again = await bed.call('POST', `/orders/${placed.id}/pay`, testbed.shopper.token);
    expect(again.statusCode).toBe(502);
    expect(again.json()).toEqual({ message: PAYMENT_MESSAGES.unavailable });
    standIn.delayMs = 0;
    const later = await bed.call('POST', `/orders/${placed.id}/pay`, testbed.shopper.token);
    expect(later.statusCode).toBe(201);
    expect((await order(placed.id)).status).toBe('pending');
  });

  it('another shopper’s reference or order is a 404', async () => {
    const { order: placed } = await placeCardOrder();
    const other = await bed.shopper();
    expect((await verify(placed.payment!.reference, other.token)).statusCode).toBe(404);
    expect((await bed.call('POST', `/orders/${placed.id}/pay`, other.token)).statusCode).toBe(404);
    expect((await verify('oko-nothing')).statusCode).toBe(404);
  });
});

describe('an unpaid card order in the back office', () => {
  it('can only be cancelled until its payment arrives; then it moves along as any order', async () => {
    const { order: placed } = await placeCardOrder();
    await expect(changeOrderStatus(bed.database.db, placed.id, 'confirmed')).rejects.toMatchObject({
      statusCode: 422,
      message: ORDER_MESSAGES.awaitingCardPayment,
      errors: { status: [ORDER_MESSAGES.awaitingCardPayment] },
    });
    expect((await order(placed.id)).status).toBe('pending');

    standIn.charge(placed.payment!.reference, 'success');
    expect((await verify(placed.payment!.reference)).statusCode).toBe(200);
    await expect(changeOrderStatus(bed.database.db, placed.id, 'confirmed')).resolves.toBeUndefined();
    expect((await order(placed.id)).status).toBe('confirmed');
  });
});

describe('jobs', () => {
  const runPaymentJobs = () => runDueJobs(bed.database.db, paymentJobHandlers(bed.database.db, cards));
  const makeDue = (kind: string) => makeJobsDue(bed.database.db, kind);
  /** The card payment's expiry comes due and runs. */
  const expireNow = async () => {
    await makeDue(EXPIRY_JOB);
    await runPaymentJobs();
  };

  it('the reconciler pays an order whose webhook was lost', async () => {
    const { order: placed } = await placeCardOrder();
    standIn.charge(placed.payment!.reference, 'success');
    await makeDue(CHECK_JOB);
    expect(await runPaymentJobs()).toBe(1);
    expect((await order(placed.id)).payment_status).toBe('paid');
  });

  it('the reconciler checks again later while the attempt is open', async () => {
    const { order: placed } = await placeCardOrder();
    await makeDue(CHECK_JOB);
    await runPaymentJobs();
    const next = await bed.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = ${CHECK_JOB} and ${jobs.doneAt} is null`);
    expect(next).toHaveLength(1);
    expect(next[0]!.payload).toEqual({ reference: placed.payment!.reference });
  });

  it('expiry: unpaid after the time limit, cancelled and restocked exactly once, even when run twice at once', async () => {
    const { order: placed } = await placeCardOrder();
    expect(await bed.stockOf(bed.units.rice.unitId)).toBe(48);
    await makeDue(EXPIRY_JOB);
    // Two workers at once, then the job again (a lease ran out): one cancel.
    const [a, b] = await Promise.all([runPaymentJobs(), runPaymentJobs()]);
    expect(a! + b!).toBeGreaterThanOrEqual(1);
    await bed.database.db.insert(jobs).values({ kind: EXPIRY_JOB, payload: { orderId: placed.id } });
    await runPaymentJobs();
    expect(await order(placed.id)).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
    expect(await bed.stockOf(bed.units.rice.unitId)).toBe(50);
    const tracking = (
      await bed.call('GET', `/orders/${placed.id}/tracking`, testbed.shopper.token)
    ).json() as {
      data: { history: { status: string }[] };
    };
    expect(tracking.data.history.map((entry) => entry.status)).toEqual(['pending', 'cancelled']);
    expect((await bed.call('POST', `/orders/${placed.id}/pay`, testbed.shopper.token)).statusCode).toBe(409);
  });

  it('expiry: the cancellation mail says the order was not paid within the time limit (issue 23)', async () => {
    const { order: placed } = await placeCardOrder();
    await sendMail();
    await expireNow();
    const cancelled = (await sendMail()).filter((mail) =>
      mail.subject.includes(`#${placed.id} is cancelled`),
    );
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.text).toContain(
      'Your order has been cancelled because it was not paid within 30 minutes of ordering.',
    );
  });

  it('expiry gives the delivery window’s place back (issue 26)', async () => {
    // A channel of its own with one window of one place, so no other test's orders need a window.
    const [van] = await bed.database.db
      .insert(deliveryChannels)
      .values({ name: 'Card test van', feeKobo: 150_000, position: 99 })
      .returning({ id: deliveryChannels.id });
    const startsAt = new Date(Date.now() + 3 * 24 * 3600_000);
    const [window] = await bed.database.db
      .insert(deliveryWindows)
      .values({
        deliveryChannelId: van!.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 4 * 3600_000),
        cutoffAt: new Date(startsAt.getTime() - 12 * 3600_000),
        capacity: 1,
      })
      .returning({ id: deliveryWindows.id });
    const booked = async () =>
      (
        await bed.database.db
          .select({ booked: deliveryWindows.booked })
          .from(deliveryWindows)
          .where(eq(deliveryWindows.id, window!.id))
      )[0]!.booked;
    const placeInVan = () =>
      bed.call('POST', '/create-order', testbed.shopper.token, {
        delivery_channel_id: van!.id,
        delivery_window_id: window!.id,
        payment_method: 'cards',
        address_id: testbed.shopper.addressId,
        order_data: [line(bed.units.rice, 1)],
      });
    try {
      const placed = await placeInVan();
      expect(placed.statusCode).toBe(201);
      const orderId = (placed.json() as { data: { id: number } }).data.id;
      expect(await booked()).toBe(1);
      expect((await placeInVan()).statusCode).toBe(409);

      await expireNow();
      expect(await order(orderId)).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
      expect(await booked()).toBe(0);
      expect((await placeInVan()).statusCode).toBe(201);
    } finally {
      await bed.database.db
        .update(deliveryChannels)
        .set({ active: false })
        .where(eq(deliveryChannels.id, van!.id));
    }
  });

  it('expiry verifies first: a payment whose webhook was lost is kept, not cancelled', async () => {
    const { order: placed } = await placeCardOrder();
    standIn.charge(placed.payment!.reference, 'success');
    await expireNow();
    expect(await order(placed.id)).toMatchObject({ status: 'pending', payment_status: 'paid' });
    expect(await bed.stockOf(bed.units.rice.unitId)).toBe(48);
  });

  it('a late payment for a cancelled order is recorded and refunded in full, never lost', async () => {
    const { order: placed } = await placeCardOrder();
    await expireNow();
    expect((await order(placed.id)).status).toBe('cancelled');
    await sendMail();
    standIn.charge(placed.payment!.reference, 'success');
    expect(await standIn.sendWebhook(testbed.webhookUrl, placed.payment!.reference)).toBe(200);
    // The money came in all the same: the account says so, and that all of it is owed back (issue 38).
    expect(await order(placed.id)).toMatchObject({
      status: 'cancelled',
      payment_status: 'paid',
      final_total: '0.00',
      amount_paid: placed.total,
      amount_due: '0.00',
      refund_due: placed.total,
    });
    expect(await attemptsOf(placed.id)).toEqual([
      expect.objectContaining({
        status: 'refund_due',
        paidAmountKobo: Math.round(Number(placed.total) * 100),
      }),
    ]);
    expect((await order(placed.id)).refunds).toEqual([
      expect.objectContaining({ amount: placed.total, status: 'pending' }),
    ]);
    expect((await verify(placed.payment!.reference)).json()).toMatchObject({
      message: PAYMENT_MESSAGES.refundDue,
    });
    expect(paidMailSubjects(await sendMail())).toEqual([]);
  });
  it('expiry verifies a declined attempt too: another card that succeeded on Paystack’s page pays', async () => {
    const { order: placed } = await placeCardOrder();
    const reference = placed.payment!.reference;
    standIn.charge(reference, 'failed');
    await verify(reference);
    standIn.charge(reference, 'success');
    await expireNow();
    expect(await order(placed.id)).toMatchObject({ status: 'pending', payment_status: 'paid' });
    expect(await bed.stockOf(bed.units.rice.unitId)).toBe(48);
  });

  it('expiry waits while Paystack reports the payment still under way, then cancels', async () => {
    const { order: placed } = await placeCardOrder();
    standIn.charge(placed.payment!.reference, 'ongoing');
    await expireNow();
    expect(await order(placed.id)).toMatchObject({ status: 'pending', payment_status: 'awaiting_payment' });
    const later = await bed.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = ${EXPIRY_JOB} and ${jobs.doneAt} is null`);
    expect(later).toHaveLength(1);
    expect(later[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);

    standIn.charge(placed.payment!.reference, 'failed');
    await expireNow();
    expect(await order(placed.id)).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
  });

  it('expiry never gives up while Paystack is unreachable: it keeps a try queued, at most an hour away', async () => {
    const { order: placed } = await placeCardOrder();
    await makeDue(EXPIRY_JOB);
    // The queue's last try.
    await bed.database.db
      .update(jobs)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(jobs.kind, EXPIRY_JOB));
    standIn.delayMs = 4000;
    await runPaymentJobs();
    expect(await order(placed.id)).toMatchObject({ status: 'pending', payment_status: 'awaiting_payment' });
    const waiting = await bed.database.db
      .select()
      .from(jobs)
      .where(
        sql`${jobs.kind} = ${EXPIRY_JOB} and ${jobs.doneAt} is null and ${jobs.attempts} < ${MAX_ATTEMPTS}`,
      );
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 3600_000);

    standIn.delayMs = 0;
    await expireNow();
    expect((await order(placed.id)).status).toBe('cancelled');
  });
});

describe("the client's reading of Paystack's failures", () => {
  const failureOf = (status: number, body: string, contentType = 'application/json') => {
    standIn.outage = { status, contentType, body };
    return cards.client.verify('oko-1-0000000000000000').then(
      () => 'answered',
      (error: PaystackError) => error.kind,
    );
  };

  it('only "Transaction reference not found" means unknown; a 5xx, a 429 or an answer not in JSON is unavailable', async () => {
    const notFound =
      '{"status":false,"message":"Transaction reference not found","code":"transaction_not_found"}';
    expect(await failureOf(400, notFound)).toBe('unknown');
    expect(await failureOf(404, '{"status":false,"message":"Transaction reference not found"}')).toBe(
      'unknown',
    );
    expect(await failureOf(401, '{"status":false,"message":"Invalid key"}')).toBe('refused');
    expect(await failureOf(502, notFound)).toBe('unavailable');
    expect(await failureOf(429, '{"status":false,"message":"Too many requests"}')).toBe('unavailable');
    expect(await failureOf(404, '<h1>Not Found</h1>', 'text/html')).toBe('unavailable');
    expect(await failureOf(200, '{"status":true,"data":null}')).toBe('unavailable');
  });
});

describe('expiry while Paystack answers but cannot say', () => {
  const runPaymentJobs = () => runDueJobs(bed.database.db, paymentJobHandlers(bed.database.db, cards));
  const makeDue = () => makeJobsDue(bed.database.db, EXPIRY_JOB);
  const outages = [
    {
      name: 'a 500',
      status: 500,
      contentType: 'application/json',
      body: '{"status":false,"message":"Error"}',
    },
    { name: 'a 503 page', status: 503, contentType: 'text/html', body: '<h1>Service Unavailable</h1>' },
    {
      name: 'a 429',
      status: 429,
      contentType: 'application/json',
      body: '{"status":false,"message":"Slow down"}',
    },
    { name: 'a 200 that is not JSON', status: 200, contentType: 'text/html', body: '<p>Maintenance</p>' },
  ];

  it.each(outages)('$name: a paid order is not cancelled; the expiry tries again later', async (outage) => {
    const { order: placed } = await placeCardOrder();
    standIn.charge(placed.payment!.reference, 'success');
    standIn.outage = outage;
    await makeDue();
    await runPaymentJobs();
    expect(await order(placed.id)).toMatchObject({ status: 'pending', payment_status: 'awaiting_payment' });
    expect(await bed.stockOf(bed.units.rice.unitId)).toBe(48);
    const waiting = await bed.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = ${EXPIRY_JOB} and ${jobs.doneAt} is null`);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.runAt.getTime()).toBeGreaterThan(Date.now());

    // Paystack answers again: the payment is found, never a refund.
    standIn.outage = null;
    await makeDue();
    await runPaymentJobs();
    expect(await order(placed.id)).toMatchObject({ status: 'pending', payment_status: 'paid' });
    expect(await attemptsOf(placed.id)).toEqual([expect.objectContaining({ status: 'paid' })]);
  });

  it('a reference Paystack says it never heard of is skipped, and the unpaid order is cancelled', async () => {
    const { order: placed } = await placeCardOrder();
    // Its initialise never reached Paystack (it timed out): Paystack answers "Transaction reference not found".
    standIn.transactions.delete(placed.payment!.reference);
    await makeDue();
    await runPaymentJobs();
    expect(await order(placed.id)).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
  });

  it('the shopper back from Paystack during an outage is told to try again (502), the order still waiting', async () => {
    const { order: placed } = await placeCardOrder();
    standIn.outage = outages[0]!;
    const response = await verify(placed.payment!.reference);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: PAYMENT_MESSAGES.unavailable });
    expect((await order(placed.id)).payment_status).toBe('awaiting_payment');
  });
});

describe('payment problems in the back office', () => {
  it('shows each attempt of the order: a mismatch with what Paystack reported, then a paid one', async () => {
    const { order: placed } = await placeCardOrder();
    const first = placed.payment!.reference;
    standIn.charge(first, 'success', { amount: 100 });
    expect(await standIn.sendWebhook(testbed.webhookUrl, first)).toBe(200);
    const again = await bed.call('POST', `/orders/${placed.id}/pay`, testbed.shopper.token);
    const second = dataEnvelope(paymentStartSchema).parse(again.json()).data.reference;
    standIn.charge(second, 'success');
    expect((await verify(second)).statusCode).toBe(200);

    const { payment_attempts: attempts } = await adminOrder(placed.id);
    expect(attempts).toEqual([
      {
        reference: first,
        amount: placed.total,
        status: 'mismatch',
        gateway_response: 'Approved',
        paid_amount: '1.00',
        paid_currency: 'NGN',
        test_mode: false,
        created_at: expect.any(String),
        settled_at: expect.any(String),
      },
      expect.objectContaining({
        reference: second,
        status: 'paid',
        paid_amount: placed.total,
        test_mode: false,
      }),
    ]);
  });

  it('cancelling a paid card order refunds it in full to the card, counted on the dashboard', async () => {
    const dashboard = async () =>
      dataEnvelope(dashboardSchema).parse(
        (await bed.call('GET', '/admin/dashboard', testbed.staff.token)).json(),
      ).data;
    const before = (await dashboard()).refunds_pending;
    const { order: placed } = await placeCardOrder();
    standIn.charge(placed.payment!.reference, 'success');
    expect((await verify(placed.payment!.reference)).statusCode).toBe(200);

    const cancelled = await bed.call('PATCH', `/admin/orders/${placed.id}`, testbed.staff.token, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode).toBe(200);
    // The payment stays what it was; the money goes back through a refund of its own.
    expect(await attemptsOf(placed.id)).toEqual([expect.objectContaining({ status: 'paid' })]);
    expect((await adminOrder(placed.id)).refunds).toEqual([
      expect.objectContaining({ amount: placed.total, status: 'pending' }),
    ]);
    expect((await dashboard()).refunds_pending).toBe(before + 1);
  });

  it('an attempt through the built-in test gateway says so', async () => {
    const { order: placed } = await placeCardOrder();
    standIn.charge(placed.payment!.reference, 'failed');
    await verify(placed.payment!.reference);
    await startPayment(bed.database.db, { ...cards, testMode: true }, placed.id, PUBLIC_URL);
    expect((await adminOrder(placed.id)).payment_attempts.map((attempt) => attempt.test_mode)).toEqual([
      false,
      true,
    ]);
  });
});

describe('a replayed Confirm Order racing the first', () => {
  it('opens one Paystack transaction; the replay answers it, or nothing while it is being opened', async () => {
    const { order: placed } = await placeCardOrder();
    // As if the first request had not reached its attempt yet.
    await bed.database.db.delete(paymentAttempts).where(eq(paymentAttempts.orderId, placed.id));
    const initialised = () => standIn.requests.filter((r) => r === 'POST /transaction/initialize').length;
    const before = initialised();
    const answers = await Promise.all([
      paymentForPlacedOrder(bed.database.db, cards, placed.id, PUBLIC_URL),
      paymentForPlacedOrder(bed.database.db, cards, placed.id, PUBLIC_URL),
    ]);
    const attempts = await attemptsOf(placed.id);
    expect(attempts).toHaveLength(1);
    expect(initialised()).toBe(before + 1);
    expect(answers.map((answer) => answer?.reference)).toContain(attempts[0]!.reference);
    expect(answers.every((answer) => answer === null || answer.reference === attempts[0]!.reference)).toBe(
      true,
    );
  });
});

describe('webhook signatures', () => {
  const body = Buffer.from('{"event":"charge.success","data":{}}');
  const key = 'sk_test_signature_key';

  it('accepts the hex HMAC-SHA512 of the raw bytes, and nothing else', () => {
    expect(isSignedByPaystack(body, signWebhook(body, key), key)).toBe(true);
    expect(isSignedByPaystack(body, signWebhook(body, 'sk_other'), key)).toBe(false);
    expect(isSignedByPaystack(Buffer.from(`${body.toString()} `), signWebhook(body, key), key)).toBe(false);
    expect(isSignedByPaystack(body, undefined, key)).toBe(false);
    expect(isSignedByPaystack(body, 'abc', key)).toBe(false);
  });

  it('accepts the timestamped t=…,v1=kid:hex form within five minutes', async () => {
    const { createHmac } = await import('node:crypto');
    const now = 1_800_000_000;
    const sign = (t: number) => createHmac('sha512', key).update(`${t}.`).update(body).digest('hex');
    expect(isSignedByPaystack(body, `t=${now},v1=k1:${'0'.repeat(128)},v1=k2:${sign(now)}`, key, now)).toBe(
      true,
    );
    expect(isSignedByPaystack(body, `t=${now - 301},v1=k1:${sign(now - 301)}`, key, now)).toBe(false);
    expect(isSignedByPaystack(body, `t=${now},v1=k1:${sign(now + 1)}`, key, now)).toBe(false);
  });
});
