// Pay with Transfer (issue 39, decision 045) against the Paystack stand-in: an account number per payment from
// `POST /charge`, paid the moment the signed charge.success lands (once, however often it comes), a wrong amount
// rejected and told, an account that closed unpaid cancelled only after Paystack says so, and the owner's switch;
// a paid order packing made dearer pays the difference the same way, in whole naira (issue 38).
import { adminOrderDetailSchema } from '@oko/shared/schemas/admin-orders';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { nairaToKobo } from '@oko/shared/money';
import { ORDER_MESSAGES, orderDetailSchema, transferPaymentSchema } from '@oko/shared/schemas/order';
import { PAYMENT_MESSAGES } from '@oko/shared/schemas/payment';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { runDueJobs } from '../jobs/queue';
import { line } from '../testing/orders';
import { cardJobHandlers, useCardPaymentsTestbed } from '../testing/card-payments';
import { EXPIRY_JOB } from './jobs';
import { makeJobsDue } from '../testing/database';

const testbed = await useCardPaymentsTestbed();
const { bed, standIn, cards } = testbed;

beforeEach(async () => {
  await bed.database.db.delete(jobs);
  await bed.setStock(bed.units.rice.unitId, 50);
  await bed.call('PATCH', '/admin/settings', testbed.owner.token, { payment_methods_off: [] });
});

const placeTransferOrder = () => testbed.placeOrder('transfer');
const { orderOf: order, attemptsOf } = testbed;

const paymentOf = (placed: { payment?: unknown }) => transferPaymentSchema.parse(placed.payment);
const runPaymentJobs = () => runDueJobs(bed.database.db, cardJobHandlers(bed.database.db, cards));
const makeExpiryDue = () => makeJobsDue(bed.database.db, EXPIRY_JOB);

