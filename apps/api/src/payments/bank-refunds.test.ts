// Refunds to the shopper's bank account through Paystack Transfers (issue 39, decision 049), against the Paystack
// stand-in: the banks and a kept account resolved by Paystack (422 naming the field when it cannot), the owner's
// send moved once through a lost answer and a retry (the stand-in's ledger of transfers says so), webhook
// replays that change nothing, a failed transfer sent again as a new refund, the shop sending by itself up to the
// owner's amount, and the mail of every refund sent.
import { adminOrderDetailSchema } from '@oko/shared/schemas/admin-orders';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { BANK_ACCOUNT_MESSAGES, bankAccountSchema } from '@oko/shared/schemas/bank-account';
import { orderDetailSchema } from '@oko/shared/schemas/order';
import { REFUND_MESSAGES } from '@oko/shared/schemas/refund';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bankAccounts, refunds } from '../db/schema';
import { changeOrderStatus, useCardPaymentsTestbed } from '../testing/card-payments';
import { TEST_ACCOUNT_NAME } from './test-gateway-transfers';
import { sendTransfer } from './transfers';

const testbed = await useCardPaymentsTestbed();
const { bed, standIn, cards } = testbed;

beforeEach(async () => {
  await bed.setStock(bed.units.rice.unitId, 50);
  await bed.call('PATCH', '/admin/settings', testbed.owner.token, { auto_bank_refund_up_to: null });
  await bed.database.db.delete(bankAccounts);
});

/** A Pay with Transfer order, paid (the signed charge.success), then cancelled: its whole total is due back. */
async function cancelledTransferOrder() {
  const { order } = await testbed.placeOrder('transfer');
  const reference = (order.payment as { reference: string }).reference;
  standIn.charge(reference, 'success');
  expect(await standIn.sendWebhook(testbed.webhookUrl, reference)).toBe(200);
  await changeOrderStatus(bed.database.db, order.id, 'cancelled', { by: { userId: testbed.owner.userId } });
  return { ...order, totalKobo: Math.round(Number(order.total) * 100) };
}

const keepAccount = (accountNumber = '0123451234', bankCode = '058') =>
  bed.call('PUT', '/users/bank-account', testbed.shopper.token, {
    bank_code: bankCode,
    account_number: accountNumber,
  });

const adminOrder = async (orderId: number) =>
  dataEnvelope(adminOrderDetailSchema).parse(
    (await bed.call('GET', `/admin/orders/${orderId}`, testbed.owner.token)).json(),
  ).data;

const send = (orderId: number, refundId: number) =>
  bed.call('POST', `/admin/orders/${orderId}/refunds/${refundId}/send`, testbed.owner.token);

const refundRow = async (refundId: number) =>
  (await bed.database.db.select().from(refunds).where(eq(refunds.id, refundId)))[0]!;

describe('the shopper’s bank account', () => {
  it('lists the banks, resolves the name to confirm and keeps the last four digits only in its answers', async () => {
    const banks = (await bed.call('GET', '/banks')).json() as { data: { code: string; name: string }[] };
    expect(banks.data).toContainEqual({ code: '058', name: 'Guaranty Trust Bank' });
    // Cached: a second read does not ask Paystack again.
    const asked = standIn.requests.filter((request) => request.startsWith('GET /bank?')).length;
    await bed.call('GET', '/banks');
    expect(standIn.requests.filter((request) => request.startsWith('GET /bank?')).length).toBe(asked);

    expect((await bed.call('GET', '/users/bank-account', testbed.shopper.token)).json()).toEqual({
      data: null,
    });
    const kept = await keepAccount();
    expect(kept.statusCode).toBe(200);
    const account = {
      bank_code: '058',
      bank_name: 'Guaranty Trust Bank',
      account_name: TEST_ACCOUNT_NAME,
      account_number_last4: '1234',
    };
    expect(bankAccountSchema.parse((kept.json() as { data: unknown }).data)).toEqual(account);
    expect(kept.json()).toMatchObject({ message: BANK_ACCOUNT_MESSAGES.kept });
    expect((await bed.call('GET', '/users/bank-account', testbed.shopper.token)).json()).toEqual({
      data: account,
    });
    expect(standIn.requests).toContain('POST /transferrecipient');
  });

  it('answers 422 naming the field when Paystack cannot resolve the number, or the bank is unknown', async () => {
    const unresolved = await keepAccount('0001234567');
    expect(unresolved.statusCode).toBe(422);
    expect(unresolved.json()).toMatchObject({
      errors: { account_number: [BANK_ACCOUNT_MESSAGES.notResolved] },
    });
    const unknownBank = await keepAccount('0123451234', '999');
    expect(unknownBank.statusCode).toBe(422);
    expect(unknownBank.json()).toMatchObject({ errors: { bank_code: [BANK_ACCOUNT_MESSAGES.bankRequired] } });
    const short = await keepAccount('12345');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ errors: { account_number: [BANK_ACCOUNT_MESSAGES.accountNumber] } });
    expect((await bed.call('GET', '/users/bank-account', testbed.shopper.token)).json()).toEqual({
      data: null,
    });
  });
});

