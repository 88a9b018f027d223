// Shop credit (issue 39, decision 050): a packing refund kept as credit once, spent at the next checkout by one
// guarded update (two tabs never spend it twice), shown in the order's account, and given back once by a cancel.
// On PGlite, and on PostgreSQL with DATABASE_URL, where the two tabs' transactions truly overlap.
import { adminOrderDetailSchema } from '@oko/shared/schemas/admin-orders';
import { dataEnvelope, errorBodySchema } from '@oko/shared/schemas/api';
import { CREDIT_MESSAGES, shopCreditSchema } from '@oko/shared/schemas/credit';
import { type OrderDetail, orderDetailSchema } from '@oko/shared/schemas/order';
import { REFUND_MESSAGES } from '@oko/shared/schemas/refund';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, shopCreditBalances, shopCreditEntries } from '../db/schema';
import { useCardOfficeTestbed } from '../testing/back-office';
import { line } from '../testing/orders';
import type { Shopper } from '../testing/orders';

const { standIn, office } = await useCardOfficeTestbed();
const { bed, tokens } = office;

const orderAnswer = dataEnvelope(orderDetailSchema);
const creditAnswer = dataEnvelope(shopCreditSchema);

async function place(shopper: Shopper, quantity: number, method: string, extra: object = {}) {
  const unit = bed.units.rice;
  await bed.setStock(unit.unitId, Math.max(await bed.stockOf(unit.unitId), quantity + 50));
  return bed.call('POST', '/create-order', shopper.token, {
    delivery_channel_id: office.channelId,
    payment_method: method,
    address_id: shopper.addressId,
    order_data: [line(unit, quantity)],
    ...extra,
  });
}

async function placed(shopper: Shopper, quantity: number, method: string, extra: object = {}) {
  const response = await place(shopper, quantity, method, extra);
  expect(response.statusCode).toBe(201);
  return orderAnswer.parse(response.json()).data;
}

const creditOf = async (shopper: Shopper) =>
  creditAnswer.parse((await bed.call('GET', '/users/credit', shopper.token)).json()).data;

const orderOf = async (shopper: Shopper, orderId: number) =>
  orderAnswer.parse((await bed.call('GET', `/orders/${orderId}`, shopper.token)).json()).data;

async function moveTo(orderId: number, status: string) {
  const response = await bed.call('PATCH', `/admin/orders/${orderId}`, tokens.staff, { status });
  expect(response.statusCode).toBe(200);
}

const userIdOf = async (orderId: number) =>
  (await bed.database.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId)))[0]!
    .userId;

/** The balance row and the sum of the entries, straight from the tables: they always agree. */
async function ledgerOf(userId: number) {
  const [balance] = await bed.database.db
    .select({ kobo: shopCreditBalances.balanceKobo })
    .from(shopCreditBalances)
    .where(eq(shopCreditBalances.userId, userId));
  const [sum] = await bed.database.db
    .select({ kobo: sql<number>`coalesce(sum(${shopCreditEntries.amountKobo}), 0)`.mapWith(Number) })
    .from(shopCreditEntries)
    .where(eq(shopCreditEntries.userId, userId));
  expect(balance?.kobo ?? 0).toBe(sum!.kobo);
  return sum!.kobo;
}

/** Packs the order with its first line left out, and sends it: answers the order as its shopper sees it. */
async function packedWithoutFirstLine(shopper: Shopper, order: OrderDetail) {
  await moveTo(order.id, 'confirmed');
  const packedLine = await bed.call(
    'PATCH',
    `/admin/orders/${order.id}/lines/${order.items[0]!.id}`,
    tokens.staff,
    { outcome: 'unavailable' },
  );
  expect(packedLine.statusCode).toBe(200);
  await moveTo(order.id, 'out_for_delivery');
  return orderOf(shopper, order.id);
}

/**
 * A bank transfer order of two rice units, received, then packed with one left out: a pending transfer refund of
 * one unit's price the shop has not sent. Answers the order and its refund.
 */
async function packingRefund(shopper: Shopper) {
  const order = await placed(shopper, 2, 'bank_transfer');
  expect(
    (await bed.call('POST', `/admin/orders/${order.id}/payment-received`, tokens.owner)).statusCode,
  ).toBe(200);
  const after = await packedWithoutFirstLine(shopper, order);
  expect(after.refunds).toHaveLength(1);
  return { order: after, refund: after.refunds[0]! };
}

