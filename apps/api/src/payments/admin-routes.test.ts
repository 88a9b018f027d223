// The back office's payments (payments/admin-routes.ts): a bank transfer marked received, through markPaid.
// On PGlite, and on PostgreSQL with DATABASE_URL.
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { MAIL_JOB } from '../orders/order-mail';
import { useBackOfficeTestbed } from '../testing/back-office';

const office = useBackOfficeTestbed();
const { bed, tokens, ids, placeOrder, lastAudit } = office;

describe('payments', () => {
  it('marks a bank transfer as received, once; other methods are refused', async () => {
    const orderId = await placeOrder(bed.units.rice, 1, 'bank_transfer');
    const paid = await bed.call('POST', `/admin/orders/${orderId}/payment-received`, tokens.staff);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ message: 'Payment received.', data: { payment_status: 'paid' } });
    const shopperView = await bed.call('GET', `/orders/${orderId}`, office.buyer.token);
    expect(shopperView.json()).toMatchObject({ data: { payment_status: 'paid' } });
    expect(await lastAudit()).toMatchObject({
      userId: ids.staff,
      action: 'order.payment_received',
      after: { payment_status: 'paid' },
    });
    // The shopper hears of it as of a card payment (markPaid); the shop, who marked it, gets no mail.
    const [mail] = await bed.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, MAIL_JOB))
      .orderBy(desc(jobs.id))
      .limit(1);
    expect(mail?.payload).toMatchObject({
      subject: `Oko Farm: payment received for order #${orderId}`,
      text: expect.stringContaining('We received your bank transfer of ₦'),
    });
    const twice = await bed.call('POST', `/admin/orders/${orderId}/payment-received`, tokens.owner);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: ADMIN_MESSAGES.alreadyPaid });
    const cash = await placeOrder();
    const refused = await bed.call('POST', `/admin/orders/${cash}/payment-received`, tokens.owner);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: ADMIN_MESSAGES.notBankTransfer });
    expect((await bed.call('POST', '/admin/orders/999999/payment-received', tokens.owner)).statusCode).toBe(
      404,
    );
  });
});
