// Issue 44: without APP_URL an order's mails link to the address the shopper placed it from, not to
// http://localhost:PORT, whichever mail it is and whoever's action sends it.
import { dataEnvelope } from '@oko/shared/schemas/api';
import { orderDetailSchema } from '@oko/shared/schemas/order';
import { describe, expect, it } from 'vitest';
import { useBackOfficeTestbed } from '../testing/back-office';
import { line } from '../testing/orders';

const office = useBackOfficeTestbed();
const { bed, tokens } = office;

describe('order mail without APP_URL', () => {
  it('links to the address the order was placed from, in the order’s first mail and its later ones', async () => {
    await bed.setStock(bed.units.rice.unitId, 50);
    await bed.takeMail();
    const placed = await bed.app.inject({
      method: 'POST',
      url: '/api/v1/create-order',
      headers: { authorization: `Bearer ${office.buyer.token}`, host: 'oko.example.ng:8443' },
      payload: {
        delivery_channel_id: office.channelId,
        payment_method: 'pay_on_delivery',
        address_id: office.buyer.addressId,
        order_data: [line(bed.units.rice, 1)],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = dataEnvelope(orderDetailSchema).parse(placed.json()).data;
    const tracking = `http://oko.example.ng:8443/users/orders/tracking?orderId=${order.id}`;

    const [received] = await bed.takeMail();
    expect(received?.text).toContain(tracking);
    expect(received?.text).not.toContain('localhost');

    // The owner confirms it from another address: the shopper's link stays theirs.
    const confirmed = await bed.call('PATCH', `/admin/orders/${order.id}`, tokens.owner, {
      status: 'confirmed',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [statusMail] = await bed.takeMail();
    expect(statusMail?.text).toContain(tracking);
  });
});
