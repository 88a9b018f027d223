// The account of an order (issue 38, decision 044): for each payment method × each way packing and cancelling
// change an order, its five figures are exact to the kobo and the same in every answer (the shopper's order, their
// list, the tracking, the back office's list and detail); a cancel after packing puts back what left the shelf.
// On PGlite, and on PostgreSQL with DATABASE_URL.
import { adminOrderDetailSchema, adminOrderSummarySchema } from '@oko/shared/schemas/admin-orders';
import { dataEnvelope, pageEnvelope } from '@oko/shared/schemas/api';
import { nairaToKobo } from '@oko/shared/money';
import {
  type OrderDetail,
  type OrderMoney,
  orderDetailSchema,
  orderSummarySchema,
  orderTrackingSchema,
} from '@oko/shared/schemas/order';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refunds } from '../db/schema';
import { listEntries } from '../ledger/account';
import { useCardOfficeTestbed } from '../testing/back-office';
import { unitOf, usePackingShelf } from '../testing/packing';

const { standIn, office } = await useCardOfficeTestbed();
const { bed, tokens } = office;
const produce = usePackingShelf(office);
const { order, tuber, melon, bunch, packed, moveTo } = produce;

const orderAnswer = dataEnvelope(adminOrderDetailSchema);

type Method = 'cards' | 'bank_transfer' | 'pay_on_delivery';

/** Places the order (a 2 kg yam tuber at ₦3,000 and a bunch of ugu at ₦800 the shopper lets us swap). */
async function placeTwoLines(method: Method) {
  return order(
    [
      { ...tuber(), quantity: 1 },
      { ...bunch(), quantity: 1, ifUnavailable: 'substitute' },
    ],
    method,
  );
}

/** The money comes in as each method's does before packing: Paystack's report, the transfer marked received. */
async function payAhead(method: Method, placed: OrderDetail) {
  if (method === 'cards') {
    standIn.charge(placed.payment!.reference, 'success');
    const verified = await bed.call('POST', '/payments/verify', office.buyer.token, {
      reference: placed.payment!.reference,
    });
    expect(verified.json()).toMatchObject({ data: { payment_status: 'paid' } });
  } else if (method === 'bank_transfer') {
    const received = await bed.call('POST', `/admin/orders/${placed.id}/payment-received`, tokens.owner);
    expect(received.statusCode).toBe(200);
  }
}

const MONEY_FIELDS = ['final_total', 'amount_paid', 'amount_refunded', 'amount_due', 'refund_due'] as const;
const moneyOf = (answer: OrderMoney & { payment_status: string }) => ({
  payment_status: answer.payment_status,
  ...Object.fromEntries(MONEY_FIELDS.map((field) => [field, answer[field]])),
});

/** The order's figures as every answer gives them; they must be the same in each. */
async function figures(orderId: number) {
  const detail = dataEnvelope(orderDetailSchema).parse(
    (await bed.call('GET', `/orders/${orderId}`, office.buyer.token)).json(),
  ).data;
  const list = pageEnvelope(orderSummarySchema)
    .parse((await bed.call('GET', '/orders?per_page=100', office.buyer.token)).json())
    .data.find((row) => row.id === orderId)!;
  const tracking = dataEnvelope(orderTrackingSchema).parse(
    (await bed.call('GET', `/orders/${orderId}/tracking`, office.buyer.token)).json(),
  ).data;
  const adminList = pageEnvelope(adminOrderSummarySchema)
    .parse((await bed.call('GET', `/admin/orders?q=${orderId}`, tokens.staff)).json())
    .data.find((row) => row.id === orderId)!;
  const adminDetail = orderAnswer.parse(
    (await bed.call('GET', `/admin/orders/${orderId}`, tokens.staff)).json(),
  ).data;
  const seen = moneyOf(detail);
  for (const other of [list, tracking, adminList, adminDetail]) expect(moneyOf(other)).toEqual(seen);
  return { ...seen, total: detail.total };
}

const naira = (kobo: number) => (kobo / 100).toFixed(2);

const refundsOf = (orderId: number) =>
  bed.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id);

