import { dataEnvelope, errorBodySchema } from '@oko/shared/schemas/api';
import { orderDetailSchema, orderTrackingSchema } from '@oko/shared/schemas/order';
import { describe, expect, it } from 'vitest';
import { nextStatuses } from '@oko/shared/order-status';
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import { transitionProblem } from './order-status';
import { useBackOfficeTestbed } from '../testing/back-office';
import { line, openOrdersTestbed } from '../testing/orders';

describe('order status rules', () => {
  it('moves forward along the delivery path (skipping allowed) or to cancelled before delivery', () => {
    expect(nextStatuses('pending')).toEqual([
      'confirmed',
      'processing',
      'out_for_delivery',
      'delivered',
      'cancelled',
    ]);
    expect(nextStatuses('processing')).toEqual(['out_for_delivery', 'delivered', 'cancelled']);
    expect(nextStatuses('out_for_delivery')).toEqual(['delivered', 'cancelled']);
    expect(nextStatuses('delivered')).toEqual([]);
    expect(nextStatuses('cancelled')).toEqual([]);
    expect(transitionProblem('pending', 'confirmed')).toBeNull();
    expect(transitionProblem('confirmed', 'out_for_delivery')).toBeNull();
    expect(transitionProblem('out_for_delivery', 'cancelled')).toBeNull();
  });

  it('says why a move is refused', () => {
    expect(transitionProblem('confirmed', 'pending')).toBe(
      'An order that is confirmed cannot become pending; it can become processing, out_for_delivery, delivered, cancelled.',
    );
    expect(transitionProblem('pending', 'pending')).toBe('The order is already pending.');
    expect(transitionProblem('delivered', 'cancelled')).toBe(
      'The order is delivered; its status can no longer change.',
    );
    expect(transitionProblem('cancelled', 'confirmed')).toBe(
      'The order is cancelled; its status can no longer change.',
    );
  });
});

const office = useBackOfficeTestbed();
const { bed, tokens } = office;

async function placeOrder(orderData: ReturnType<typeof line>[]) {
  const response = await office.sendOrder({ paymentMethod: 'bank_transfer', lines: orderData });
  expect(response.statusCode).toBe(201);
  return dataEnvelope(orderDetailSchema).parse(response.json()).data;
}

function setStatus(orderId: number | string, status: string, token: string | null = tokens.owner) {
  return bed.call('PATCH', `/admin/orders/${orderId}`, token ?? undefined, { status });
}

async function trackingOf(orderId: number) {
  const response = await bed.call('GET', `/orders/${orderId}/tracking`, office.buyer.token);
  return dataEnvelope(orderTrackingSchema).parse(response.json()).data;
}

describe('PATCH /admin/orders/{orderId} (the back office moves an order)', () => {
  it('needs a back-office account: a guest or a bad token 401, a shopper 403', async () => {
    const placed = await placeOrder([line(bed.units.rice, 1)]);
    for (const [token, status, message] of [
      [null, 401, 'Unauthenticated.'],
      ['wrong', 401, 'Unauthenticated.'],
      [office.buyer.token, 403, ADMIN_MESSAGES.notBackOffice],
    ] as const) {
      const response = await setStatus(placed.id, 'confirmed', token);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ message });
    }
    expect((await trackingOf(placed.id)).status).toBe('pending');
  });

  it('moves an order forward, recording each step, so tracking shows the progress', async () => {
    const placed = await placeOrder([line(bed.units.rice, 1)]);
    const confirmed = await setStatus(placed.id, 'confirmed');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: `Order ${placed.id} is now Confirmed.`,
      data: { id: placed.id, status: 'confirmed', history: [{ status: 'pending' }, { status: 'confirmed' }] },
    });
    expect((await setStatus(placed.id, 'out_for_delivery')).statusCode).toBe(200);
    expect((await setStatus(placed.id, 'delivered')).statusCode).toBe(200);
    const tracking = await trackingOf(placed.id);
    expect(tracking.status).toBe('delivered');
    expect(tracking.history.map((entry) => entry.status)).toEqual([
      'pending',
      'confirmed',
      'out_for_delivery',
      'delivered',
    ]);
    const times = tracking.history.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const detail = dataEnvelope(orderDetailSchema).parse(
      (await bed.call('GET', `/orders/${placed.id}`, office.buyer.token)).json(),
    ).data;
    expect(detail.status).toBe('delivered');
    expect(Date.parse(detail.updated_at)).toBeGreaterThanOrEqual(Date.parse(detail.created_at));

    const backwards = await setStatus(placed.id, 'cancelled');
    // A move the state machine forbids is a 422 naming the status (issue 13's contract).
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toEqual({
      message: 'The order is delivered; its status can no longer change.',
      errors: { status: ['The order is delivered; its status can no longer change.'] },
    });
    expect((await trackingOf(placed.id)).history).toHaveLength(4);
  });

  it('cancelling puts the units back on the shelf, once', async () => {
    const { yam, yamBag } = bed.units;
    await bed.setStock(yam.unitId, 10);
    await bed.setStock(yamBag.unitId, 10);
    const placed = await placeOrder([line(yam, 3), line(yamBag, 2)]);
    expect([await bed.stockOf(yam.unitId), await bed.stockOf(yamBag.unitId)]).toEqual([7, 8]);
    expect((await setStatus(placed.id, 'processing')).statusCode).toBe(200);
    const cancelled = await setStatus(placed.id, 'cancelled');
    expect(cancelled.statusCode).toBe(200);
    expect([await bed.stockOf(yam.unitId), await bed.stockOf(yamBag.unitId)]).toEqual([10, 10]);
    const again = await setStatus(placed.id, 'cancelled');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'The order is already cancelled.',
      errors: { status: ['The order is already cancelled.'] },
    });
    expect([await bed.stockOf(yam.unitId), await bed.stockOf(yamBag.unitId)]).toEqual([10, 10]);
    expect((await trackingOf(placed.id)).history.map((entry) => entry.status)).toEqual([
      'pending',
      'processing',
      'cancelled',
    ]);
  });

  it('answers an unknown order with 404, and a bad id or status with 422', async () => {
    for (const id of [999_999, 99_999_999_999]) {
      const response = await setStatus(id, 'confirmed');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Order not found' });
    }
    const placed = await placeOrder([line(bed.units.rice, 1)]);
    const badStatus = await setStatus(placed.id, 'shipped');
    expect(badStatus.statusCode).toBe(422);
    expect(errorBodySchema.parse(badStatus.json()).errors).toEqual({ status: [ADMIN_MESSAGES.status] });
    expect((await setStatus('abc', 'confirmed')).statusCode).toBe(422);
  });

  it('is the one way: the retired command’s route (POST /admin/orders/{id}/status) is gone, even with a token', async () => {
    const token = 'owner-token-'.padEnd(48, 'x');
    const plain = await openOrdersTestbed({ adminToken: token });
    try {
      const response = await plain.call('POST', '/admin/orders/1/status', token, { status: 'confirmed' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    } finally {
      await plain.close();
    }
  });
});
