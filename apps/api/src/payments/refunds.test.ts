// Refunds (issues 27 and 38): what `requestRefund` writes for each way of paying, inside the order's transaction;
// card refunds of any size sent to a Paystack stand-in exactly once (two workers, a lost answer with a lagging
// list, replayed webhooks that name no refund); a bank transfer refund the owner confirms as sent.
import { adminOrderDetailSchema } from '@oko/shared/schemas/admin-orders';
import { dashboardSchema } from '@oko/shared/schemas/admin-dashboard';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { orderDetailSchema, orderTrackingSchema } from '@oko/shared/schemas/order';
import { REFUND_MESSAGES } from '@oko/shared/schemas/refund';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, jobs, refunds } from '../db/schema';
import { createTestApp } from '../testing/test-app';
import { changeOrderStatus, useCardPaymentsTestbed } from '../testing/card-payments';
import { CARD_TESTS_PUBLIC_URL } from '../testing/paystack-stand-in';
import { markPaymentReceived } from './mark-paid';
import { enqueueJob } from '../jobs/queue';
import { REFUND_JOB, REFUND_LIST_LAG_MS, type RefundRequest, requestRefund } from './refunds';
import { makeJobsDue } from '../testing/database';

const PUBLIC_URL = CARD_TESTS_PUBLIC_URL;
const testbed = await useCardPaymentsTestbed();
const { bed, standIn, cards, clock } = testbed;

beforeEach(async () => {
  await bed.setStock(bed.units.rice.unitId, 50);
});

async function placeOrder(paymentMethod: 'cards' | 'bank_transfer' | 'pay_on_delivery') {
  const { order } = await testbed.placeOrder(paymentMethod);
  return { ...order, totalKobo: Math.round(Number(order.total) * 100) };
}

async function placePaidCardOrder() {
  const order = await placeOrder('cards');
  standIn.charge(order.payment!.reference, 'success');
  expect(
    (
      await bed.call('POST', '/payments/verify', testbed.shopper.token, {
        reference: order.payment!.reference,
      })
    ).json(),
  ).toMatchObject({ data: { payment_status: 'paid' } });
  return order;
}

const refund = (request: RefundRequest) => bed.database.db.transaction((tx) => requestRefund(tx, request));

const refundsOf = (orderId: number) =>
  bed.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id);

const refundJobsFor = async (refundIds: number[]) =>
  (await bed.database.db.select().from(jobs).where(eq(jobs.kind, REFUND_JOB))).filter((job) =>
    refundIds.includes((job.payload as { refundId: number }).refundId),
  );