describe('a refund kept as shop credit', () => {
  it('credits it at once, exactly once, with one mail; the order shows the way credit', async () => {
    const shopper = await bed.shopper();
    const { order, refund } = await packingRefund(shopper);
    expect(refund).toMatchObject({ way: 'bank_account', status: 'pending' });
    await bed.takeMail();

    const url = `/orders/${order.id}/refunds/${refund.id}/to-credit`;
    const first = await bed.call('POST', url, shopper.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: REFUND_MESSAGES.keptAsCredit });
    const kept = orderAnswer.parse(first.json()).data;
    expect(kept.refunds).toEqual([expect.objectContaining({ way: 'credit', status: 'processed' })]);
    expect(kept).toMatchObject({ amount_refunded: refund.amount, refund_due: '0.00' });
    const mails = await bed.takeMail();
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringContaining(`₦${Number(refund.amount).toLocaleString('en-NG')}.00 credited`),
    ]);

    // The second tap, and the owner's "Mark transfer sent" after it, change nothing.
    const second = await bed.call('POST', url, shopper.token);
    expect(second.statusCode).toBe(200);
    expect(await bed.takeMail()).toEqual([]);
    const sent = await bed.call('POST', `/admin/orders/${order.id}/refunds/${refund.id}/sent`, tokens.owner);
    expect(sent.statusCode).toBe(422);

    const credit = await creditOf(shopper);
    expect(credit).toEqual({
      balance: refund.amount,
      entries: [{ amount: refund.amount, reason: 'refund', order_id: order.id, at: expect.any(String) }],
    });
    expect(await ledgerOf(await userIdOf(order.id))).toBe(Number(refund.amount) * 100);

    // The back office sees the refund's way and the shopper's credit.
    const admin = dataEnvelope(adminOrderDetailSchema).parse(
      (await bed.call('GET', `/admin/orders/${order.id}`, tokens.staff)).json(),
    ).data;
    expect(admin.refunds[0]).toMatchObject({ way: 'credit', method: 'credit' });
    expect(admin.customer_credit).toBe(refund.amount);
  });

  it('is refused once the refund is on its way, and for anyone else’s order', async () => {
    const shopper = await bed.shopper();
    const { order, refund } = await packingRefund(shopper);
    const other = await bed.shopper();
    const url = `/orders/${order.id}/refunds/${refund.id}/to-credit`;
    expect((await bed.call('POST', url, other.token)).statusCode).toBe(404);
    expect(
      (await bed.call('POST', `/admin/orders/${order.id}/refunds/${refund.id}/sent`, tokens.owner))
        .statusCode,
    ).toBe(200);
    const late = await bed.call('POST', url, shopper.token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: REFUND_MESSAGES.notKeepable });
    expect((await creditOf(shopper)).balance).toBe('0.00');
  });
});

/** A shopper holding `kobo` of credit, kept from a packing refund as a shopper would. */
async function shopperWithCredit(): Promise<{ shopper: Shopper; kobo: number; userId: number }> {
  const shopper = await bed.shopper();
  const { order, refund } = await packingRefund(shopper);
  const kept = await bed.call('POST', `/orders/${order.id}/refunds/${refund.id}/to-credit`, shopper.token);
  expect(kept.statusCode).toBe(200);
  return { shopper, kobo: Number(refund.amount) * 100, userId: await userIdOf(order.id) };
}

const kobo = (naira: string) => Math.round(Number(naira) * 100);

