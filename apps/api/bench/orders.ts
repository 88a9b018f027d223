// The bench's order phase (issue 45): signed-in shoppers placing orders on the bench server, plain and with a
// delivery window and a discount code (every order of that kind on the same window and the same code, as on a
// busy evening), as fast as the answers come and then at a set rate; and how long after its order each order's
// mail was written (the jobs table, through the bench server's `/api/v1/bench/mail-lag`).
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { signAccessToken } from '../src/auth/tokens';
import type { Database } from '../src/db/client';
import {
  addresses,
  deliveryChannels,
  deliveryWindows,
  discountCodes,
  productUnits,
  products,
  refreshTokens,
  states,
  users,
} from '../src/db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Far more than the bench places: stock, the window's places and the code's uses never run out. */
const PLENTY = 1_000_000;
const BENCH_CODE = 'BENCHTEN';

interface BenchShopper {
  userId: number;
  sessionId: number;
  addressId: number;
  productId: number;
  unitId: number;
}

export interface OrderSetup {
  shoppers: BenchShopper[];
  /** The back office's staff member who reads the order list and exports the CSV. */
  staff: { userId: number; sessionId: number };
  plainChannelId: number;
  windowChannelId: number;
  windowId: number;
  code: string;
}

/**
 * Shoppers (verified, each with an address in Lagos and a session), each buying a unit of their own (so only the
 * window's and the code's rows are shared), a channel without windows, one with a window, and a 10 % code.
 */