describe('requestRefund', () => {
  it('paid by card: a pending refund against the paid attempt and one job that sends it', async () => {
    const order = await placePaidCardOrder();
    await refund({ orderId: order.id, amountKobo: order.totalKobo, reason: 'cancelled' });
    const rows = await refundsOf(order.id);
    expect(rows).toEqual([
      expect.objectContaining({
        method: 'cards',
        reason: 'cancelled',
        amountKobo: order.totalKobo,
        status: 'pending',
        paymentReference: order.payment!.reference,
        testMode: false,
        gatewayRefundId: null,
      }),
    ]);
    expect(await refundJobsFor(rows.map((row) => row.id))).toHaveLength(1);
  });

  it('never gives back more than the card paid: later refunds are capped to what is left', async () => {
    const order = await placePaidCardOrder();
    await refund({ orderId: order.id, amountKobo: 50_000, reason: 'packing' });
    await refund({ orderId: order.id, amountKobo: order.totalKobo, reason: 'cancelled' });
    await refund({ orderId: order.id, amountKobo: order.totalKobo, reason: 'cancelled' });
    const rows = await refundsOf(order.id);
    expect(rows.map((row) => [row.reason, row.amountKobo])).toEqual([
      ['packing', 50_000],
      ['cancelled', order.totalKobo - 50_000],
    ]);
    expect(await refundJobsFor(rows.map((row) => row.id))).toHaveLength(2);
  });

  it('a failed card refund gave nothing back: the money can be asked for again', async () => {
    const order = await placePaidCardOrder();
    await refund({ orderId: order.id, amountKobo: order.totalKobo, reason: 'cancelled' });
    await bed.database.db.update(refunds).set({ status: 'failed' }).where(eq(refunds.orderId, order.id));
    await refund({ orderId: order.id, amountKobo: order.totalKobo, reason: 'cancelled' });
    expect((await refundsOf(order.id)).map((row) => row.status)).toEqual(['failed', 'pending']);
  });

  it('bank transfer received: a pending refund for the owner to send, no job', async () => {
    const order = await placeOrder('bank_transfer');
    await markPaymentReceived(bed.database.db, testbed.staff.userId, order.id);
    await refund({ orderId: order.id, amountKobo: 30_000, reason: 'packing' });
    const rows = await refundsOf(order.id);
    expect(rows).toEqual([
      expect.objectContaining({
        method: 'bank_transfer',
        reason: 'packing',
        amountKobo: 30_000,
        status: 'pending',
        paymentReference: null,
      }),
    ]);
    expect(await refundJobsFor(rows.map((row) => row.id))).toEqual([]);
  });

  it('cash collected: a pending refund for the owner to send, as a transfer (issue 38)', async () => {
    const cash = await placeOrder('pay_on_delivery');
    await markPaymentReceived(bed.database.db, testbed.staff.userId, cash.id);
    await refund({ orderId: cash.id, amountKobo: cash.totalKobo, reason: 'cancelled' });
    expect(await refundsOf(cash.id)).toMatchObject([
      { method: 'bank_transfer', amountKobo: cash.totalKobo, status: 'pending' },
    ]);
  });

  it('nothing for an unpaid order, or nothing to give back', async () => {
    const unpaidTransfer = await placeOrder('bank_transfer');
    await refund({ orderId: unpaidTransfer.id, amountKobo: unpaidTransfer.totalKobo, reason: 'cancelled' });
    const unpaidCard = await placeOrder('cards');
    await refund({ orderId: unpaidCard.id, amountKobo: unpaidCard.totalKobo, reason: 'cancelled' });
    const paid = await placePaidCardOrder();
    await refund({ orderId: paid.id, amountKobo: 0, reason: 'packing' });
    await refund({ orderId: paid.id, amountKobo: -100, reason: 'packing' });
    for (const order of [unpaidTransfer, unpaidCard, paid]) expect(await refundsOf(order.id)).toEqual([]);
  });

  it('rolls back with the order’s transaction: no refund, no job', async () => {
    const order = await placePaidCardOrder();
    await expect(
      bed.database.db.transaction(async (tx) => {
        await requestRefund(tx, { orderId: order.id, amountKobo: order.totalKobo, reason: 'cancelled' });
        throw new Error('the cancel failed');
      }),
    ).rejects.toThrow('the cancel failed');
    expect(await refundsOf(order.id)).toEqual([]);
  });
});

/** The shopper's order, as `GET /orders/{id}` answers it. */
const shopperOrder = async (orderId: number) =>
  dataEnvelope(orderDetailSchema).parse(
    (await bed.call('GET', `/orders/${orderId}`, testbed.shopper.token)).json(),
  ).data;

/** The back office's order. */
const adminOrder = async (orderId: number, token = testbed.owner.token) =>
  dataEnvelope(adminOrderDetailSchema).parse(
    (await bed.call('GET', `/admin/orders/${orderId}`, token)).json(),
  ).data;

/** The stand-in's refunds of a transaction, and the refund calls it received. */
const paystackRefundsOf = (reference: string) =>
  standIn.refunds.filter((refund) => refund.transactionReference === reference);
const refundCalls = () => standIn.requests.filter((request) => request.startsWith('POST /refund'));