describe('sending a refund through Paystack Transfers', () => {
  it('is sent once through a lost answer and a retry; the webhook and its replays settle it once, with one mail', async () => {
    const order = await cancelledTransferOrder();
    const [due] = (await adminOrder(order.id)).refunds;
    expect(due).toMatchObject({ way: 'bank_account', status: 'pending', send_to: null, sending: false });
    // No account kept yet: the owner is told, nothing is sent.
    const early = await send(order.id, due!.id);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ message: REFUND_MESSAGES.noBankAccount });

    await keepAccount();
    expect((await adminOrder(order.id)).refunds[0]!.send_to).toEqual({
      account_name: TEST_ACCOUNT_NAME,
      bank_name: 'Guaranty Trust Bank',
      account_number_last4: '1234',
    });
    // The job sends it at once; Paystack makes the transfer, but its answer is lost on the way back.
    const before = standIn.transfers.size;
    standIn.loseAnswers = 1;
    const sent = await send(order.id, due!.id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ message: REFUND_MESSAGES.sending });
    expect(standIn.transfers.size).toBe(before + 1);
    expect(await refundRow(due!.id)).toMatchObject({ transferCode: null, requestedAt: expect.any(Date) });
    // A second tap sends nothing more.
    expect((await send(order.id, due!.id)).statusCode).toBe(409);
    // The retry asks Paystack by the refund's reference first, and sends nothing again.
    await sendTransfer(bed.database.db, cards, due!.id);
    await sendTransfer(bed.database.db, cards, due!.id);
    const row = await refundRow(due!.id);
    expect(standIn.transfers.size).toBe(before + 1);
    const transfer = standIn.transfers.get(row.reference)!;
    expect(transfer).toMatchObject({ amount: order.totalKobo, status: 'pending' });
    expect(row.transferCode).toBe(transfer.transferCode);
    expect(standIn.requests.filter((request) => request === 'POST /transfer')).toHaveLength(1);
    expect((await adminOrder(order.id)).refunds[0]).toMatchObject({ status: 'pending', sending: true });
    // Marking it sent by hand now would pay twice: refused.
    const byHand = await bed.call(
      'POST',
      `/admin/orders/${order.id}/refunds/${due!.id}/sent`,
      testbed.owner.token,
    );
    expect(byHand.statusCode).toBe(409);

    await bed.takeMail();
    expect(await standIn.finishTransfer(testbed.webhookUrl, row.reference, 'success')).toBe(200);
    expect(await standIn.finishTransfer(testbed.webhookUrl, row.reference)).toBe(200);
    expect(await standIn.finishTransfer(testbed.webhookUrl, row.reference)).toBe(200);
    const settled = await adminOrder(order.id);
    expect(settled.refunds).toEqual([
      expect.objectContaining({ id: due!.id, status: 'processed', way: 'bank_account', sending: false }),
    ]);
    expect(settled).toMatchObject({ payment_status: 'refunded', amount_refunded: order.total });
    const mails = (await bed.takeMail()).filter((mail) => mail.subject.includes('refunded for order'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('to your bank account (Guaranty Trust Bank ••••1234) by transfer.');
    // The shopper's order page says where it went.
    const mine = dataEnvelope(orderDetailSchema).parse(
      (await bed.call('GET', `/orders/${order.id}`, testbed.shopper.token)).json(),
    ).data;
    expect(mine.refunds).toEqual([expect.objectContaining({ way: 'bank_account', status: 'processed' })]);
  });

  it('a transfer Paystack never received is sent again under the same reference, once', async () => {
    const order = await cancelledTransferOrder();
    await keepAccount();
    const [due] = (await adminOrder(order.id)).refunds;
    const before = [...standIn.transfers.keys()];
    standIn.outage = { status: 503, contentType: 'text/html', body: '<h1>503</h1>' };
    expect((await send(order.id, due!.id)).statusCode).toBe(200);
    expect(standIn.transfers.size).toBe(before.length);
    standIn.outage = null;
    await sendTransfer(bed.database.db, cards, due!.id);
    await sendTransfer(bed.database.db, cards, due!.id);
    const row = await refundRow(due!.id);
    expect([...standIn.transfers.keys()]).toEqual([...before, row.reference]);
  });

  it('a failed or reversed transfer fails the refund; the owner sends it again as a new refund, once', async () => {
    const order = await cancelledTransferOrder();
    await keepAccount();
    const [due] = (await adminOrder(order.id)).refunds;
    const before = standIn.transfers.size;
    await send(order.id, due!.id);
    await bed.takeMail();
    const first = await refundRow(due!.id);
    expect(await standIn.finishTransfer(testbed.webhookUrl, first.reference, 'failed')).toBe(200);
    const failed = (await adminOrder(order.id)).refunds[0]!;
    expect(failed).toMatchObject({ status: 'failed', can_retry: true, failure: expect.any(String) });
    expect(failed.failure).toContain('could not send');

    const again = await send(order.id, due!.id);
    expect(again.statusCode).toBe(200);
    const [, retry] = dataEnvelope(adminOrderDetailSchema).parse(again.json()).data.refunds;
    expect(retry).toMatchObject({ status: 'pending', way: 'bank_account', amount: failed.amount });
    expect((await send(order.id, due!.id)).statusCode).toBe(409);
    await bed.takeMail();
    const second = await refundRow(retry!.id);
    expect(second.reference).not.toBe(first.reference);
    expect(await standIn.finishTransfer(testbed.webhookUrl, second.reference, 'success')).toBe(200);
    // Paystack reverses the first one's replay: nothing changes.
    expect(await standIn.finishTransfer(testbed.webhookUrl, first.reference)).toBe(200);
    const done = await adminOrder(order.id);
    expect(done.refunds.map((refund) => [refund.status, refund.can_retry])).toEqual([
      ['failed', false],
      ['processed', false],
    ]);
    expect(done.amount_refunded).toBe(order.total);
    expect(standIn.transfers.size).toBe(before + 2);
  });

  it('the shop sends by itself up to the owner’s amount, when the shopper keeps an account', async () => {
    const small = await cancelledTransferOrder();
    const settings = await bed.call('PATCH', '/admin/settings', testbed.owner.token, {
      auto_bank_refund_up_to: String(small.totalKobo / 100),
    });
    expect(settings.json()).toMatchObject({ data: { auto_bank_refund_up_to: expect.any(String) } });
    await keepAccount();
    await bed.takeMail();
    const [refund] = (await adminOrder(small.id)).refunds;
    expect(refund).toMatchObject({ sending: true });
    expect(standIn.transfers.has((await refundRow(refund!.id)).reference)).toBe(true);

    // Over the amount: it waits for the owner.
    await bed.call('PATCH', '/admin/settings', testbed.owner.token, { auto_bank_refund_up_to: '1' });
    const large = await cancelledTransferOrder();
    await bed.takeMail();
    expect((await adminOrder(large.id)).refunds[0]).toMatchObject({ sending: false, status: 'pending' });
  });

  it('marked sent by hand: the way is manual_transfer and the shopper is mailed', async () => {
    const order = await cancelledTransferOrder();
    const [due] = (await adminOrder(order.id)).refunds;
    await bed.takeMail();
    const marked = await bed.call(
      'POST',
      `/admin/orders/${order.id}/refunds/${due!.id}/sent`,
      testbed.owner.token,
    );
    expect(marked.statusCode).toBe(200);
    expect((await adminOrder(order.id)).refunds[0]).toMatchObject({
      way: 'manual_transfer',
      status: 'processed',
    });
    const mails = (await bed.takeMail()).filter((mail) => mail.subject.includes('refunded for order'));
    expect(mails.map((mail) => mail.text)).toEqual([
      expect.stringContaining('to you by bank transfer from the shop.'),
    ]);
    // Not a refund to a bank account any more: it cannot be sent through Paystack.
    expect((await send(order.id, due!.id)).statusCode).toBe(422);
  });
});
