import { createServer } from 'node:net';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { orderDetailSchema } from '@oko/shared/schemas/order';
import { beforeAll, describe, expect, it } from 'vitest';
import { type StatusCommandDeps, USAGE, parseArgs, runStatusCommand } from './status-command';
import { line, useOrdersTestbed } from './test-helpers';

const ADMIN_TOKEN = 'the-owner-of-oko-farm-'.padEnd(48, 'z');
const bed = useOrdersTestbed({ orders: { adminToken: ADMIN_TOKEN } });
let serverUrl: string;
/** A port where nothing listens. */
let deadUrl: string;

beforeAll(async () => {
  await bed.app.listen({ port: 0, host: '127.0.0.1' });
  const address = bed.app.server.address();
  serverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const probeAddress = probe.address();
  deadUrl = `http://127.0.0.1:${typeof probeAddress === 'object' && probeAddress ? probeAddress.port : 0}`;
  await new Promise((resolve) => probe.close(resolve));
});

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

/** Runs the command and collects what it prints. */
async function run(args: string[], deps: Partial<StatusCommandDeps> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  let opened = 0;
  const code = await runStatusCommand(args, {
    serverUrl,
    adminToken: ADMIN_TOKEN,
    openDirect: async () => {
      opened += 1;
      return { db: bed.database.db, close: async () => {}, describe: 'in the test database' };
    },
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    ...deps,
  });
  return { code, out, err, opened };
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
      `Order ${orderId}: pending → confirmed (Confirmed), through the server at ${serverUrl}.`,
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
    const result = await run([String(orderId), 'processing'], { serverUrl: deadUrl });
    expect(result.code).toBe(0);
    expect(result.opened).toBe(1);
    expect(result.out[0]).toBe(`Order ${orderId}: pending → processing (Processing), in the test database.`);
    const refused = await run([String(orderId), 'confirmed'], { serverUrl: undefined });
    expect(refused.code).toBe(1);
    expect(refused.err[0]).toMatch(/cannot become confirmed/);

    const nothing = await run([String(orderId), 'delivered'], {
      serverUrl: deadUrl,
      openDirect: async () =>
        'No shop database in /nowhere/db and no server at 127.0.0.1:3000: check DATA_DIR and PORT.',
    });
    expect(nothing.code).toBe(1);
    expect(nothing.err).toEqual([
      'No shop database in /nowhere/db and no server at 127.0.0.1:3000: check DATA_DIR and PORT.',
    ]);
  });
});