describe('Pay with Transfer', () => {
  it('gives the account number, bank, exact amount and close; the order page answers the same while it waits', async () => {
    const before = Date.now();
    const { order: placed, message } = await placeTransferOrder();
    expect(message).toBe(ORDER_MESSAGES.created);
    expect(placed).toMatchObject({ payment_method: 'transfer', payment_status: 'awaiting_payment' });
    const payment = paymentOf(placed);
    expect(payment).toEqual({
      reference: expect.stringMatching(new RegExp(`^oko-${placed.id}-[0-9a-f]{16}$`)),
      account_number: expect.stringMatching(/^\d{10}$/),
      bank_name: 'Test Bank',
      account_name: 'OKO FARM TEST CHECKOUT',
      amount: placed.total,
      expires_at: expect.stringMatching(/\+01:00$/),
      rejected: false,
    });
    // Thirty minutes (TRANSFER_ACCOUNT_MINUTES), in Lagos time.
    const closes = Date.parse(payment.expires_at) - before;
    expect(closes).toBeGreaterThanOrEqual(30 * 60_000 - 2000);
    expect(closes).toBeLessThanOrEqual(30 * 60_000 + 5000);
    // Paystack was asked for a transfer account, in kobo, for this reference.
    expect(standIn.requests).toContain('POST /charge');
    const charged = standIn.transactions.get(payment.reference)!;
    expect(charged).toMatchObject({
      channel: 'bank_transfer',
      amount: Math.round(Number(placed.total) * 100),
    });
    expect((await order(placed.id)).payment).toEqual(payment);
    // Its close is the time limit: the expiry is queued with the order.
    const queued = await bed.database.db.select().from(jobs).where(eq(jobs.kind, EXPIRY_JOB));
    expect(queued).toHaveLength(1);
  });

  it('is paid once when charge.success comes five times at once, with one mail to the shopper and one to the shop', async () => {
    const { order: placed } = await placeTransferOrder();
    await bed.takeMail();
    const { reference } = paymentOf(placed);
    standIn.charge(reference, 'success');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => standIn.sendWebhook(testbed.webhookUrl, reference)),
    );
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    // Replayed later, as Paystack retries: nothing changes.
    expect(await standIn.sendWebhook(testbed.webhookUrl, reference)).toBe(200);
    const paid = await order(placed.id);
    expect(paid.payment_status).toBe('paid');
    expect(paid.payment).toBeNull();
    expect((await attemptsOf(placed.id)).map((attempt) => attempt.status)).toEqual(['paid']);
    const sent = (await bed.takeMail()).filter((mail) => / received for order/.test(mail.subject));
    expect(sent.map((mail) => mail.subject)).toEqual([
      `Oko Farm: payment received for order #${placed.id}`,
      expect.stringMatching(new RegExp(`^Oko Farm: transfer received for order #${placed.id} \\(₦`)),
    ]);
    expect(sent[0]!.text).toContain('We received your transfer of ₦');
    expect(sent[1]!.text).toContain(
      `paid order #${placed.id} by Pay with Transfer (Paystack reference ${reference})`,
    );
  });

  it('a wrong amount is rejected: the order page says so, the shopper is mailed once, the right amount still pays', async () => {
    const { order: placed } = await placeTransferOrder();
    await bed.takeMail();
    const { reference } = paymentOf(placed);
    expect(await standIn.rejectTransfer(testbed.webhookUrl, reference)).toBe(200);
    expect(await standIn.rejectTransfer(testbed.webhookUrl, reference)).toBe(200);
    const waiting = await order(placed.id);
    expect(waiting.payment_status).toBe('awaiting_payment');
    expect(paymentOf(waiting).rejected).toBe(true);
    const mails = (await bed.takeMail()).filter((mail) => mail.subject.includes('was sent back'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(PAYMENT_MESSAGES.transferRejected);

    standIn.charge(reference, 'success');
    expect(await standIn.sendWebhook(testbed.webhookUrl, reference)).toBe(200);
    expect((await order(placed.id)).payment_status).toBe('paid');
  });

  it('a charge.success for another amount does not pay; the attempt is kept as a mismatch', async () => {
    const { order: placed } = await placeTransferOrder();
    const { reference } = paymentOf(placed);
    standIn.charge(reference, 'success', { amount: 100 });
    expect(await standIn.sendWebhook(testbed.webhookUrl, reference)).toBe(200);
    expect((await order(placed.id)).payment_status).toBe('awaiting_payment');
    expect((await attemptsOf(placed.id)).map((attempt) => attempt.status)).toEqual(['mismatch']);
  });

  it('an account closed unpaid is cancelled only after Paystack says unpaid, and restocked', async () => {
    const { order: placed } = await placeTransferOrder();
    expect(await bed.stockOf(bed.units.rice.unitId)).toBe(48);
    const { reference } = paymentOf(placed);

    // Paystack cannot be reached: nothing is cancelled.
    standIn.outage = { status: 503, contentType: 'text/html', body: '<h1>503</h1>' };
    await makeExpiryDue();
    await runPaymentJobs();
    expect(await order(placed.id)).toMatchObject({ status: 'pending', payment_status: 'awaiting_payment' });

    // Paystack says a transfer is under way: it waits.
    standIn.outage = null;
    standIn.charge(reference, 'pending');
    await makeExpiryDue();
    await runPaymentJobs();
    expect(await order(placed.id)).toMatchObject({ status: 'pending', payment_status: 'awaiting_payment' });

    // Paystack says it was never paid: cancelled, restocked, the mail says the account's time.
    await bed.takeMail();
    standIn.charge(reference, 'abandoned' as 'pending');
    await makeExpiryDue();
    await runPaymentJobs();
    expect(await order(placed.id)).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
    expect(await bed.stockOf(bed.units.rice.unitId)).toBe(50);
    const cancelled = (await bed.takeMail()).filter((mail) => mail.subject.includes('is cancelled'));
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.text).toContain('not paid within 30 minutes of ordering');
    expect(
      standIn.requests.filter((request) => request.includes(`/transaction/verify/${reference}`)).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('a transfer that lands after the close is kept: the expiry verifies first and the order is paid', async () => {
    const { order: placed } = await placeTransferOrder();
    const { reference } = paymentOf(placed);
    standIn.charge(reference, 'success');
    await makeExpiryDue();
    await runPaymentJobs();
    expect(await order(placed.id)).toMatchObject({ status: 'pending', payment_status: 'paid' });
  });

  it('Paystack not answering: the order stands, the shopper is told, and the order page gets an account later', async () => {
    standIn.outage = { status: 500, contentType: 'application/json', body: '{"status":false}' };
    const { order: placed, message } = await placeTransferOrder();
    expect(message).toBe(PAYMENT_MESSAGES.transferUnavailable);
    expect(placed.payment).toBeNull();
    expect((await order(placed.id)).payment).toBeNull();
    standIn.outage = null;
    const again = await bed.call('POST', `/orders/${placed.id}/pay`, testbed.shopper.token);
    expect(again.statusCode).toBe(201);
    const account = transferPaymentSchema.parse((again.json() as { data: unknown }).data);
    expect((await order(placed.id)).payment).toEqual(account);
  });

  it('the owner can turn either transfer off: the config says so and such an order is refused', async () => {
    const off = await bed.call('PATCH', '/admin/settings', testbed.owner.token, {
      payment_methods_off: ['transfer', 'bank_transfer'],
    });
    expect(off.statusCode).toBe(200);
    expect((await bed.call('GET', '/payments/config')).json()).toMatchObject({
      data: { bank_transfer: false, transfer: false },
    });
    for (const method of ['transfer', 'bank_transfer']) {
      const refused = await bed.call('POST', '/create-order', testbed.shopper.token, {
        delivery_channel_id: testbed.channelId,
        payment_method: method,
        address_id: testbed.shopper.addressId,
        order_data: [line(bed.units.rice, 1)],
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ errors: { payment_method: [ORDER_MESSAGES.methodOff] } });
    }
    // Staff may not; a method that cannot be turned off is a 422.
    expect(
      (await bed.call('PATCH', '/admin/settings', testbed.staff.token, { payment_methods_off: [] }))
        .statusCode,
    ).toBe(403);
    expect(
      (await bed.call('PATCH', '/admin/settings', testbed.owner.token, { payment_methods_off: ['cards'] }))
        .statusCode,
    ).toBe(422);
    await bed.call('PATCH', '/admin/settings', testbed.owner.token, { payment_methods_off: [] });
    expect((await bed.call('GET', '/payments/config')).json()).toMatchObject({
      data: { bank_transfer: true, transfer: true },
    });
  });
});

describe('a paid Pay with Transfer order packing made dearer', () => {
  /** A watermelon sold by weight: about 5 kg at ₦700/kg (₦3,500), up to 10 % more. */
  async function watermelon() {
    const categories = (await bed.call('GET', '/products/categories')).json() as { data: { id: number }[] };
    const created = await bed.call('POST', '/admin/products', testbed.owner.token, {
      name: `Watermelon ${Math.random().toString(36).slice(2, 8)}`,
      category_id: categories.data[0]!.id,
      product_units: [
        {
          unit: { name: 'Piece', symbol: 'pc' },
          available_quantity: 20,
          weight: { price_per_kg: 700, estimated_kg: 5, tolerance_percent: 10 },
        },
      ],
    });
    expect(created.statusCode).toBe(201);
    const product = (created.json() as { data: { id: number; product_units: { id: number }[] } }).data;
    return {
      product_id: product.id,
      product_units: [{ product_unit_id: product.product_units[0]!.id, quantity: 1 }],
    };
  }

  const pay = (reference: string) => {
    standIn.charge(reference, 'success');
    return standIn.sendWebhook(testbed.webhookUrl, reference);
  };
  const payNow = (orderId: number) => bed.call('POST', `/orders/${orderId}/pay`, testbed.shopper.token);
  /** The figures the shopper and the back office read; the same in both. */
  async function money(orderId: number) {
    const shopper = await order(orderId);
    const admin = dataEnvelope(adminOrderDetailSchema).parse(
      (await bed.call('GET', `/admin/orders/${orderId}`, testbed.staff.token)).json(),
    ).data;
    const figures = (answer: typeof shopper) => ({
      payment_status: answer.payment_status,
      final_total: answer.final_total,
      amount_paid: answer.amount_paid,
      amount_refunded: answer.amount_refunded,
      amount_due: answer.amount_due,
      refund_due: answer.refund_due,
    });
    expect(figures(admin)).toEqual(figures(shopper));
    return { ...figures(shopper), payment: shopper.payment };
  }

  it('Pay now opens a new account for the whole naira due; its charge.success pays it once, the kobo forgiven', async () => {
    const placedAnswer = await bed.call('POST', '/create-order', testbed.shopper.token, {
      delivery_channel_id: testbed.channelId,
      payment_method: 'transfer',
      address_id: testbed.shopper.addressId,
      order_data: [await watermelon()],
    });
    expect(placedAnswer.statusCode).toBe(201);
    const placed = dataEnvelope(orderDetailSchema).parse(placedAnswer.json()).data;
    const totalKobo = nairaToKobo(placed.total);
    expect(await pay(paymentOf(placed).reference)).toBe(200);
    expect((await order(placed.id)).payment_status).toBe('paid');

    // Weighed at 5.437 kg: ₦3,805.90, within the tolerance: ₦305.90 more than was paid.
    const confirmed = await bed.call('PATCH', `/admin/orders/${placed.id}`, testbed.staff.token, {
      status: 'confirmed',
    });
    expect(confirmed.statusCode).toBe(200);
    const weighed = await bed.call(
      'PATCH',
      `/admin/orders/${placed.id}/lines/${placed.items[0]!.id}`,
      testbed.staff.token,
      { weighed_kg: 5.437 },
    );
    expect(weighed.statusCode).toBe(200);
    expect(await money(placed.id)).toEqual({
      payment_status: 'paid',
      final_total: ((totalKobo + 30_590) / 100).toFixed(2),
      amount_paid: placed.total,
      amount_refunded: '0.00',
      amount_due: '305.90',
      refund_due: '0.00',
      payment: null,
    });

    // Pay now: a new account, its own reference, for ₦305 (no kobo to transfer); the order page shows it.
    const started = await payNow(placed.id);
    expect(started.statusCode).toBe(201);
    const account = transferPaymentSchema.parse((started.json() as { data: unknown }).data);
    expect(account).toMatchObject({
      reference: expect.stringMatching(new RegExp(`^oko-${placed.id}-[0-9a-f]{16}$`)),
      account_number: expect.stringMatching(/^\d{10}$/),
      amount: '305.00',
      rejected: false,
    });
    expect(account.reference).not.toBe(paymentOf(placed).reference);
    expect(standIn.transactions.get(account.reference)).toMatchObject({
      channel: 'bank_transfer',
      amount: 30_500,
    });
    expect(await money(placed.id)).toMatchObject({
      payment_status: 'paid',
      amount_due: '305.90',
      payment: account,
    });

    // A second Pay now before the first lands: another account for the same ₦305, shown instead.
    const again = transferPaymentSchema.parse(((await payNow(placed.id)).json() as { data: unknown }).data);
    expect(again.reference).not.toBe(account.reference);
    expect((await order(placed.id)).payment).toEqual(again);

    // The first lands, its charge.success three times: paid once, the 90 kobo left off are not owed.
    await bed.takeMail();
    expect(await pay(account.reference)).toBe(200);
    expect(await standIn.sendWebhook(testbed.webhookUrl, account.reference)).toBe(200);
    expect(await standIn.sendWebhook(testbed.webhookUrl, account.reference)).toBe(200);
    expect(await money(placed.id)).toEqual({
      payment_status: 'paid',
      final_total: ((totalKobo + 30_500) / 100).toFixed(2),
      amount_paid: ((totalKobo + 30_500) / 100).toFixed(2),
      amount_refunded: '0.00',
      amount_due: '0.00',
      refund_due: '0.00',
      payment: null,
    });
    const received = (await bed.takeMail()).filter((mail) => mail.subject.includes('payment received'));
    expect(received).toHaveLength(1);
    expect(received[0]!.text).toContain('₦305.00');

    // Nothing is due now: Pay now is refused, and money reaching the second account goes straight back.
    expect((await payNow(placed.id)).statusCode).toBe(409);
    expect(await pay(again.reference)).toBe(200);
    const attempts = (await attemptsOf(placed.id)).sort((one, other) => one.id - other.id);
    expect(attempts.map((attempt) => [attempt.reference, attempt.status])).toEqual([
      [paymentOf(placed).reference, 'paid'],
      [account.reference, 'paid'],
      [again.reference, 'refund_due'],
    ]);
    expect(await money(placed.id)).toMatchObject({
      amount_paid: ((totalKobo + 61_000) / 100).toFixed(2),
      amount_due: '0.00',
      refund_due: '305.00',
    });
  });

  it('a wrong amount to the difference’s account is told on the order page, as at the checkout', async () => {
    const placedAnswer = await bed.call('POST', '/create-order', testbed.shopper.token, {
      delivery_channel_id: testbed.channelId,
      payment_method: 'transfer',
      address_id: testbed.shopper.addressId,
      order_data: [await watermelon()],
    });
    const placed = dataEnvelope(orderDetailSchema).parse(placedAnswer.json()).data;
    expect(await pay(paymentOf(placed).reference)).toBe(200);
    await bed.call('PATCH', `/admin/orders/${placed.id}`, testbed.staff.token, { status: 'confirmed' });
    await bed.call('PATCH', `/admin/orders/${placed.id}/lines/${placed.items[0]!.id}`, testbed.staff.token, {
      weighed_kg: 5.4,
    });
    const account = transferPaymentSchema.parse(((await payNow(placed.id)).json() as { data: unknown }).data);
    expect(account.amount).toBe('280.00');
    await bed.takeMail();
    expect(await standIn.rejectTransfer(testbed.webhookUrl, account.reference)).toBe(200);
    expect(await money(placed.id)).toMatchObject({
      payment_status: 'paid',
      amount_due: '280.00',
      payment: { ...account, rejected: true },
    });
    // The mail names what this account takes, not the order's total.
    const [told] = (await bed.takeMail()).filter((mail) => mail.subject.includes('was sent back'));
    expect(told!.text).toContain(`Order #${placed.id} waits for exactly ₦280.00`);
  });
});