/** Packs the order one way, from confirmed: what the lines come to, less than the ₦3,800 ordered. */
const PACKINGS = {
  'packed lighter': { goodsKobo: 277_500 + 80_000, pack: { line: 0, body: { weighed_kg: 1.85 } } },
  'line unavailable': { goodsKobo: 300_000, pack: { line: 1, body: { outcome: 'unavailable' } } },
  substituted: { goodsKobo: 300_000 + 60_000, pack: { line: 1, body: 'crate' } },
} as const;

/** The rider's cash at the door, as the back office records it (absent amount: what is due). */
async function collectCash(orderId: number) {
  const collected = await bed.call('POST', `/admin/orders/${orderId}/payment-received`, tokens.staff);
  expect(collected.statusCode).toBe(200);
  return (collected.json() as { message: string }).message;
}

/** The owner sends a transfer refund back and marks it sent. */
async function markRefundsSent(orderId: number) {
  for (const refund of await refundsOf(orderId)) {
    const sent = await bed.call('POST', `/admin/orders/${orderId}/refunds/${refund.id}/sent`, tokens.owner);
    expect(sent.statusCode).toBe(200);
  }
}

const nairaText = (kobo: number) =>
  `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe.each(['cards', 'bank_transfer', 'pay_on_delivery'] as const)('paid by %s', (method) => {
  const paysAhead = method !== 'pay_on_delivery';

  it.each(Object.keys(PACKINGS) as (keyof typeof PACKINGS)[])(
    '%s: the figures are exact and the same in every answer',
    async (way) => {
      const placed = await placeTwoLines(method);
      const totalKobo = nairaToKobo(placed.total);
      const feeKobo = nairaToKobo(placed.delivery_fee);
      expect(await figures(placed.id)).toMatchObject({
        final_total: placed.total,
        amount_paid: '0.00',
        amount_due: placed.total,
        refund_due: '0.00',
      });
      await payAhead(method, placed);
      await moveTo(placed.id, 'confirmed');
      const { pack, goodsKobo } = PACKINGS[way];
      const line = placed.items[pack.line]!;
      await packed(
        placed.id,
        line.id,
        pack.body === 'crate'
          ? { substitute_product_unit_id: unitOf(produce.greens, 'crate').id }
          : pack.body,
      );
      const finalKobo = goodsKobo + feeKobo;
      const differenceKobo = totalKobo - finalKobo;
      await moveTo(placed.id, 'out_for_delivery');
      // Paid ahead: the difference is on its way back and nothing more is asked. On delivery: the rider collects
      // what the order now comes to.
      expect(await figures(placed.id)).toEqual({
        payment_status: paysAhead ? 'paid' : 'awaiting_payment',
        total: placed.total,
        final_total: naira(finalKobo),
        amount_paid: paysAhead ? placed.total : '0.00',
        amount_refunded: '0.00',
        amount_due: paysAhead ? '0.00' : naira(finalKobo),
        refund_due: paysAhead ? naira(differenceKobo) : '0.00',
      });
      expect((await refundsOf(placed.id)).map((row) => row.amountKobo)).toEqual(
        paysAhead ? [differenceKobo] : [],
      );
      await moveTo(placed.id, 'delivered');
      const cash = paysAhead ? null : await collectCash(placed.id);
      expect(cash).toBe(paysAhead ? null : `Cash collected ${nairaText(finalKobo)}.`);
      // A transfer's refund is sent by the owner; a card's waits for Paystack's report.
      await markRefundsSent(method === 'bank_transfer' ? placed.id : 0);
      expect(await figures(placed.id)).toEqual({
        payment_status: 'paid',
        total: placed.total,
        final_total: naira(finalKobo),
        amount_paid: paysAhead ? placed.total : naira(finalKobo),
        amount_refunded: method === 'bank_transfer' ? naira(differenceKobo) : '0.00',
        amount_due: '0.00',
        refund_due: method === 'cards' ? naira(differenceKobo) : '0.00',
      });
    },
  );

  it('cancelled before payment: nothing owed either way', async () => {
    const placed = await placeTwoLines(method);
    await moveTo(placed.id, 'cancelled');
    expect(await figures(placed.id)).toEqual({
      payment_status: 'awaiting_payment',
      total: placed.total,
      final_total: '0.00',
      amount_paid: '0.00',
      amount_refunded: '0.00',
      amount_due: '0.00',
      refund_due: '0.00',
    });
    expect(await refundsOf(placed.id)).toEqual([]);
  });

  it('cancelled after payment: all of it is owed back', async () => {
    const placed = await placeTwoLines(method);
    await payAhead(method, placed);
    const cash = paysAhead ? null : await collectCash(placed.id);
    expect(cash).toBe(paysAhead ? null : `Cash collected ${nairaText(nairaToKobo(placed.total))}.`);
    await moveTo(placed.id, 'cancelled');
    expect(await figures(placed.id)).toEqual({
      payment_status: 'paid',
      total: placed.total,
      final_total: '0.00',
      amount_paid: placed.total,
      amount_refunded: '0.00',
      amount_due: '0.00',
      refund_due: placed.total,
    });
    expect(await refundsOf(placed.id)).toMatchObject([
      { amountKobo: nairaToKobo(placed.total), method: method === 'cards' ? 'cards' : 'bank_transfer' },
    ]);
    // The CSV carries the same five figures, and the payment state in words.
    const csv = await bed.call('GET', `/admin/orders/export.csv?q=${placed.id}`, tokens.staff);
    const row = csv.body.split('\r\n').find((line) => line.startsWith(`${placed.id},`));
    expect(row).toContain(`,${placed.total},0.00,${placed.total},0.00,0.00,${placed.total},`);
    expect(row).toMatch(/^\d+,\d{4}-\d\d-\d\d \d\d:\d\d,cancelled,/);
  });

  it('cancelled after packing: the money back in all, and the shelf gets what left it', async () => {
    const placed = await order(
      [
        { ...tuber(), quantity: 2 },
        { ...bunch(), quantity: 1, ifUnavailable: 'substitute' },
        { ...melon(), quantity: 1 },
      ],
      method,
    );
    await payAhead(method, placed);
    await moveTo(placed.id, 'confirmed');
    const [yams, ugu, watermelon] = placed.items;
    await packed(placed.id, yams!.id, { weighed_kg: 3.5 });
    await packed(placed.id, ugu!.id, {
      substitute_product_unit_id: unitOf(produce.greens, 'crate').id,
      quantity: 2,
    });
    await packed(placed.id, watermelon!.id, { outcome: 'unavailable' });
    const shelf = async () => ({
      tuber: await bed.stockOf(unitOf(produce.yam, 'tuber').id),
      bunch: await bed.stockOf(unitOf(produce.greens, 'bunch').id),
      crate: await bed.stockOf(unitOf(produce.greens, 'crate').id),
      melon: await bed.stockOf(unitOf(produce.yam, 'pc').id),
    });
    expect(await shelf()).toEqual({ tuber: 98, bunch: 99, crate: 98, melon: 99 });
    await moveTo(placed.id, 'out_for_delivery');
    await moveTo(placed.id, 'cancelled');
    // The two tubers and the two crates of the substitute go back; the bunch and the watermelon never left.
    expect(await shelf()).toEqual({ tuber: 100, bunch: 99, crate: 100, melon: 99 });
    expect(await figures(placed.id)).toEqual({
      payment_status: paysAhead ? 'paid' : 'awaiting_payment',
      total: placed.total,
      final_total: '0.00',
      amount_paid: paysAhead ? placed.total : '0.00',
      amount_refunded: '0.00',
      amount_due: '0.00',
      refund_due: paysAhead ? placed.total : '0.00',
    });
    const given = (await refundsOf(placed.id)).reduce((sum, row) => sum + row.amountKobo, 0);
    expect(given).toBe(paysAhead ? nairaToKobo(placed.total) : 0);
    // Every figure is a sum of entries: the owed ones now come to nothing.
    const owed = (await listEntries(bed.database.db, placed.id)).filter((entry) =>
      ['goods', 'delivery_fee', 'discount', 'pay_ahead', 'packing', 'cancelled'].includes(entry.kind),
    );
    expect(owed.reduce((sum, entry) => sum + entry.amountKobo, 0)).toBe(0);
  });
});

describe('payment received', () => {
  it('takes the amount collected, or what is due; refuses ₦0 and a malformed amount', async () => {
    const placed = await placeTwoLines('pay_on_delivery');
    const zero = await bed.call('POST', `/admin/orders/${placed.id}/payment-received`, tokens.staff, {
      amount: '0',
    });
    expect(zero.statusCode).toBe(422);
    expect(zero.json()).toMatchObject({ errors: { amount: ['The amount received must be more than ₦0.'] } });
    const malformed = await bed.call('POST', `/admin/orders/${placed.id}/payment-received`, tokens.staff, {
      amount: 'lots',
    });
    expect(malformed.statusCode).toBe(422);
    const some = await bed.call('POST', `/admin/orders/${placed.id}/payment-received`, tokens.staff, {
      amount: '2900',
    });
    expect(some.json()).toMatchObject({ message: 'Cash collected ₦2,900.00.' });
    expect(await figures(placed.id)).toMatchObject({
      amount_paid: '2900.00',
      amount_due: naira(nairaToKobo(placed.total) - 290_000),
    });
  });
});

describe('a paid card order packing made dearer', () => {
  it('is paid the difference with Pay now: the amount due, not the total placed, and only once', async () => {
    // A watermelon of about 5 kg at ₦700/kg (₦3,500), weighed at 5.4 kg: ₦3,780, within its 10 % tolerance.
    const placed = await order([{ ...melon(), quantity: 1 }], 'cards');
    await payAhead('cards', placed);
    await moveTo(placed.id, 'confirmed');
    await packed(placed.id, placed.items[0]!.id, { weighed_kg: 5.4 });
    const dearerKobo = nairaToKobo(placed.total) + 28_000;
    expect(await figures(placed.id)).toEqual({
      payment_status: 'paid',
      total: placed.total,
      final_total: naira(dearerKobo),
      amount_paid: placed.total,
      amount_refunded: '0.00',
      amount_due: '280.00',
      refund_due: '0.00',
    });

    const payNow = await bed.call('POST', `/orders/${placed.id}/pay`, office.buyer.token);
    expect(payNow.statusCode).toBe(201);
    const { reference } = (payNow.json() as { data: { reference: string } }).data;
    // Paystack is asked for the ₦280 due, and the order stays paid for what came in meanwhile.
    expect(standIn.transactions.get(reference)).toMatchObject({ amount: 28_000 });
    expect(await figures(placed.id)).toMatchObject({ payment_status: 'paid', amount_due: '280.00' });

    // A second Pay now before the first is paid: a new transaction for the same ₦280.
    const again = await bed.call('POST', `/orders/${placed.id}/pay`, office.buyer.token);
    const second = (again.json() as { data: { reference: string } }).data.reference;
    expect(standIn.transactions.get(second)).toMatchObject({ amount: 28_000 });

    standIn.charge(reference, 'success');
    const verified = await bed.call('POST', '/payments/verify', office.buyer.token, { reference });
    expect(verified.json()).toMatchObject({ data: { payment_status: 'paid', attempt_status: 'paid' } });
    expect(await figures(placed.id)).toEqual({
      payment_status: 'paid',
      total: placed.total,
      final_total: naira(dearerKobo),
      amount_paid: naira(dearerKobo),
      amount_refunded: '0.00',
      amount_due: '0.00',
      refund_due: '0.00',
    });

    // Nothing is due now: no Pay now, and the second transaction's money goes straight back.
    expect((await bed.call('POST', `/orders/${placed.id}/pay`, office.buyer.token)).statusCode).toBe(409);
    standIn.charge(second, 'success');
    const late = await bed.call('POST', '/payments/verify', office.buyer.token, { reference: second });
    expect(late.json()).toMatchObject({ data: { attempt_status: 'refund_due' } });
    expect(await figures(placed.id)).toMatchObject({
      amount_paid: naira(dearerKobo + 28_000),
      amount_due: '0.00',
      refund_due: '280.00',
    });
    expect((await refundsOf(placed.id)).map((row) => row.amountKobo)).toEqual([28_000]);

    // Cancelled now: each payment gives back what it brought, through its own transaction.
    await moveTo(placed.id, 'cancelled');
    const back = await refundsOf(placed.id);
    expect(back.map((row) => [row.paymentReference, row.amountKobo])).toEqual([
      [second, 28_000],
      [reference, 28_000],
      [placed.payment!.reference, nairaToKobo(placed.total)],
    ]);
    expect(await figures(placed.id)).toMatchObject({
      final_total: '0.00',
      amount_due: '0.00',
      refund_due: naira(dearerKobo + 28_000),
    });
  });
});