/** Cancels in the back office's way without running the jobs it queues (a worker picks them up later). */
const cancelQuietly = (orderId: number) => changeOrderStatus(bed.database.db, orderId, 'cancelled');

const makeRefundJobsDue = () => makeJobsDue(bed.database.db, REFUND_JOB);

describe('card refunds through Paystack', () => {
  it('a cancelled paid card order is refunded in full once; the webhook settles it; replays change nothing', async () => {
    const order = await placePaidCardOrder();
    const reference = order.payment!.reference;
    const calls = refundCalls().length;
    const cancelled = await bed.call('PATCH', `/admin/orders/${order.id}`, testbed.staff.token, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode).toBe(200);
    // The worker's round after the cancel sent it: one refund, the whole amount, named by the shop's reference.
    const [row] = await refundsOf(order.id);
    expect(row!.reference).toMatch(/^oko-refund-[0-9a-f-]{36}$/);
    expect(paystackRefundsOf(reference)).toEqual([
      expect.objectContaining({ amount: order.totalKobo, status: 'pending', merchantNote: row!.reference }),
    ]);
    expect(await shopperOrder(order.id)).toMatchObject({
      status: 'cancelled',
      payment_status: 'paid',
      refunds: [{ amount: order.total, status: 'pending' }],
    });

    const paystackRefund = paystackRefundsOf(reference)[0]!;
    expect(await standIn.finishRefund(testbed.webhookUrl, paystackRefund.id, 'processed')).toBe(200);
    expect(await shopperOrder(order.id)).toMatchObject({
      payment_status: 'refunded',
      refunds: [{ amount: order.total, status: 'processed' }],
    });
    // Paystack sends it again (and again): nothing changes, nothing is sent again.
    expect(await standIn.finishRefund(testbed.webhookUrl, paystackRefund.id, 'processed')).toBe(200);
    expect(await standIn.finishRefund(testbed.webhookUrl, paystackRefund.id, 'processed')).toBe(200);
    await makeRefundJobsDue();
    await bed.app.jobs.runDue();
    expect(refundCalls().length).toBe(calls + 1);
    expect(paystackRefundsOf(reference)).toHaveLength(1);
    const tracking = orderTrackingSchema.parse(
      (
        (await bed.call('GET', `/orders/${order.id}/tracking`, testbed.shopper.token)).json() as {
          data: unknown;
        }
      ).data,
    );
    expect(tracking.refunds).toEqual([expect.objectContaining({ amount: order.total, status: 'processed' })]);
  });

  it('two job workers on one database send the refund once', async () => {
    const order = await placePaidCardOrder();
    const other = await createTestApp(bed.database.db, {
      orders: { cardPayments: cards, publicUrl: PUBLIC_URL },
    });
    try {
      await cancelQuietly(order.id);
      const done = await Promise.all([bed.app.jobs.runDue(), other.jobs.runDue(), bed.app.jobs.runDue()]);
      expect(done.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
      await makeRefundJobsDue();
      await Promise.all([bed.app.jobs.runDue(), other.jobs.runDue()]);
    } finally {
      await other.close();
    }
    expect(paystackRefundsOf(order.payment!.reference)).toEqual([
      expect.objectContaining({ amount: order.totalKobo }),
    ]);
  });

  it('a retry after Paystack’s answer was lost asks Paystack first and never refunds twice', async () => {
    const order = await placePaidCardOrder();
    const reference = order.payment!.reference;
    await cancelQuietly(order.id);
    // Paystack takes the refund, but its answer never arrives.
    standIn.loseAnswers = 1;
    await bed.app.jobs.runDue();
    const [job] = await bed.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, REFUND_JOB))
      .orderBy(sql`${jobs.id} desc`)
      .limit(1);
    expect(job?.lastError).toMatch(/504/);
    expect(job?.doneAt).toBeNull();
    expect(paystackRefundsOf(reference)).toHaveLength(1);

    await makeRefundJobsDue();
    await bed.app.jobs.runDue();
    expect(standIn.requests).toContain(`GET /refund?transaction=${reference}&perPage=100`);
    expect(paystackRefundsOf(reference)).toHaveLength(1);
    const [row] = await refundsOf(order.id);
    expect(row).toMatchObject({
      status: 'pending',
      gatewayRefundId: String(paystackRefundsOf(reference)[0]!.id),
    });
    // The webhook finds it by Paystack's id.
    expect(
      await standIn.finishRefund(testbed.webhookUrl, paystackRefundsOf(reference)[0]!.id, 'processed'),
    ).toBe(200);
    expect((await shopperOrder(order.id)).refunds).toEqual([
      expect.objectContaining({ amount: order.total, status: 'processed' }),
    ]);
  });

  it('a refund Paystack could not make is shown as failed, to the shopper and the back office', async () => {
    const order = await placePaidCardOrder();
    await bed.call('PATCH', `/admin/orders/${order.id}`, testbed.staff.token, { status: 'cancelled' });
    const [paystackRefund] = paystackRefundsOf(order.payment!.reference);
    expect(await standIn.finishRefund(testbed.webhookUrl, paystackRefund!.id, 'failed')).toBe(200);
    // A late "processed" for the same refund does not turn it around.
    expect(await standIn.finishRefund(testbed.webhookUrl, paystackRefund!.id, 'processed')).toBe(200);
    expect(await shopperOrder(order.id)).toMatchObject({
      payment_status: 'paid',
      refunds: [{ amount: order.total, status: 'failed' }],
    });
    expect((await adminOrder(order.id)).refunds).toEqual([
      expect.objectContaining({
        method: 'cards',
        reason: 'cancelled',
        status: 'failed',
        failure: expect.any(String),
      }),
    ]);
  });

  it('Paystack refusing the refund fails it with Paystack’s words, and it is not tried again', async () => {
    const order = await placePaidCardOrder();
    // Paystack already gave the money back (its dashboard): nothing is left to refund.
    standIn.transactions.get(order.payment!.reference)!.amount = 0;
    await bed.call('PATCH', `/admin/orders/${order.id}`, testbed.staff.token, { status: 'cancelled' });
    expect(await refundsOf(order.id)).toEqual([
      expect.objectContaining({ status: 'failed', failure: expect.stringMatching(/cannot be more than/) }),
    ]);
  });

  it('a signed refund webhook for nothing the shop knows is acknowledged; a forged one is refused', async () => {
    const body = JSON.stringify({
      event: 'refund.processed',
      data: { transaction_reference: 'oko-0-unknown', amount: '5000', status: 'processed' },
    });
    const { signWebhook } = await import('./paystack');
    const post = (signature: string) =>
      fetch(testbed.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        body,
      });
    expect((await post(signWebhook(body, standIn.secretKey))).status).toBe(200);
    expect((await post(signWebhook(body, 'sk_test_someone_else'))).status).toBe(401);
  });
});

