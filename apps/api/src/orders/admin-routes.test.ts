// The back office's orders (orders/admin-routes.ts): the list and its filters, one order, its status, the CSV
// export and the pick list.
// On PGlite, and on PostgreSQL with DATABASE_URL.
import { lagosStamp } from '@oko/shared/lagos-time';
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import { adminOrderDetailSchema } from '@oko/shared/schemas/admin-orders';
import { dataEnvelope, errorBodySchema } from '@oko/shared/schemas/api';
import { orderDetailSchema } from '@oko/shared/schemas/order';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { line } from '../testing/orders';
import { useBackOfficeTestbed } from '../testing/back-office';
import { newShopperForm, signUpShopper } from '../testing/shoppers';
import { exportOrdersCsv } from './admin-service';

const office = useBackOfficeTestbed();
const { bed, tokens, ids, placeOrder, lastAudit } = office;

describe('orders', () => {
  it('lists every shopper’s orders newest first, paged, with the shopper and channel', async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    const response = await bed.call('GET', '/admin/orders?per_page=2', tokens.staff);
    expect(response.statusCode).toBe(200);
    const page = response.json() as { data: { id: number; customer: object }[]; meta: { total: number } };
    expect(page.data.map((order) => order.id)).toEqual([second, first]);
    expect(page.data[0]).toMatchObject({
      status: 'pending',
      payment_method: 'pay_on_delivery',
      customer: { name: 'Adaeze', last_name: 'Okafor' },
      delivery_channel_name: expect.any(String) as string,
    });
    expect(page.meta).toMatchObject({ current_page: 1, per_page: 2 });
    expect(page.meta.total).toBeGreaterThanOrEqual(2);
  });

  it('filters by status, payment method, dates and a search of number, e-mail or name', async () => {
    const other = await bed.shopper();
    const bank = await placeOrder(bed.units.rice, 1, 'bank_transfer', other);
    const email = (
      (await bed.call('GET', '/auth/profile', other.token)).json() as { data: { email: string } }
    ).data.email;
    const idsOf = async (query: string) => {
      const response = await bed.call('GET', `/admin/orders?per_page=100&${query}`, tokens.owner);
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: { id: number }[] }).data.map((order) => order.id);
    };
    expect(await idsOf(`q=${encodeURIComponent(email)}`)).toEqual([bank]);
    expect(await idsOf(`q=${encodeURIComponent(email.slice(0, 20).toUpperCase())}`)).toEqual([bank]);
    expect(await idsOf(`q=${bank}`)).toContain(bank);
    expect(await idsOf(`q=%23${bank}`)).toContain(bank);
    expect(await idsOf('q=Adaeze%20Okafor')).toContain(bank);
    expect(await idsOf('q=nobody-is-called-this')).toEqual([]);
    expect(await idsOf('payment_method=bank_transfer')).toContain(bank);
    expect(await idsOf('payment_method=pay_on_delivery')).not.toContain(bank);
    expect(await idsOf('status=pending')).toContain(bank);
    expect(await idsOf('status=delivered')).not.toContain(bank);
    const today = new Date(Date.now() + 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(await idsOf(`from=${today}&to=${today}`)).toContain(bank);
    expect(await idsOf('from=2020-01-01&to=2020-01-31')).toEqual([]);

    for (const [query, field] of [
      ['status=shipped', 'status'],
      ['payment_method=cash', 'payment_method'],
      ['from=01-03-2026', 'from'],
      ['from=2026-03-02&to=2026-03-01', 'to'],
      ['page=0', 'page'],
    ]) {
      const refused = await bed.call('GET', `/admin/orders?${query}`, tokens.owner);
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(errorBodySchema.parse(refused.json()).errors ?? {})).toEqual([field]);
    }
  });

  it('tells paid from unpaid: filters by payment_status, each row answering its own (issue 23)', async () => {
    const transfer = await placeOrder(bed.units.rice, 1, 'bank_transfer');
    const cash = await placeOrder();
    const marked = await bed.call('POST', `/admin/orders/${transfer}/payment-received`, tokens.owner);
    expect(marked.statusCode).toBe(200);
    const rowsOf = async (query: string) => {
      const response = await bed.call('GET', `/admin/orders?per_page=100&${query}`, tokens.staff);
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: { id: number; payment_status: string }[] }).data;
    };
    const paid = await rowsOf('payment_status=paid');
    expect(paid.map((row) => row.id)).toContain(transfer);
    expect(paid.map((row) => row.id)).not.toContain(cash);
    expect(paid.every((row) => row.payment_status === 'paid')).toBe(true);
    const unpaid = await rowsOf('payment_status=awaiting_payment');
    expect(unpaid.map((row) => row.id)).toContain(cash);
    expect(unpaid.map((row) => row.id)).not.toContain(transfer);
    expect(unpaid.every((row) => row.payment_status === 'awaiting_payment')).toBe(true);
    const all = await rowsOf('');
    expect(all.find((row) => row.id === transfer)?.payment_status).toBe('paid');
    expect(all.find((row) => row.id === cash)?.payment_status).toBe('awaiting_payment');
    const csv = await bed.call('GET', '/admin/orders/export.csv?payment_status=paid', tokens.owner);
    expect(csv.body).toContain(`\r\n${transfer},`);
    expect(csv.body).not.toContain(`\r\n${cash},`);
    const refused = await bed.call('GET', '/admin/orders?payment_status=not_required', tokens.owner);
    expect(refused.statusCode).toBe(422);
    expect(errorBodySchema.parse(refused.json()).errors).toEqual({
      payment_status: ['payment_status must be one of awaiting_payment, paid, failed, refunded'],
    });
  });

  it('shows one order with lines, totals, shopper, address, channel, payment, history, next statuses', async () => {
    const orderId = await placeOrder(bed.units.rice, 2, 'bank_transfer');
    const response = await bed.call('GET', `/admin/orders/${orderId}`, tokens.staff);
    expect(response.statusCode).toBe(200);
    const order = dataEnvelope(adminOrderDetailSchema).parse(response.json()).data;
    expect(order).toMatchObject({
      id: orderId,
      status: 'pending',
      payment_method: 'bank_transfer',
      payment_status: 'awaiting_payment',
      items_count: 2,
      customer: { id: expect.any(Number) as number, name: 'Adaeze', last_name: 'Okafor' },
      delivery_address: { state: 'Lagos', city: 'Lekki' },
      history: [{ status: 'pending' }],
      next_statuses: ['confirmed', 'processing', 'out_for_delivery', 'delivered', 'cancelled'],
      payment_attempts: [],
    });
    expect(order.items).toHaveLength(1);
    expect(order.bank_details).not.toBeNull();
    const missing = await bed.call('GET', '/admin/orders/999999', tokens.owner);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Order not found' });
  });

  it('shows the phone the shopper gave at checkout, for the rider to call (issue 13)', async () => {
    const shopper = await bed.shopper();
    const { rice } = bed.units;
    await bed.setStock(rice.unitId, Math.max(await bed.stockOf(rice.unitId), 51));
    const placed = await bed.call('POST', '/create-order', shopper.token, {
      delivery_channel_id: office.channelId,
      payment_method: 'pay_on_delivery',
      address_id: shopper.addressId,
      order_data: [line(rice, 1)],
      phone: '0812 345 6789',
    });
    expect(placed.statusCode).toBe(201);
    const { id } = dataEnvelope(orderDetailSchema).parse(placed.json()).data;
    const shown = await bed.call('GET', `/admin/orders/${id}`, tokens.staff);
    expect(dataEnvelope(adminOrderDetailSchema).parse(shown.json()).data.phone).toBe('+2348123456789');
  });

  it('PATCH moves an order along the state machine, refuses a forbidden move with 422, audit-logs each', async () => {
    const orderId = await placeOrder();
    const confirmed = await bed.call('PATCH', `/admin/orders/${orderId}`, tokens.staff, {
      status: 'confirmed',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: `Order ${orderId} is now Confirmed.`,
      data: { status: 'confirmed', history: [{ status: 'pending' }, { status: 'confirmed' }] },
    });
    expect(await lastAudit()).toMatchObject({
      userId: ids.staff,
      action: 'order.status',
      entityId: orderId,
      before: { status: 'pending' },
      after: { status: 'confirmed' },
    });
    const backwards = await bed.call('PATCH', `/admin/orders/${orderId}`, tokens.owner, {
      status: 'pending',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toEqual({
      message:
        'An order that is confirmed cannot become pending; it can become processing, out_for_delivery, delivered, cancelled.',
      errors: {
        status: [
          'An order that is confirmed cannot become pending; it can become processing, out_for_delivery, delivered, cancelled.',
        ],
      },
    });
    const unknown = await bed.call('PATCH', `/admin/orders/${orderId}`, tokens.owner, { status: 'shipped' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ errors: { status: [ADMIN_MESSAGES.status] } });
    const tracking = await bed.call('GET', `/orders/${orderId}/tracking`, office.buyer.token);
    expect(tracking.json()).toMatchObject({ data: { status: 'confirmed' } });
  });

  it('cancelling puts the stock back', async () => {
    const { yam } = bed.units;
    const orderId = await placeOrder(yam, 3);
    const left = await bed.stockOf(yam.unitId);
    const cancelled = await bed.call('PATCH', `/admin/orders/${orderId}`, tokens.owner, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ data: { status: 'cancelled', next_statuses: [] } });
    expect(await bed.stockOf(yam.unitId)).toBe(left + 3);
  });
});

