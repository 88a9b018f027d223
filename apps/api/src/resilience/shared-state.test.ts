// Issues 11 and 30, "every instance alike": two processes of the shop, each with a DATA_DIR of its own, on one
// PostgreSQL database, one Redis and one bucket (s3rver), as docs/deploy.md runs them on two machines. Wrong
// passwords sent to both are counted together (the throttles live in Redis); the token key and the owner's token
// come from the database, not a copied file; a photo uploaded through one is served by the other and is on no
// disk; a card payment started on one is finished on the other through the test gateway; and every job kind
// (an order's mail, a card payment's expiry, the reconciler's check) runs once although both run a job worker
// (claimed in the database, decision 014), seen by its effects: each mail once, one cancellation, one restock.
// Needs a PostgreSQL server (DATABASE_URL) and Redis (REDIS_URL or 127.0.0.1:6379); skipped without them, run in
// CI's PostgreSQL step.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { orderDetailSchema, paymentStartSchema } from '@oko/shared/schemas/order';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, serverSecrets, users } from '../db/schema';
import { type Shopper, line, useOrdersTestbed } from '../testing/orders';
import { CHECK_JOB, EXPIRY_JOB } from '../payments/jobs';
import { type S3StandIn, startS3StandIn, standInStore } from '../testing/s3-stand-in';
import { TEST_REDIS_URL, redisAnswers } from '../testing/redis';
import { registerVerifiedShopper, signUpShopper } from '../testing/shoppers';
import {
  type ApiProcess,
  TEST_JWT_SECRET,
  call,
  ledgerOf,
  mailSubjects,
  placeOrder,
  startApi,
  urlOf,
} from './api-process';

const PORTS = [3124, 3125] as const;
const ready = Boolean(process.env.DATABASE_URL) && (await redisAnswers());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 250 ms until it is true, for at most 20 s. */
async function until(check: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && !(await check())) await sleep(250);
}

/** Two more polls of each job worker: a second run of a job would have happened by now. */
const LONG_ENOUGH_FOR_A_SECOND_RUN_MS = 5_000;

