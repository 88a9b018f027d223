// The back office's payments (orders/admin-payment-routes.ts): a bank transfer received and cash collected on
// delivery, each through markPaid.
// On PGlite, and on PostgreSQL with DATABASE_URL.
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, orders } from '../db/schema';
import { useBackOfficeTestbed } from '../testing/back-office';

const office = useBackOfficeTestbed();
const { bed, tokens, ids, placeOrder, lastAudit } = office;

describe('payments', () => {
  it('marks a bank transfer as received, once; other methods are refused', async () => {
    const orderId = await placeOrder(bed.units.rice, 1, 'bank_transfer');
    const paid = await bed.call('POST', `/admin/orders/${orderId}/payment-received`, tokens.staff);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      message: 'Bank transfer received: ₦5,000.00.',
      data: { payment_status: 'paid' },
    });
    const shopperView = await bed.call('GET', `/orders/${orderId}`, office.buyer.token);
    expect(shopperView.json()).toMatchObject({ data: { payment_status: 'paid' } });
    expect(await lastAudit()).toMatchObject({
      userId: ids.staff,
      action: 'order.payment_received',
      after: { payment_status: 'paid' },
    });
    // The shopper hears of it as of a card payment (markPaid); the shop, who marked it, gets no mail.
    const mail = bed.mailer.sent.at(-1);
    expect(mail).toMatchObject({
      subject: `Oko Farm: payment received for order #${orderId}`,
      text: expect.stringContaining('We received your bank transfer of ₦'),
    });
    const twice = await bed.call('POST', `/admin/orders/${orderId}/payment-received`, tokens.owner);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: ADMIN_MESSAGES.alreadyPaid });
    const card = await cardOrder();
    const refused = await bed.call('POST', `/admin/orders/${card}/payment-received`, tokens.owner);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: ADMIN_MESSAGES.notReceivedByShop });
    expect((await bed.call('POST', '/admin/orders/999999/payment-received', tokens.owner)).statusCode).toBe(
      404,
    );
  });

  it('marks the cash of a payment on delivery collected: one mail, one audit entry (issue 23)', async () => {
    const orderId = await placeOrder();
    expect((await shopperOrder(orderId)).payment_status).toBe('awaiting_payment');
    await bed.takeMail();
    const collected = await bed.call('POST', `/admin/orders/${orderId}/payment-received`, tokens.staff);
    expect(collected.statusCode).toBe(200);
    expect(collected.json()).toMatchObject({
      message: expect.stringMatching(/^Cash collected ₦[\d,]+\.\d\d\.$/),
      data: { payment_status: 'paid' },
    });
    expect(await shopperOrder(orderId)).toMatchObject({ payment_status: 'paid' });
    expect(await lastAudit()).toMatchObject({
      userId: ids.staff,
      action: 'order.payment_received',
      entityId: orderId,
      before: { payment_status: 'awaiting_payment' },
      after: { payment_status: 'paid' },
    });
    expect(await bed.takeMail()).toEqual([
      expect.objectContaining({
        subject: `Oko Farm: payment received for order #${orderId}`,
        text: expect.stringContaining('We received your payment of ₦') as string,
      }),
    ]);
    const audits = await bed.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'order.payment_received')));
    expect(audits).toHaveLength(1);
  });

  it('takes no payment for a cancelled order', async () => {
    const orderId = await placeOrder(bed.units.rice, 1, 'bank_transfer');
    expect(
      (await bed.call('PATCH', `/admin/orders/${orderId}`, tokens.owner, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    const refused = await bed.call('POST', `/admin/orders/${orderId}/payment-received`, tokens.owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: ADMIN_MESSAGES.cancelledNotPayable });
    expect((await shopperOrder(orderId)).payment_status).toBe('awaiting_payment');
  });

  it('keeps shoppers out: 403, nothing marked', async () => {
    const orderId = await placeOrder();
    const refused = await bed.call('POST', `/admin/orders/${orderId}/payment-received`, tokens.shopper);
    expect(refused.statusCode).toBe(403);
    expect((await shopperOrder(orderId)).payment_status).toBe('awaiting_payment');
  });
});

async function shopperOrder(orderId: number) {
  const response = await bed.call('GET', `/orders/${orderId}`, office.buyer.token);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { payment_status: string } }).data;
}

/** A card order, written as the checkout leaves one waiting for Paystack (no card gateway in this bed). */
async function cardOrder() {
  const orderId = await placeOrder(bed.units.rice, 1, 'bank_transfer');
  await bed.database.db.update(orders).set({ paymentMethod: 'cards' }).where(eq(orders.id, orderId));
  return orderId;
}
