// Packing fresh produce (issue 27): weighed sale units, weighing, leaving out and substituting lines, and the
// settlement when the order leaves packing: the difference refunded once, the shopper's one mail.
// On PGlite, and on PostgreSQL with DATABASE_URL.
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import { adminProductSchema } from '@oko/shared/schemas/admin-catalog';
import { dataEnvelope, errorBodySchema } from '@oko/shared/schemas/api';
import { productSchema } from '@oko/shared/schemas/catalog';
import { orderDetailSchema } from '@oko/shared/schemas/order';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, refunds } from '../db/schema';
import type { Mail } from '../mail/mailer';
import { useCardOfficeTestbed } from '../testing/back-office';
import { unitOf, usePackingShelf } from '../testing/packing';
import { CARD_TESTS_PUBLIC_URL } from '../testing/paystack-stand-in';
import { sendOrderMail } from './order-mail';

const PUBLIC_URL = CARD_TESTS_PUBLIC_URL;
const { standIn, office } = await useCardOfficeTestbed();
const { bed, tokens } = office;
const produce = usePackingShelf(office);
const { order, tuber, melon, bunch, pack, packed, moveTo } = produce;

const productAnswer = dataEnvelope(adminProductSchema);

/** A new discount code of the owner's (`fields`: kind, value, minimum), its letters after `prefix`. */
async function newCode(prefix: string, fields: object) {
  const code = `${prefix}${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  const made = await bed.call('POST', '/admin/discount-codes', tokens.owner, { code, ...fields });
  expect(made.statusCode, made.body).toBe(201);
  return code;
}

/** A yam tuber (₦3,000) and two bunches of ugu (₦1,600) with the code. */
const codeOrder = (code: string, paymentMethod = 'pay_on_delivery') =>
  order(
    [
      { ...tuber(), quantity: 1 },
      { ...bunch(), quantity: 2 },
    ],
    paymentMethod,
    { discount_code: code },
  );

function refusal(response: Awaited<ReturnType<typeof pack>>, status: number, field: string, message: string) {
  expect(response.statusCode).toBe(status);
  const body = errorBodySchema.parse(response.json());
  expect(body.errors?.[field]).toEqual([message]);
}

const refundsOf = (orderId: number) =>
  bed.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id);

const packingMailsOf = async (orderId: number) =>
  (await bed.database.db.select().from(jobs).where(eq(jobs.kind, 'order-mail'))).filter(
    (job) =>
      (job.payload as { mail: string; orderId: number }).mail === 'packing-changed' &&
      (job.payload as { orderId: number }).orderId === orderId,
  );

describe('weighed sale units', () => {
  it('price the unit from its price per kg and estimated kg, and answer its weight', async () => {
    expect(unitOf(produce.yam, 'tuber')).toMatchObject({
      price_per_unit: '3000.00',
      weight: { price_per_kg: '1500.00', estimated_kg: 2, tolerance_percent: 0 },
    });
    expect(unitOf(produce.yam, 'pc').weight).toEqual({
      price_per_kg: '700.00',
      estimated_kg: 5,
      tolerance_percent: 10,
    });
    const shown = await bed.call('GET', `/products/${produce.yam.id}`);
    const product = dataEnvelope(productSchema).parse(shown.json()).data;
    expect(product.product_units.map((unit) => unit.weight?.estimated_kg)).toEqual([2, 5]);
    expect(unitOf(produce.greens, 'bunch').weight).toBeNull();
  });

  it('refuse a price that is not price per kg × estimated kg, on a product and a new unit', async () => {
    const product = office.newProduct();
    const body = {
      ...product,
      product_units: [
        {
          ...product.product_units[0],
          price_per_unit: '2000.00',
          weight: { price_per_kg: '1500', estimated_kg: 2 },
        },
      ],
    };
    const refused = await bed.call('POST', '/admin/products', tokens.owner, body);
    expect(refused.statusCode).toBe(422);
    expect(errorBodySchema.parse(refused.json()).errors).toEqual({
      'product_units.0.price_per_unit': [ADMIN_MESSAGES.priceByWeight('3000.00')],
    });

    const added = await bed.call('POST', `/admin/products/${produce.greens.id}/product-units`, tokens.owner, {
      unit: { name: 'Kilogram', symbol: 'kg' },
      unit_number: 1,
      available_quantity: 10,
      weight: { price_per_kg: '1200.50', estimated_kg: 1.25, tolerance_percent: 5 },
    });
    expect(added.statusCode).toBe(201);
    const unit = unitOf(productAnswer.parse(added.json()).data, 'kg');
    expect(unit).toMatchObject({
      price_per_unit: '1500.63',
      weight: { price_per_kg: '1200.50', estimated_kg: 1.25, tolerance_percent: 5 },
    });
    const wrong = await bed.call('POST', `/admin/products/${produce.greens.id}/product-units`, tokens.owner, {
      unit: { name: 'Gram', symbol: 'g' },
      unit_number: 500,
      available_quantity: 10,
      weight: { price_per_kg: '1000', estimated_kg: 0.5, tolerance_percent: 101 },
    });
    refusal(wrong, 422, 'weight.tolerance_percent', ADMIN_MESSAGES.tolerance);

    // A weighed unit's price alone cannot move away from its weight; new terms move it.
    const alone = await bed.call('PATCH', `/admin/product-units/${unit.id}`, tokens.owner, {
      price_per_unit: 999,
    });
    refusal(alone, 422, 'price_per_unit', ADMIN_MESSAGES.unitWeighedPrice);
    const moved = await bed.call('PATCH', `/admin/product-units/${unit.id}`, tokens.owner, {
      weight: { price_per_kg: 1000, estimated_kg: 2 },
    });
    expect(moved.statusCode).toBe(200);
    expect(unitOf(productAnswer.parse(moved.json()).data, 'kg')).toMatchObject({
      price_per_unit: '2000.00',
      weight: { price_per_kg: '1000.00', estimated_kg: 2, tolerance_percent: 0 },
    });
  });
});

describe('packing a line', () => {
  it('charges a lighter line by its weight, a heavier one at most the estimate or its tolerance', async () => {
    const placed = await order([
      { ...tuber(), quantity: 2 },
      { ...melon(), quantity: 1 },
      { ...bunch(), quantity: 1 },
    ]);
    const [yamLine, melonLine] = placed.items;
    expect(yamLine).toMatchObject({
      weight: { price_per_kg: '1500.00', estimated_kg: 2, tolerance_percent: 0 },
      weighed_kg: null,
      if_unavailable: 'refund',
      final_total: '6000.00',
    });
    await moveTo(placed.id, 'confirmed');

    // Two tubers weighing 3.7 kg: ₦5,550 instead of ₦6,000.
    let detail = await packed(placed.id, yamLine!.id, { weighed_kg: 3.7 });
    expect(detail.items[0]).toMatchObject({ weighed_kg: 3.7, final_total: '5550.00', line_total: '6000.00' });
    expect(Number(detail.final_total)).toBe(Number(placed.total) - 450);
    // Heavier than estimated, no tolerance: the estimate.
    detail = await packed(placed.id, yamLine!.id, { weighed_kg: 4.6 });
    expect(detail.items[0]).toMatchObject({ weighed_kg: 4.6, final_total: '6000.00' });
    // A 6 kg watermelon at ₦700/kg is ₦4,200; 10 % over the ₦3,500 estimate is ₦3,850 at most.
    detail = await packed(placed.id, melonLine!.id, { weighed_kg: 6 });
    expect(detail.items[1]).toMatchObject({ final_total: '3850.00' });
    detail = await packed(placed.id, melonLine!.id, { weighed_kg: 5.2 });
    expect(detail.items[1]).toMatchObject({ final_total: '3640.00' });
    expect(detail.final_total).toBe((Number(placed.total) + 140).toFixed(2));
    expect((await office.lastAudit())?.action).toBe('order.pack');
  });

  it('refuses a weight for a line not sold by weight, outside packing, or from a shopper', async () => {
    const placed = await order([
      { ...tuber(), quantity: 1 },
      { ...bunch(), quantity: 1 },
    ]);
    const [yamLine, ugu] = placed.items;
    refusal(
      await pack(placed.id, yamLine!.id, { weighed_kg: 1.9 }),
      422,
      'status',
      ADMIN_MESSAGES.notPacking,
    );
    await moveTo(placed.id, 'confirmed');
    refusal(await pack(placed.id, ugu!.id, { weighed_kg: 1 }), 422, 'weighed_kg', ADMIN_MESSAGES.notWeighed);
    expect((await pack(placed.id, yamLine!.id, { weighed_kg: 1.9 }, tokens.shopper)).statusCode).toBe(403);
    expect((await pack(placed.id, yamLine!.id, { weighed_kg: 0 })).statusCode).toBe(422);
    expect((await pack(placed.id, yamLine!.id, { weighed_kg: 1.9, outcome: 'unavailable' })).statusCode).toBe(
      422,
    );
    expect((await pack(placed.id, 2_000_000_000, { weighed_kg: 1.9 })).statusCode).toBe(404);
    // The owner packs too; processing is still packing.
    await moveTo(placed.id, 'processing');
    expect((await pack(placed.id, yamLine!.id, { weighed_kg: 1.9 }, tokens.owner)).statusCode).toBe(200);
    await moveTo(placed.id, 'out_for_delivery');
    refusal(await pack(placed.id, yamLine!.id, { weighed_kg: 2 }), 422, 'status', ADMIN_MESSAGES.notPacking);
  });

  it('leaves an unavailable line out for this order only: its total 0, the shop keeps its stock', async () => {
    const placed = await order([
      { ...tuber(), quantity: 1 },
      { ...bunch(), quantity: 2 },
    ]);
    const ugu = placed.items[1]!;
    await moveTo(placed.id, 'confirmed');
    const stockBefore = await bed.stockOf(bunch().unitId);
    const detail = await packed(placed.id, ugu.id, { outcome: 'unavailable' });
    expect(detail.items[1]).toMatchObject({
      outcome: 'unavailable',
      final_total: '0.00',
      line_total: '1600.00',
    });
    expect(detail.final_total).toBe((Number(placed.total) - 1600).toFixed(2));
    // One bad bunch is not an empty shelf: other shoppers can still buy ugu (issue 43).
    expect(await bed.stockOf(bunch().unitId)).toBe(stockBefore);
    refusal(
      await pack(placed.id, ugu.id, { outcome: 'unavailable' }),
      422,
      'outcome',
      ADMIN_MESSAGES.lineLeftOut,
    );
  });

  it('recounts the shelf only to the count the packer gives', async () => {
    const placed = await order([{ ...bunch(), quantity: 2 }]);
    const ugu = placed.items[0]!;
    await moveTo(placed.id, 'confirmed');
    refusal(
      await pack(placed.id, ugu.id, { outcome: 'unavailable', shelf_count: -1 }),
      422,
      'shelf_count',
      ADMIN_MESSAGES.shelfCount,
    );
    refusal(
      await pack(placed.id, ugu.id, { outcome: 'unavailable', shelf_count: 1.5 }),
      422,
      'shelf_count',
      ADMIN_MESSAGES.shelfCount,
    );
    refusal(
      await pack(placed.id, ugu.id, { shelf_count: 3 }),
      422,
      'weighed_kg',
      ADMIN_MESSAGES.packingOneOf,
    );
    await packed(placed.id, ugu.id, { outcome: 'unavailable', shelf_count: 1 });
    expect(await bed.stockOf(bunch().unitId)).toBe(1);
    const adjustments = await bed.call('GET', `/admin/product-units/${bunch().unitId}/stock`, tokens.owner);
    expect(adjustments.json().data[0]).toMatchObject({ reason: 'recount', before: 98, after: 1 });
  });

  it('undoes a mis-tap while packing: the line as ordered, a substitute back on its shelf', async () => {
    const placed = await order([
      { ...bunch(), quantity: 2, ifUnavailable: 'substitute' },
      { ...tuber(), quantity: 1 },
    ]);
    const [ugu, yamLine] = placed.items;
    await moveTo(placed.id, 'confirmed');
    refusal(await pack(placed.id, ugu!.id, { outcome: null }), 422, 'outcome', ADMIN_MESSAGES.lineAsOrdered);
    const basket = unitOf(produce.greens, 'basket');
    const bunchStock = await bed.stockOf(bunch().unitId);
    await packed(placed.id, ugu!.id, { substitute_product_unit_id: basket.id });
    expect(await bed.stockOf(basket.id)).toBe(98);
    // Substituting never touches the ordered unit's stock.
    expect(await bed.stockOf(bunch().unitId)).toBe(bunchStock);
    let detail = await packed(placed.id, ugu!.id, { outcome: null });
    expect(detail.items[0]).toMatchObject({ outcome: null, substitute: null, final_total: '1600.00' });
    expect(detail.final_total).toBe(placed.total);
    expect(await bed.stockOf(basket.id)).toBe(100);
    // A weighed line left out and put back keeps its weight's price.
    await packed(placed.id, yamLine!.id, { weighed_kg: 1.8 });
    await packed(placed.id, yamLine!.id, { outcome: 'unavailable' });
    detail = await packed(placed.id, yamLine!.id, { outcome: null });
    expect(detail.items[1]).toMatchObject({ outcome: null, final_total: '2700.00' });
    expect((await office.lastAudit())?.action).toBe('order.pack');
    await packed(placed.id, ugu!.id, { outcome: 'unavailable' });
    await moveTo(placed.id, 'out_for_delivery');
    refusal(await pack(placed.id, ugu!.id, { outcome: null }), 422, 'status', ADMIN_MESSAGES.notPacking);
  });

  it('keeps a naira-off code’s naira, never more than what the goods come to (decision 051)', async () => {
    const code = await newCode('PACK', { kind: 'amount', value: 500 });
    const placed = await codeOrder(code);
    expect(placed.discount).toEqual({ code, amount: '500.00' });
    const fee = Number(placed.delivery_fee);
    expect(placed.total).toBe((3000 + 1600 - 500 + fee).toFixed(2));
    await moveTo(placed.id, 'confirmed');
    // The ugu is left out: the yam still pays for the ₦500 off.
    let detail = await packed(placed.id, placed.items[1]!.id, { outcome: 'unavailable' });
    expect(detail.final_total).toBe((3000 - 500 + fee).toFixed(2));
    // The yam too: nothing is left to take the discount from, and the total never goes below the fee.
    detail = await packed(placed.id, placed.items[0]!.id, { outcome: 'unavailable' });
    expect(detail.final_total).toBe(fee.toFixed(2));
  });

  /** The packing mail of the order, as the shopper gets it. */
  async function packingMail(orderId: number): Promise<Mail> {
    const sent: Mail[] = [];
    await sendOrderMail(bed.database.db, { send: async (mail) => void sent.push(mail) }, PUBLIC_URL, {
      mail: 'packing-changed',
      orderId,
    });
    return sent[0]!;
  }

  it('re-prices a percent code and paying ahead on the packed goods: 10 % stays 10 % (decision 051)', async () => {
    const code = await newCode('PCT', { kind: 'percent', value: 10 });
    expect(
      (await bed.call('PATCH', '/admin/settings', tokens.owner, { pay_ahead_percent: 5 })).statusCode,
    ).toBe(200);
    try {
      const placed = await codeOrder(code, 'bank_transfer');
      // ₦4,600 of goods: 10 % is ₦460; paying ahead 5 % of the ₦4,140 left is ₦207.
      expect(placed.discount).toEqual({ code, amount: '460.00' });
      expect(placed.pay_ahead).toEqual({ percent: 5, amount: '207.00' });
      expect(placed.packed_deal).toBeNull();
      const fee = Number(placed.delivery_fee);
      const received = await bed.call('POST', `/admin/orders/${placed.id}/payment-received`, tokens.owner);
      expect(received.statusCode).toBe(200);
      await moveTo(placed.id, 'confirmed');
      // The ugu left out: ₦3,000 of goods, 10 % is ₦300, 5 % of ₦2,700 is ₦135: ₦2,565 and the fee.
      const detail = await packed(placed.id, placed.items[1]!.id, { outcome: 'unavailable' });
      expect(detail.packed_deal).toEqual({
        discount: { code, amount: '300.00' },
        pay_ahead: { percent: 5, amount: '135.00' },
        dropped: false,
      });
      expect(detail.final_total).toBe((2565 + fee).toFixed(2));
      expect(detail.discount).toEqual({ code, amount: '460.00' });
      const shopper = dataEnvelope(orderDetailSchema).parse(
        (await bed.call('GET', `/orders/${placed.id}`, office.buyer.token)).json(),
      ).data;
      expect(shopper.packed_deal).toEqual(detail.packed_deal);
      expect(shopper.refund_due).toBe((4600 - 460 - 207 - 2565).toFixed(2));
      await moveTo(placed.id, 'out_for_delivery');
      const mail = await packingMail(placed.id);
      expect(mail.text).toContain(`Discount (${code}) after packing: −₦300.00.`);
      expect(mail.text).toContain('Paying ahead (5%) after packing: −₦135.00.');
      expect(mail.text).toContain('We will send ₦1,368.00 back to you by bank transfer');
    } finally {
      await bed.call('PATCH', '/admin/settings', tokens.owner, { pay_ahead_percent: null });
    }
  });

  it('drops a naira-off code when the packed goods fall below its minimum, and says so (decision 051)', async () => {
    const code = await newCode('MIN', { kind: 'amount', value: 500, min_subtotal: 4000 });
    const placed = await codeOrder(code);
    const fee = Number(placed.delivery_fee);
    await moveTo(placed.id, 'confirmed');
    // ₦4,600 → ₦3,000 of goods, under the ₦4,000 minimum: the ₦500 off goes.
    const detail = await packed(placed.id, placed.items[1]!.id, { outcome: 'unavailable' });
    expect(detail.packed_deal).toEqual({
      discount: { code, amount: '0.00' },
      pay_ahead: null,
      dropped: true,
    });
    expect(detail.final_total).toBe((3000 + fee).toFixed(2));
    expect(detail.amount_due).toBe((3000 + fee).toFixed(2));
    // Put back: the goods are over the minimum again, and the code counts again.
    const undone = await packed(placed.id, placed.items[1]!.id, { outcome: null });
    expect(undone.packed_deal).toBeNull();
    expect(undone.final_total).toBe(placed.total);
    await packed(placed.id, placed.items[1]!.id, { outcome: 'unavailable' });
    await moveTo(placed.id, 'out_for_delivery');
    const mail = await packingMail(placed.id);
    expect(mail.text).toContain(
      `The code ${code} no longer applies: the packed goods came to less than its minimum spend.`,
    );
    expect(mail.text).toContain(
      `New total: ₦${(3000 + fee).toLocaleString('en-NG', { minimumFractionDigits: 2 })}.`,
    );
  });

  // Issue 43 item 8: the shopper's "send a similar item" was shown nowhere after checkout.
  it('says in the order mails which lines the shopper would take a similar item for', async () => {
    const placed = await order([
      { ...bunch(), quantity: 1, ifUnavailable: 'substitute' },
      { ...tuber(), quantity: 1 },
    ]);
    const sent: Mail[] = [];
    const mailer = { send: async (mail: Mail) => void sent.push(mail) };
    await sendOrderMail(bed.database.db, mailer, PUBLIC_URL, { mail: 'order-received', orderId: placed.id });
    await sendOrderMail(bed.database.db, mailer, PUBLIC_URL, { mail: 'new-order', orderId: placed.id });
    expect(sent).toHaveLength(2);
    for (const mail of sent) {
      expect(mail.text).toMatch(/× 1 \(if it runs out: send a similar item\): ₦800\.00\n/);
      expect(mail.text.match(/similar item/g)).toHaveLength(1);
      expect(mail.html).toContain('× 1 (if it runs out: send a similar item)</td>');
    }
  });

  it('substitutes only when the shopper allowed it, a dearer substitute at the original price', async () => {
    const placed = await order([
      { ...bunch(), quantity: 1, ifUnavailable: 'substitute' },
      { ...tuber(), quantity: 1 },
    ]);
    const [ugu, yamLine] = placed.items;
    expect(ugu!.if_unavailable).toBe('substitute');
    expect(yamLine!.if_unavailable).toBe('refund');
    await moveTo(placed.id, 'confirmed');
    const basket = unitOf(produce.greens, 'basket');
    refusal(
      await pack(placed.id, yamLine!.id, { substitute_product_unit_id: basket.id }),
      422,
      'substitute_product_unit_id',
      ADMIN_MESSAGES.substituteRefused,
    );
    refusal(
      await pack(placed.id, ugu!.id, { substitute_product_unit_id: 2_000_000_000 }),
      422,
      'substitute_product_unit_id',
      ADMIN_MESSAGES.substituteUnknown,
    );
    const stockBefore = await bed.stockOf(basket.id);
    const detail = await packed(placed.id, ugu!.id, { substitute_product_unit_id: basket.id, quantity: 1 });
    expect(detail.items[0]).toMatchObject({
      outcome: 'substituted',
      substitute: {
        product_unit_id: basket.id,
        product_name: produce.greens.name,
        unit_label: '1 basket',
        quantity: 1,
      },
      // ₦1,200 basket for an ₦800 bunch: charged ₦800.
      final_total: '800.00',
    });
    expect(await bed.stockOf(basket.id)).toBe(stockBefore - 1);
    expect(await bed.stockOf(bunch().unitId)).toBe(99);
  });
});

describe('settling at out_for_delivery', () => {
  it('a paid bank transfer: the exact difference refunded once, and one mail that says so', async () => {
    const placed = await order(
      [
        { ...tuber(), quantity: 1 },
        { ...bunch(), quantity: 1 },
      ],
      'bank_transfer',
    );
    const received = await bed.call('POST', `/admin/orders/${placed.id}/payment-received`, tokens.owner);
    expect(received.statusCode).toBe(200);
    await moveTo(placed.id, 'confirmed');
    await packed(placed.id, placed.items[0]!.id, { weighed_kg: 1.85 });
    await packed(placed.id, placed.items[1]!.id, { outcome: 'unavailable' });
    expect(await refundsOf(placed.id)).toEqual([]);
    const settled = await moveTo(placed.id, 'out_for_delivery');
    // 2 kg estimated at ₦1,500: ₦3,000; 1.85 kg: ₦2,775 (₦225 back) and the ₦800 ugu left out.
    expect(Number(settled.total) - Number(settled.final_total)).toBe(1025);
    const rows = await refundsOf(placed.id);
    expect(rows).toEqual([
      expect.objectContaining({
        method: 'bank_transfer',
        reason: 'packing',
        amountKobo: 102_500,
        status: 'pending',
      }),
    ]);
    await moveTo(placed.id, 'delivered');
    expect(await refundsOf(placed.id)).toHaveLength(1);

    // The CSV shows ordered against sent, and the final total.
    const csv = await bed.call('GET', `/admin/orders/export.csv?q=${placed.id}`, tokens.staff);
    const row = csv.body.split('\r\n').find((line) => line.startsWith(`${placed.id},`));
    expect(row).toContain(`,${settled.final_total},`);
    expect(row).toContain('× 1: Weighed 1.85 kg; ');
    expect(row).toContain('× 1: Not available: left out');

    const mails = await packingMailsOf(placed.id);
    expect(mails).toHaveLength(1);
    const sent: Mail[] = [];
    await sendOrderMail(bed.database.db, { send: async (mail) => void sent.push(mail) }, PUBLIC_URL, {
      mail: 'packing-changed',
      orderId: placed.id,
    });
    expect(sent[0]?.subject).toContain('new total ₦');
    expect(sent[0]?.text).toContain('estimated 2 kg, weighed 1.85 kg: ₦2,775.00 (estimate ₦3,000.00)');
    expect(sent[0]?.text).toContain('not available today, left out (₦800.00 off)');
    expect(sent[0]?.text).toContain('We will send ₦1,025.00 back to you by bank transfer');
  });

  it('pay on delivery: no refund, the rider collects the final total; nothing changed: no mail', async () => {
    const placed = await order([{ ...tuber(), quantity: 1 }]);
    await moveTo(placed.id, 'confirmed');
    await packed(placed.id, placed.items[0]!.id, { weighed_kg: 1.5 });
    const settled = await moveTo(placed.id, 'out_for_delivery');
    expect(settled.final_total).toBe((Number(placed.total) - 750).toFixed(2));
    expect(await refundsOf(placed.id)).toEqual([]);
    expect(await packingMailsOf(placed.id)).toHaveLength(1);

    const untouched = await order([{ ...bunch(), quantity: 1 }]);
    await moveTo(untouched.id, 'confirmed');
    await moveTo(untouched.id, 'out_for_delivery');
    expect(await packingMailsOf(untouched.id)).toEqual([]);
  });

  // Issue 43 item 14: a line weighed at its estimate was listed as a change, and alone sent a mail.
  it('leaves a weighed line at its price out of the mail, and sends none for it alone', async () => {
    const placed = await order([
      { ...tuber(), quantity: 1 },
      { ...bunch(), quantity: 1 },
    ]);
    await moveTo(placed.id, 'confirmed');
    await packed(placed.id, placed.items[0]!.id, { weighed_kg: 2 });
    await packed(placed.id, placed.items[1]!.id, { outcome: 'unavailable' });
    await moveTo(placed.id, 'out_for_delivery');
    expect(await packingMailsOf(placed.id)).toHaveLength(1);
    const sent: Mail[] = [];
    await sendOrderMail(bed.database.db, { send: async (mail) => void sent.push(mail) }, PUBLIC_URL, {
      mail: 'packing-changed',
      orderId: placed.id,
    });
    expect(sent[0]?.text).toContain('not available today, left out (₦800.00 off)');
    expect(sent[0]?.text).not.toContain('estimated 2 kg, weighed 2 kg');

    const asEstimated = await order([{ ...tuber(), quantity: 1 }]);
    await moveTo(asEstimated.id, 'confirmed');
    await packed(asEstimated.id, asEstimated.items[0]!.id, { weighed_kg: 2 });
    await moveTo(asEstimated.id, 'out_for_delivery');
    expect(await packingMailsOf(asEstimated.id)).toEqual([]);
  });

  it('a paid card: one card refund of the exact difference, queued as one job', async () => {
    const placed = await order([{ ...tuber(), quantity: 1 }], 'cards');
    standIn.charge(placed.payment!.reference, 'success');
    const verified = await bed.call('POST', '/payments/verify', office.buyer.token, {
      reference: placed.payment!.reference,
    });
    expect(verified.json()).toMatchObject({ data: { payment_status: 'paid' } });
    await moveTo(placed.id, 'confirmed');
    await packed(placed.id, placed.items[0]!.id, { weighed_kg: 1.8 });
    await moveTo(placed.id, 'out_for_delivery');
    const rows = await refundsOf(placed.id);
    expect(rows).toEqual([
      expect.objectContaining({ method: 'cards', reason: 'packing', amountKobo: 30_000, status: 'pending' }),
    ]);
    const refundJobs = (await bed.database.db.select().from(jobs).where(eq(jobs.kind, 'card-refund'))).filter(
      (job) => (job.payload as { refundId: number }).refundId === rows[0]!.id,
    );
    expect(refundJobs).toHaveLength(1);
  });
});