describe.skipIf(!ready)(
  'two instances on one database, one Redis, one bucket (needs DATABASE_URL and Redis)',
  () => {
    const bed = useOrdersTestbed({ auth: { jwtSecret: new TextEncoder().encode(TEST_JWT_SECRET) } });
    let apis: ApiProcess[] = [];
    let s3: S3StandIn;
    let channelId: number;

    beforeAll(async () => {
      s3 = await startS3StandIn();
      // The token key the first instance would make, made here so the testbed's shoppers are signed with it; the
      // processes get no JWT_SECRET and read it from the database.
      await bed.database.db.insert(serverSecrets).values({ name: 'jwt-secret', value: TEST_JWT_SECRET });
      // A prefix of this run's own: counts left in Redis by another run do not count here.
      const env = {
        REDIS_URL: TEST_REDIS_URL,
        THROTTLE_KEY_PREFIX: `test-${randomUUID()}`,
        JWT_SECRET: '',
        ...s3.env,
      };
      apis = await Promise.all(PORTS.map((port) => startApi(port, urlOf(bed.database.handle), { env })));
      const channels = (await bed.call('GET', '/delivery-channel')).json() as { data: { id: number }[] };
      channelId = channels.data[0]!.id;
    });

    afterAll(async () => {
      await Promise.all(apis.map((api) => api.stop()));
      await s3?.close();
    });

    const origin = (api: ApiProcess) => new URL(api.url).origin;

    /** Confirm Order by card on `api`; the order as answered. */
    async function placeCardOrder(api: ApiProcess, shopper: Shopper) {
      const answer = await fetch(`${api.url}/create-order`, {
        method: 'POST',
        headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          delivery_channel_id: channelId,
          payment_method: 'cards',
          address_id: shopper.addressId,
          order_data: [line(bed.units.rice, 1)],
        }),
      });
      expect(answer.status).toBe(201);
      return dataEnvelope(orderDetailSchema.extend({ payment: paymentStartSchema.nullish() })).parse(
        await answer.json(),
      ).data;
    }

    async function orderOn(api: ApiProcess, shopper: Shopper, id: number) {
      const answer = await fetch(`${api.url}/orders/${id}`, {
        headers: { authorization: `Bearer ${shopper.token}` },
      });
      return dataEnvelope(orderDetailSchema.extend({ payment: paymentStartSchema.nullish() })).parse(
        await answer.json(),
      ).data;
    }

    /** Makes a queued job of the order due now, as its time would (a card payment's 30 minutes, 5 for a check). */
    const makeDue = (kind: string, key: string, value: string | number) =>
      bed.database.db.execute(
        sql`update jobs set run_at = now() where kind = ${kind} and payload->>${key} = ${String(value)}`,
      );

    const count = (subjects: string[], text: string) =>
      subjects.filter((subject) => subject.includes(text)).length;

    it('needs no file of its DATA_DIR: the token key and the owner’s token come from the database', async () => {
      for (const api of apis) {
        expect(existsSync(join(api.dataDir, 'jwt-secret')), api.url).toBe(false);
        expect(existsSync(join(api.dataDir, 'admin-token')), api.url).toBe(false);
      }
      const [row] = await bed.database.db
        .select({ value: serverSecrets.value })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, 'admin-token'));
      // Both take the one token the first of them made (a body the route refuses is a 422, a wrong token a 401).
      for (const api of apis) {
        const withToken = await call(`${api.url}/admin/owner`, {
          method: 'POST',
          headers: { authorization: `Bearer ${row!.value}`, 'content-type': 'application/json' },
          body: '{}',
        });
        expect(withToken.status, api.url).toBe(422);
        const wrong = await call(`${api.url}/admin/owner`, {
          method: 'POST',
          headers: { authorization: 'Bearer not-the-token', 'content-type': 'application/json' },
          body: '{}',
        });
        expect(wrong.status, api.url).toBe(401);
      }
    });

    it('serves a photo uploaded through one instance from the other; it is in the bucket, on no disk', async () => {
      const owner = await signUpShopper(bed);
      await bed.database.db.update(users).set({ role: 'owner' }).where(eq(users.id, owner.userId));
      const png = await sharp({
        create: { width: 1600, height: 1200, channels: 3, background: { r: 30, g: 90, b: 200 } },
      })
        .png()
        .toBuffer();
      const uploaded = await fetch(`${apis[0]!.url}/admin/products/${bed.units.rice.productId}/image`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'image/png' },
        body: png,
      });
      expect(uploaded.status).toBe(200);
      const url = ((await uploaded.json()) as { data: { image_url: string } }).data.image_url;
      expect(url).toMatch(/^\/media\/uploads\/products\/\d+-[0-9a-f]{16}\.webp$/);

      for (const path of [url, url.replace('.webp', '-400.webp'), url.replace('.webp', '-800.webp')]) {
        const served = await fetch(`${origin(apis[1]!)}${path}`);
        expect(served.status, path).toBe(200);
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const bytes = Buffer.from(await served.arrayBuffer());
        expect(await standInStore(s3).get(path.slice('/media/uploads/'.length))).toEqual(bytes);
      }
      expect(existsSync(join(apis[0]!.dataDir, 'media'))).toBe(false);
      expect(existsSync(join(apis[1]!.dataDir, 'media'))).toBe(false);
      // Both report the bucket to a load balancer.
      for (const api of apis) {
        expect((await call(`${api.url}/health`)).body).toEqual({ data: { status: 'ok', bucket: 'ok' } });
      }
    });

    it('finishes on the other instance a card payment started on one, through the test gateway; mails once', async () => {
      const shopper = await bed.shopper();
      const order = await placeCardOrder(apis[0]!, shopper);
      const checkout = new URL(order.payment!.authorization_url).pathname;
      // The load balancer sends the shopper's browser to the other instance: its page, its Pay.
      const page = await fetch(`${origin(apis[1]!)}${checkout}`);
      expect(page.status).toBe(200);
      const paid = await fetch(`${origin(apis[1]!)}${checkout}/pay`, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      // The other's webhook pays it; the first instance (back from the gateway) sees it paid.
      await until(async () => (await orderOn(apis[0]!, shopper, order.id)).payment_status === 'paid');
      const verified = await call(`${apis[0]!.url}/payments/verify`, {
        method: 'POST',
        headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ reference: order.payment!.reference }),
      });
      expect(verified.status).toBe(200);
      expect((await orderOn(apis[0]!, shopper, order.id)).payment_status).toBe('paid');

      await until(() => count(mailSubjects(apis), `card payment received for order #${order.id} `) > 0);
      await sleep(LONG_ENOUGH_FOR_A_SECOND_RUN_MS);
      const subjects = mailSubjects(apis);
      expect(count(subjects, `card payment received for order #${order.id} `)).toBe(1);
      expect(count(subjects, `: payment received for order #${order.id}`)).toBe(1);
    });

    it('runs a card payment’s expiry once: one cancellation, one restock, one mail', async () => {
      const shopper = await bed.shopper();
      const before = await ledgerOf(urlOf(bed.database.handle), bed.units.rice);
      const order = await placeCardOrder(apis[1]!, shopper);
      await makeDue(EXPIRY_JOB, 'orderId', order.id);
      await until(async () => (await orderOn(apis[0]!, shopper, order.id)).status === 'cancelled');
      await sleep(LONG_ENOUGH_FOR_A_SECOND_RUN_MS);

      expect(await orderOn(apis[1]!, shopper, order.id)).toMatchObject({
        status: 'cancelled',
        payment_status: 'failed',
      });
      const cancellations = await bed.database.db
        .select()
        .from(orderStatusHistory)
        .where(
          sql`${orderStatusHistory.orderId} = ${order.id} and ${orderStatusHistory.status} = 'cancelled'`,
        );
      expect(cancellations).toHaveLength(1);
      const after = await ledgerOf(urlOf(bed.database.handle), bed.units.rice);
      expect(after.stock).toBe(before.stock);
      expect(count(mailSubjects(apis), `order #${order.id} is cancelled`)).toBe(1);
    });

    it('runs the reconciler’s check once: a payment whose webhook was lost is found and paid, mailed once', async () => {
      const shopper = await bed.shopper();
      const order = await placeCardOrder(apis[0]!, shopper);
      const reference = order.payment!.reference;
      // Paid at the gateway, but its webhook never arrived.
      await bed.database.db.execute(
        sql`update test_gateway_transactions set status = 'success', gateway_response = 'Approved', paid_at = now()
          where reference = ${reference}`,
      );
      await makeDue(CHECK_JOB, 'reference', reference);
      await until(async () => (await orderOn(apis[1]!, shopper, order.id)).payment_status === 'paid');
      await sleep(LONG_ENOUGH_FOR_A_SECOND_RUN_MS);
      const subjects = mailSubjects(apis);
      expect(count(subjects, `card payment received for order #${order.id} `)).toBe(1);
      expect(count(subjects, `: payment received for order #${order.id}`)).toBe(1);
    });

    it('counts wrong passwords sent to both together: past 5, the right one is refused on either', async () => {
      const { email, password } = await registerVerifiedShopper(bed);
      const login = (api: ApiProcess, tried: string) =>
        call(`${api.url}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ email, password: tried }),
        });
      for (let i = 0; i < 5; i++) expect((await login(apis[i % 2]!, `wrong-${i}`)).status).toBe(422);
      expect((await login(apis[0]!, password)).status).toBe(429);
      expect((await login(apis[1]!, password)).status).toBe(429);
    });

    it('sends an order’s mails once although both instances run a job worker', async () => {
      const shopper = await bed.shopper();
      const placed = await placeOrder(apis[0]!, shopper, channelId, bed.units.rice, 1);
      expect(placed.status).toBe(201);
      const id = placed.body!.data!.id;
      const received = `we received your order #${id}`;
      const forShop = `new order #${id} `;

      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline && !mailSubjects(apis).some((subject) => subject.includes(received))) {
        await sleep(250);
      }
      await sleep(LONG_ENOUGH_FOR_A_SECOND_RUN_MS);
      const subjects = mailSubjects(apis);
      expect(subjects.filter((subject) => subject.includes(received))).toHaveLength(1);
      expect(subjects.filter((subject) => subject.includes(forShop))).toHaveLength(1);
    });
  },
);