export async function prepareOrders(db: Database, count: number): Promise<OrderSetup> {
  const [lagos] = await db
    .select({ stateId: states.id, countryId: states.countryId })
    .from(states)
    .where(eq(states.name, 'Lagos'));
  if (!lagos) throw new Error('the demo shop has no Lagos');
  const units = await db
    .select({ unitId: productUnits.id, productId: productUnits.productId })
    .from(productUnits)
    .innerJoin(products, eq(products.id, productUnits.productId))
    .where(and(like(products.slug, 'bench-%'), eq(products.active, true), eq(productUnits.active, true)))
    .orderBy(asc(productUnits.id))
    .limit(count);
  await db
    .update(productUnits)
    .set({ availableQuantity: PLENTY })
    .where(
      inArray(
        productUnits.id,
        units.map((unit) => unit.unitId),
      ),
    );
  /** A verified bench user with a session (the bench signs its tokens for it). */
  const signedIn = async (person: { lastName: string; email: string; role?: 'staff' }) => {
    const [user] = await db
      .insert(users)
      .values({
        name: 'Bench',
        ...person,
        passwordHash: 'not used: the bench signs its tokens',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    const [session] = await db
      .insert(refreshTokens)
      .values({
        userId: user!.id,
        tokenHash: randomBytes(32).toString('hex'),
        expiresAt: new Date(Date.now() + 30 * DAY_MS),
      })
      .returning({ id: refreshTokens.id });
    return { userId: user!.id, sessionId: session!.id };
  };
  const shoppers: BenchShopper[] = [];
  for (const [index, unit] of units.entries()) {
    const shopper = await signedIn({
      lastName: `Shopper ${index}`,
      email: `bench.shopper.${index}@example.com`,
    });
    const [address] = await db
      .insert(addresses)
      .values({
        userId: shopper.userId,
        countryId: lagos.countryId,
        stateId: lagos.stateId,
        streetNo: '7',
        nearestLandmark: 'Lekki Phase 1 gate',
        address: 'Admiralty Way',
        city: 'Lekki',
        zipCode: '106104',
      })
      .returning({ id: addresses.id });
    shoppers.push({ ...shopper, addressId: address!.id, ...unit });
  }
  const staff = await signedIn({ lastName: 'Staff', email: 'bench.staff@example.com', role: 'staff' });
  const [plain, windowed] = await db
    .insert(deliveryChannels)
    .values([
      { name: 'Bench van', feeKobo: 150_000, position: 100 },
      { name: 'Bench van with windows', feeKobo: 150_000, position: 101 },
    ])
    .returning({ id: deliveryChannels.id });
  const startsAt = new Date(Date.now() + 31 * DAY_MS);
  const [window] = await db
    .insert(deliveryWindows)
    .values({
      deliveryChannelId: windowed!.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 4 * 60 * 60 * 1000),
      cutoffAt: new Date(startsAt.getTime() - DAY_MS),
      capacity: PLENTY,
    })
    .returning({ id: deliveryWindows.id });
  await db.insert(discountCodes).values({ code: BENCH_CODE, kind: 'percent', value: 10, maxUses: PLENTY });
  return {
    shoppers,
    staff,
    plainChannelId: plain!.id,
    windowChannelId: windowed!.id,
    windowId: window!.id,
    code: BENCH_CODE,
  };
}

export type OrderKind = 'plain' | 'window and code';

/** Each shopper's bearer token, then the staff member's, signed with the server's JWT_SECRET. */
export async function tokensOf(setup: OrderSetup, jwtSecret: string): Promise<string[]> {
  const secret = new TextEncoder().encode(jwtSecret);
  return Promise.all(
    [...setup.shoppers, setup.staff].map((account) =>
      signAccessToken(secret, { userId: account.userId, sessionId: account.sessionId }, new Date()),
    ),
  );
}

export interface BackOfficeReads {
  /** The list's first page (50 orders), ms: the median of 20 reads one after another. */
  listMs: number;
  /** The whole CSV (as a browser asks it: gzip, deflate, br): ms to its last byte (median of 5), its size, lines. */
  csvMs: number;
  csvKb: number;
  csvOrders: number;
}

/** The back office's order list and CSV export as the staff member reads them, after the orders. */
export async function backOfficeReads(port: number, staffToken: string): Promise<BackOfficeReads> {
  const get = async (path: string) => {
    const started = performance.now();
    const answer = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
      headers: { authorization: `Bearer ${staffToken}` },
    });
    const body = await answer.text();
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${body.slice(0, 200)}`);
    return { ms: performance.now() - started, body };
  };
  const list: number[] = [];
  for (let read = 0; read < 20; read += 1) list.push((await get('/admin/orders?per_page=50')).ms);
  list.sort((a, b) => a - b);
  const csvs: { ms: number; body: string }[] = [];
  for (let read = 0; read < 5; read += 1) csvs.push(await get('/admin/orders/export.csv'));
  csvs.sort((a, b) => a.ms - b.ms);
  const csv = csvs[2]!;
  return {
    listMs: list[10]!,
    csvMs: csv.ms,
    csvKb: Buffer.byteLength(csv.body) / 1024,
    csvOrders: csv.body.trimEnd().split('\r\n').length - 1,
  };
}

function orderBody(setup: OrderSetup, shopper: BenchShopper, kind: OrderKind) {
  return JSON.stringify({
    delivery_channel_id: kind === 'plain' ? setup.plainChannelId : setup.windowChannelId,
    payment_method: 'pay_on_delivery',
    address_id: shopper.addressId,
    order_data: [
      { product_id: shopper.productId, product_units: [{ product_unit_id: shopper.unitId, quantity: 1 }] },
    ],
    ...(kind === 'plain' ? {} : { delivery_window_id: setup.windowId, discount_code: setup.code }),
  });
}

export interface OrderRun {
  placed: number;
  /** Each placed order's answer time, ms, in order. */
  latencies: number[];
  elapsedS: number;
  /** Answers other than 201. */
  errors: number;
  /** The first answer that was not a 201, to say why. */
  firstError?: string;
  perSecond: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], share: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;

/**
 * Places orders for `seconds`: `connections` shoppers each one after another as fast as the answers come (a closed
 * loop, one connection each), or, with `rate`, `rate` orders a second in all from every shopper in turn, started on
 * time whatever the answers take (an open loop, as shoppers arrive: many, so that a stall never puts more than a
 * few of one shopper's orders in flight, which the code throttle would refuse). Kinds alternate when `kinds` names
 * two.
 */
export async function placeOrders(
  port: number,
  setup: OrderSetup,
  tokens: string[],
  kinds: OrderKind[],
  seconds: number,
  { connections, rate }: { connections: number; rate?: number },
): Promise<OrderRun> {
  const url = `http://127.0.0.1:${port}/api/v1/create-order`;
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let sent = 0;
  const place = async (index: number) => {
    const shopper = setup.shoppers[index % setup.shoppers.length]!;
    const kind = kinds[sent % kinds.length]!;
    sent += 1;
    const started = performance.now();
    const answer = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens[index % setup.shoppers.length]!}`,
        'content-type': 'application/json',
        'x-forwarded-for': `10.45.0.${(index % setup.shoppers.length) + 1}`,
      },
      body: orderBody(setup, shopper, kind),
    });
    const text = await answer.text();
    if (answer.status === 201) latencies.push(performance.now() - started);
    else {
      errors += 1;
      firstError ??= `${answer.status} ${text.slice(0, 200)}`;
    }
  };
  const started = performance.now();
  const ends = started + seconds * 1000;
  if (rate === undefined) {
    await Promise.all(
      setup.shoppers.slice(0, connections).map(async (_, index) => {
        while (performance.now() < ends) await place(index);
      }),
    );
  } else {
    const inFlight: Promise<void>[] = [];
    for (let next = 0; started + (next * 1000) / rate < ends; next += 1) {
      const due = started + (next * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      inFlight.push(place(next));
    }
    await Promise.all(inFlight);
  }
  const elapsed = (performance.now() - started) / 1000;
  return summed([{ latencies, elapsedS: elapsed, errors, ...(firstError ? { firstError } : {}) }]);
}

/** Runs of one kind taken together: orders over the time they took, percentiles over every order. */
export function summed(runs: Pick<OrderRun, 'latencies' | 'elapsedS' | 'errors' | 'firstError'>[]): OrderRun {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const elapsedS = runs.reduce((sum, run) => sum + run.elapsedS, 0);
  const firstError = runs.find((run) => run.firstError)?.firstError;
  return {
    placed: latencies.length,
    latencies,
    elapsedS,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    ...(firstError ? { firstError } : {}),
    perSecond: latencies.length / elapsedS,
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
  };
}

export interface MailLag {
  queued: number;
  written: number;
  p50: number;
  p99: number;
  most: number;
  /** Seconds after the last order until every mail was written. */
  drainedS: number;
}

/** Waits (up to `maxWaitS`) until every order mail queued since `since` is written; how late each was. */
export async function mailLag(port: number, since: Date, maxWaitS: number): Promise<MailLag> {
  const started = performance.now();
  for (;;) {
    const answer = await fetch(
      `http://127.0.0.1:${port}/api/v1/bench/mail-lag?since=${encodeURIComponent(since.toISOString())}`,
    );
    const { data } = (await answer.json()) as { data: Record<string, string | number | null> };
    const lag = {
      queued: Number(data.queued),
      written: Number(data.written),
      p50: Number(data.p50 ?? 0),
      p99: Number(data.p99 ?? 0),
      most: Number(data.most ?? 0),
      drainedS: (performance.now() - started) / 1000,
    };
    if (lag.written >= lag.queued || lag.drainedS > maxWaitS) return lag;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