describe('a card refund of any size moves money once (decision 040)', () => {
  /** A minute and more on the shop's and the stand-in's clock, then the refund jobs due now are run. */
  async function later(ms: number, ...workers: { jobs: { runDue(): Promise<number> } }[]) {
    clock.advance(ms);
    await makeRefundJobsDue();
    await Promise.all((workers.length > 0 ? workers : [bed.app]).map((worker) => worker.jobs.runDue()));
  }

  it('a partial refund whose answer was lost, with Paystack’s list 60 s behind, reaches Paystack once', async () => {
    const order = await placePaidCardOrder();
    const reference = order.payment!.reference;
    const calls = refundCalls().length;
    standIn.listLagMs = 60_000;
    standIn.loseAnswers = 1;
    await refund({ orderId: order.id, amountKobo: 200_000, reason: 'packing' });
    await bed.app.jobs.runDue();
    // Paystack took it; its answer was lost on the way back.
    expect(paystackRefundsOf(reference)).toHaveLength(1);
    // 30 s and 50 s after the send (the queue's backoff): the list does not hold it yet, so it is not sent again,
    // and the owner sees it needs a look.
    await later(30_000);
    await later(20_000);
    expect(refundCalls().length).toBe(calls + 1);
    expect((await adminOrder(order.id)).refunds).toEqual([
      expect.objectContaining({ amount: '2000.00', status: 'pending', needs_look: true }),
    ]);
    // A minute after the send, the list holds its reference: that is its answer.
    await later(10_000);
    expect(refundCalls().length).toBe(calls + 1);
    const [row] = await refundsOf(order.id);
    const [atPaystack] = paystackRefundsOf(reference);
    expect(atPaystack).toMatchObject({ amount: 200_000, merchantNote: row!.reference });
    expect(row).toMatchObject({ status: 'pending', gatewayRefundId: String(atPaystack!.id) });
    expect((await adminOrder(order.id)).refunds).toEqual([
      expect.objectContaining({ status: 'pending', needs_look: false }),
    ]);
    expect(await standIn.finishRefund(testbed.webhookUrl, atPaystack!.id, 'processed')).toBe(200);
    await later(REFUND_LIST_LAG_MS);
    expect(refundCalls().length).toBe(calls + 1);
    expect(await shopperOrder(order.id)).toMatchObject({
      payment_status: 'paid',
      refunds: [{ amount: '2000.00', status: 'processed' }],
    });
  });

  it('a refund Paystack never took is sent again once its list, read a minute after, does not hold it', async () => {
    const order = await placePaidCardOrder();
    const reference = order.payment!.reference;
    standIn.outage = { status: 503, contentType: 'text/html', body: '<p>Service Unavailable</p>' };
    await refund({ orderId: order.id, amountKobo: 150_000, reason: 'packing' });
    await bed.app.jobs.runDue();
    standIn.outage = null;
    await later(30_000);
    expect(paystackRefundsOf(reference)).toEqual([]);
    expect((await adminOrder(order.id)).refunds).toEqual([expect.objectContaining({ needs_look: true })]);
    await later(30_000);
    await later(REFUND_LIST_LAG_MS);
    expect(paystackRefundsOf(reference)).toEqual([expect.objectContaining({ amount: 150_000 })]);
    expect((await adminOrder(order.id)).refunds).toEqual([expect.objectContaining({ needs_look: false })]);
  });

  it('two workers holding a job each for one refund send it once', async () => {
    const order = await placePaidCardOrder();
    const other = await createTestApp(bed.database.db, {
      orders: { cardPayments: cards, publicUrl: PUBLIC_URL },
      clock: clock.now,
    });
    try {
      await refund({ orderId: order.id, amountKobo: 100_000, reason: 'packing' });
      const [row] = await refundsOf(order.id);
      // A second job for the same refund, as a refund webhook Paystack sent without its id queues.
      await enqueueJob(bed.database.db, REFUND_JOB, { refundId: row!.id });
      standIn.delayMs = 50;
      await Promise.all([bed.app.jobs.runDue(), other.jobs.runDue()]);
      standIn.delayMs = 0;
      await later(REFUND_LIST_LAG_MS, bed.app, other);
      await later(REFUND_LIST_LAG_MS, bed.app, other);
    } finally {
      await other.close();
    }
    expect(paystackRefundsOf(order.payment!.reference)).toEqual([
      expect.objectContaining({ amount: 100_000 }),
    ]);
  });

  it('a replayed refund webhook that names no refund settles the one Paystack listed, never one of its amount', async () => {
    const order = await placePaidCardOrder();
    const reference = order.payment!.reference;
    await refund({ orderId: order.id, amountKobo: 100_000, reason: 'packing' });
    await refund({ orderId: order.id, amountKobo: 100_000, reason: 'packing' });
    await bed.app.jobs.runDue();
    const [first, second] = paystackRefundsOf(reference);
    expect(second).toMatchObject({ amount: 100_000 });
    // Paystack processes the second; its event (as in Paystack's sample) names the transaction and the amount only.
    for (let replay = 0; replay < 3; replay += 1) {
      expect(
        await standIn.finishRefund(testbed.webhookUrl, second!.id, 'processed', { withoutId: true }),
      ).toBe(200);
      await bed.app.jobs.runDue();
    }
    expect((await refundsOf(order.id)).map((row) => [row.gatewayRefundId, row.status])).toEqual([
      [String(first!.id), 'pending'],
      [String(second!.id), 'processed'],
    ]);
    expect(paystackRefundsOf(reference)).toHaveLength(2);
  });
});