describe('packing and export', () => {
  it('exports the filtered orders as CSV, defusing cells a spreadsheet would run', async () => {
    const form = { ...newShopperForm(), name: '=HYPERLINK("x")', last_name: 'Okafor, Jr.' };
    const signed = await signUpShopper(bed, { form });
    const address = await bed.call('POST', '/address', signed.token, {
      country_id: '1',
      state_id: '1',
      street_no: '1',
      nearest_landmark: '',
      address: 'Farm Road',
      city: 'Ibadan',
      zip_code: '',
    });
    const shopper = { token: signed.token, addressId: (address.json() as { data: { id: number } }).data.id };
    const orderId = await placeOrder(bed.units.rice, 2, 'bank_transfer', shopper, '0803 123 4567');
    const response = await bed.call(
      'GET',
      `/admin/orders/export.csv?q=${encodeURIComponent(form.email)}`,
      tokens.staff,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = response.body.trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'order,placed_at (+01:00),status,payment_method,payment_status,first_name,last_name,email,phone,delivery_channel,delivery_window,state,area,city,items,subtotal,discount_code,discount,pay_ahead,delivery_fee,total,final_total,amount_paid,amount_refunded,amount_due,refund_due,credit_used,packing',
    );
    expect(rows).toHaveLength(2);
    // Placed in Lagos time, as a spreadsheet reads a date and time (issue 43 item 9).
    const placed = await bed.call('GET', `/admin/orders/${orderId}`, tokens.staff);
    const placedAt = lagosStamp(
      new Date((placed.json() as { data: { created_at: string } }).data.created_at),
    );
    expect(rows[1]).toMatch(
      new RegExp(
        `^${orderId},${placedAt},pending,bank_transfer,Awaiting transfer,"'=HYPERLINK\\(""x""\\)","Okafor, Jr\\.",${form.email.replace(/[.+]/g, '\\$&')},0803 123 4567,`,
      ),
    );
    const refused = await bed.call('GET', '/admin/orders/export.csv?status=lost', tokens.staff);
    expect(refused.statusCode).toBe(422);
  });

  it('exports more orders than one page whole and in order, the same bytes as in one page (issue 45)', async () => {
    const shopper = await bed.shopper();
    const email = (
      (await bed.call('GET', '/auth/profile', shopper.token)).json() as { data: { email: string } }
    ).data.email;
    const placed: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      placed.push(await placeOrder(bed.units.rice, index + 1, 'pay_on_delivery', shopper));
    }
    // Three placed in the same microsecond: the export's pages must part them by number, as the list does.
    await bed.database.db
      .update(orders)
      .set({ createdAt: sql`(select created_at from orders where id = ${placed[1]!})` })
      .where(inArray(orders.id, placed.slice(1, 4)));
    const query = `q=${encodeURIComponent(email)}`;
    const listed = await bed.call('GET', `/admin/orders?per_page=100&${query}`, tokens.staff);
    const newestFirst = (listed.json() as { data: { id: number }[] }).data.map((order) => order.id);
    expect(newestFirst).toEqual([...placed].reverse());

    const response = await bed.call('GET', `/admin/orders/export.csv?${query}`, tokens.staff);
    expect(response.statusCode).toBe(200);
    const rows = response.body.trimEnd().split('\r\n');
    expect(rows.slice(1).map((row) => Number(row.split(',')[0]))).toEqual(newestFirst);

    // Two orders a page: three pages, each read after the last order of the one before.
    let paged = '';
    for await (const piece of await exportOrdersCsv(bed.database.db, { q: email }, 2)) paged += piece;
    expect(paged).toBe(response.body);
  });

  it('gives the pick list of confirmed orders: each in full, and each unit’s total to gather', async () => {
    const { yam, yamBag } = bed.units;
    const first = await placeOrder(yam, 2);
    const second = await placeOrder(yam, 3);
    const third = await placeOrder(yamBag, 1);
    for (const id of [first, second, third]) {
      await bed.call('PATCH', `/admin/orders/${id}`, tokens.staff, { status: 'confirmed' });
    }
    const response = await bed.call('GET', '/admin/pick-list', tokens.staff);
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as {
      data: {
        orders: { id: number; status: string }[];
        lines: { product_unit_id: number; quantity: number }[];
      };
    };
    const ids = data.orders.map((order) => order.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(data.orders.every((order) => order.status === 'confirmed')).toBe(true);
    const confirmedYam = data.orders.filter((order) => ids.includes(order.id));
    expect(confirmedYam.length).toBeGreaterThanOrEqual(3);
    const yamLine = data.lines.find((entry) => entry.product_unit_id === yam.unitId);
    const bagLine = data.lines.find((entry) => entry.product_unit_id === yamBag.unitId);
    expect(yamLine?.quantity).toBeGreaterThanOrEqual(5);
    expect(bagLine?.quantity).toBeGreaterThanOrEqual(1);
    // Every confirmed order's lines, summed per unit.
    let yamTotal = 0;
    for (const id of ids) {
      const order = dataEnvelope(adminOrderDetailSchema).parse(
        (await bed.call('GET', `/admin/orders/${id}`, tokens.staff)).json(),
      ).data;
      yamTotal += order.items
        .filter((item) => item.product_unit_id === yam.unitId)
        .reduce((sum, item) => sum + item.quantity, 0);
    }
    expect(yamLine?.quantity).toBe(yamTotal);
  });
});
