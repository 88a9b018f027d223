import { dataEnvelope } from '@oko/shared/schemas/api';
import { orderDetailSchema } from '@oko/shared/schemas/order';
import { describe, expect, it } from 'vitest';
import { COMMAND_ADMIN_TOKEN, useServerCommand } from '../testing/server-command';
import { USAGE, parseArgs, runStatusCommand } from './status-command';
import { line, useOrdersTestbed } from './test-helpers';

const bed = useOrdersTestbed({ orders: { adminToken: COMMAND_ADMIN_TOKEN } });
const command = useServerCommand(bed, runStatusCommand, {});
const run = command.run;

async function placeOrder(): Promise<number> {
  const shopper = await bed.shopper();
  const channels = (await bed.call('GET', '/delivery-channel')).json() as { data: { id: number }[] };
  const response = await bed.call('POST', '/create-order', shopper.token, {
    delivery_channel_id: channels.data[0]!.id,
    payment_method: 'pay_on_delivery',
    address_id: shopper.addressId,
    order_data: [line(bed.units.rice, 1)],
  });
  return dataEnvelope(orderDetailSchema).parse(response.json()).data.id;
}

describe('npm run order:status -- <orderId> <status>', () => {
  it('refuses missing or malformed arguments with a clear message', async () => {
    expect(parseArgs([])).toBe(USAGE);
    expect(parseArgs(['12'])).toBe(USAGE);
    expect(parseArgs(['twelve', 'confirmed'])).toBe(
      `"twelve" is not an order id (a whole number from 1).\n${USAGE}`,
    );
    expect(parseArgs(['0', 'confirmed'])).toMatch(/^"0" is not an order id/);
    expect(parseArgs(['12', 'shipped'])).toBe(
      '"shipped" is not an order status. Use one of: pending, confirmed, processing, out_for_delivery, delivered, cancelled.',
    );
    expect(parseArgs(['12', 'confirmed'])).toEqual({ orderId: 12, status: 'confirmed' });
    const result = await run(['12', 'shipped']);
    expect(result.code).toBe(1);
    expect(result.err).toEqual([expect.stringMatching(/^"shipped" is not an order status/) as string]);
  });

  it('changes the status through the running server and prints the timeline', async () => {
    const orderId = await placeOrder();
    const result = await run([String(orderId), 'confirmed']);
    expect(result.err).toEqual([]);
    expect(result.code).toBe(0);
    expect(result.opened).toBe(0);
    expect(result.out[0]).toBe(
      `Order ${orderId}: pending → confirmed (Confirmed), through the server at ${command.serverUrl}.`,
    );
    expect(result.out.slice(1)).toEqual([
      expect.stringMatching(/^ {2}\S+Z {2}pending$/) as string,
      expect.stringMatching(/^ {2}\S+Z {2}confirmed$/) as string,
    ]);
  });

  it('prints why a move is refused and exits 1', async () => {
    const orderId = await placeOrder();
    expect((await run([String(orderId), 'delivered'])).code).toBe(0);
    const refused = await run([String(orderId), 'cancelled']);
    expect(refused.code).toBe(1);
    expect(refused.err).toEqual([
      `Order ${orderId} was not changed: The order is delivered; its status can no longer change.`,
    ]);
    const unknown = await run(['999999', 'confirmed']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toEqual(['Order 999999 was not changed: Order not found']);
  });

  it('says so when the server does not take the token (another DATA_DIR), without opening the database', async () => {
    const orderId = await placeOrder();
    for (const adminToken of ['not-the-token', undefined]) {
      const result = await run([String(orderId), 'confirmed'], { adminToken });
      expect(result.code).toBe(1);
      expect(result.opened).toBe(0);
      expect(result.err[0]).toMatch(/did not accept the admin token of this DATA_DIR/);
    }
  });

  it('opens the database itself only when no server answers', async () => {
    const orderId = await placeOrder();
    const result = await run([String(orderId), 'processing'], { serverUrl: command.deadUrl });
    expect(result.code).toBe(0);
    expect(result.opened).toBe(1);
    expect(result.out[0]).toBe(`Order ${orderId}: pending → processing (Processing), in the test database.`);
    const refused = await run([String(orderId), 'confirmed'], { serverUrl: undefined });
    expect(refused.code).toBe(1);
    expect(refused.err[0]).toMatch(/cannot become confirmed/);

    const nothing = await run([String(orderId), 'delivered'], {
      serverUrl: command.deadUrl,
      openDirect: async () =>
        'No shop database in /nowhere/db and no server at 127.0.0.1:3000: check DATA_DIR and PORT.',
    });
    expect(nothing.code).toBe(1);
    expect(nothing.err).toEqual([
      'No shop database in /nowhere/db and no server at 127.0.0.1:3000: check DATA_DIR and PORT.',
    ]);
  });
});