describe('bank transfer refunds', () => {
  it('the owner confirms the transfer back as sent, once, audited; staff get 403', async () => {
    const order = await placeOrder('bank_transfer');
    await markPaymentReceived(bed.database.db, testbed.staff.userId, order.id);
    await bed.call('PATCH', `/admin/orders/${order.id}`, testbed.staff.token, { status: 'cancelled' });
    const [refund] = (await adminOrder(order.id)).refunds;
    expect(refund).toMatchObject({ method: 'bank_transfer', amount: order.total, status: 'pending' });
    expect((await shopperOrder(order.id)).refunds).toEqual([
      expect.objectContaining({ amount: order.total, status: 'pending' }),
    ]);
    const url = `/admin/orders/${order.id}/refunds/${refund!.id}/sent`;

    expect((await bed.call('POST', url, testbed.staff.token)).statusCode).toBe(403);
    const sent = await bed.call('POST', url, testbed.owner.token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      message: REFUND_MESSAGES.confirmedSent,
      data: { payment_status: 'refunded', refunds: [{ id: refund!.id, status: 'processed' }] },
    });
    expect((await bed.call('POST', url, testbed.owner.token)).json()).toMatchObject({
      message: REFUND_MESSAGES.notPending,
    });
    expect((await bed.call('POST', url, testbed.owner.token)).statusCode).toBe(409);
    expect((await shopperOrder(order.id)).refunds).toEqual([
      expect.objectContaining({ amount: order.total, status: 'processed' }),
    ]);
    const audit = await bed.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund_sent'), eq(auditLog.entityId, order.id)));
    expect(audit).toHaveLength(1);
  });

  it('answers 404 for another order’s refund or a bad id, 422 for a card refund', async () => {
    const card = await placePaidCardOrder();
    await bed.call('PATCH', `/admin/orders/${card.id}`, testbed.staff.token, { status: 'cancelled' });
    const [cardRefund] = await refundsOf(card.id);
    expect(
      (await bed.call('POST', `/admin/orders/${card.id}/refunds/${cardRefund!.id}/sent`, testbed.owner.token))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await bed.call(
          'POST',
          `/admin/orders/${card.id + 1}/refunds/${cardRefund!.id}/sent`,
          testbed.owner.token,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await bed.call('POST', `/admin/orders/${card.id}/refunds/99999999999/sent`, testbed.owner.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await bed.call('POST', `/admin/orders/${card.id}/refunds/abc/sent`, testbed.owner.token)).statusCode,
    ).toBe(422);
  });

  it('the dashboard counts refunds pending', async () => {
    const count = async () =>
      dataEnvelope(dashboardSchema).parse(
        (await bed.call('GET', '/admin/dashboard', testbed.staff.token)).json(),
      ).data.refunds_pending;
    const before = await count();
    const order = await placeOrder('bank_transfer');
    await markPaymentReceived(bed.database.db, testbed.staff.userId, order.id);
    await bed.call('PATCH', `/admin/orders/${order.id}`, testbed.staff.token, { status: 'cancelled' });
    expect(await count()).toBe(before + 1);
  });
});