describe('credit at checkout', () => {
  it('takes it off the order: credit_used, the amount due after it, the card charged only that', async () => {
    const { shopper, kobo: creditKobo, userId } = await shopperWithCredit();
    const order = await placed(shopper, 3, 'cards', { use_credit: true });
    expect(kobo(order.credit_used)).toBe(creditKobo);
    expect(kobo(order.amount_due)).toBe(kobo(order.total) - creditKobo);
    expect(order).toMatchObject({ payment_status: 'awaiting_payment', amount_paid: '0.00' });
    // Paystack is asked for the amount due, not the total; paid, the order owes nothing.
    expect(standIn.transactions.get(order.payment!.reference)?.amount).toBe(kobo(order.amount_due));
    standIn.charge(order.payment!.reference, 'success');
    await bed.call('POST', '/payments/verify', shopper.token, { reference: order.payment!.reference });
    expect(await orderOf(shopper, order.id)).toMatchObject({
      payment_status: 'paid',
      amount_paid: order.amount_due,
      credit_used: order.credit_used,
      amount_due: '0.00',
      refund_due: '0.00',
    });
    // The orders CSV carries the credit after the five money figures, in naira as they are.
    const csv = await bed.call('GET', `/admin/orders/export.csv?q=${order.id}`, tokens.staff);
    const [header, ...rows] = csv.body.trimEnd().split('\r\n');
    expect(header).toContain(',final_total,amount_paid,amount_refunded,amount_due,refund_due,credit_used,');
    expect(rows.find((row) => row.startsWith(`${order.id},`))).toContain(
      `,${order.total},${order.amount_due},0.00,0.00,0.00,${order.credit_used},`,
    );
    expect(await creditOf(shopper)).toMatchObject({
      balance: '0.00',
      entries: [
        expect.objectContaining({ reason: 'order', order_id: order.id, amount: `-${order.credit_used}` }),
        expect.anything(),
      ],
    });
    expect(await ledgerOf(userId)).toBe(0);
  });

  it('covers a small order whole: paid as placed, nothing to pay, the rest kept', async () => {
    const { shopper, kobo: creditKobo } = await shopperWithCredit();
    const order = await placed(shopper, 1, 'cards', { use_credit: true });
    const totalKobo = kobo(order.total);
    expect(totalKobo).toBeLessThanOrEqual(creditKobo);
    expect(order).toMatchObject({ payment_status: 'paid', credit_used: order.total, amount_due: '0.00' });
    expect(order.payment ?? null).toBeNull();
    expect(kobo((await creditOf(shopper)).balance)).toBe(creditKobo - totalKobo);
    // Nothing to pay: "Pay now" is refused, and the owner can move it along.
    expect((await bed.call('POST', `/orders/${order.id}/pay`, shopper.token)).statusCode).toBe(409);
    await moveTo(order.id, 'confirmed');
  });

  it('is spent once when two tabs place orders with it at the same moment', async () => {
    const { shopper, kobo: creditKobo, userId } = await shopperWithCredit();
    const responses = await Promise.all([
      place(shopper, 3, 'pay_on_delivery', { use_credit: true }),
      place(shopper, 3, 'pay_on_delivery', { use_credit: true }),
    ]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const refused = responses.find((response) => response.statusCode === 409)!;
    expect(errorBodySchema.parse(refused.json()).errors).toEqual({ use_credit: [CREDIT_MESSAGES.changed] });
    const won = orderAnswer.parse(responses.find((response) => response.statusCode === 201)!.json()).data;
    expect(kobo(won.credit_used)).toBe(creditKobo);
    expect(await ledgerOf(userId)).toBe(0);
    expect((await creditOf(shopper)).balance).toBe('0.00');
  });

  it('a cancelled order gives its credit back once; the account shows it returned', async () => {
    const { shopper, kobo: creditKobo, userId } = await shopperWithCredit();
    const order: OrderDetail = await placed(shopper, 3, 'pay_on_delivery', { use_credit: true });
    expect(kobo(order.credit_used)).toBe(creditKobo);
    await moveTo(order.id, 'cancelled');
    expect(await orderOf(shopper, order.id)).toMatchObject({
      final_total: '0.00',
      credit_used: '0.00',
      amount_due: '0.00',
      refund_due: '0.00',
    });
    const credit = await creditOf(shopper);
    expect(kobo(credit.balance)).toBe(creditKobo);
    expect(credit.entries.map((entry) => entry.reason)).toEqual(['returned', 'order', 'refund']);
    // A second cancel is refused by the status rules; the balance stays.
    const again = await bed.call('PATCH', `/admin/orders/${order.id}`, tokens.staff, { status: 'cancelled' });
    expect(again.statusCode).toBe(422);
    expect(await ledgerOf(userId)).toBe(creditKobo);
  });

  it('packing that brings an order below its credit gives the difference back as credit', async () => {
    const { shopper, kobo: creditKobo } = await shopperWithCredit();
    const order = await placed(shopper, 1, 'pay_on_delivery', { use_credit: true });
    expect(order.amount_due).toBe('0.00');
    const after = await packedWithoutFirstLine(shopper, order);
    // The goods went; the delivery fee stays, paid from the credit.
    expect(after).toMatchObject({ credit_used: after.final_total, amount_due: '0.00', refund_due: '0.00' });
    expect(kobo((await creditOf(shopper)).balance)).toBe(creditKobo - kobo(after.final_total));
  });

  it('without credit, use_credit is a 409 and no order', async () => {
    const shopper = await bed.shopper();
    const response = await place(shopper, 1, 'pay_on_delivery', { use_credit: true });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: CREDIT_MESSAGES.changed });
  });
});
