// Guessing discount codes (issue 44): checks and codes refused on an order count per account and per client
// address (429 with Retry-After past either), a paused code answers as an unknown one, and only ASCII letters and
// digits can be a code (a look-alike such as `ſ` never matches `S`).
import { discountCodeAnswerSchema } from '@oko/shared/schemas/admin-deals';
import { errorBodySchema } from '@oko/shared/schemas/api';
import { DEAL_MESSAGES } from '@oko/shared/schemas/deals';
import { beforeAll, describe, expect, it } from 'vitest';
import { line } from '../testing/orders';
import type { Shopper } from '../testing/orders';
import { useBackOfficeTestbed } from '../testing/back-office';
import { GENEROUS_THROTTLE } from '../testing/test-app';

const office = useBackOfficeTestbed({
  auth: {
    throttle: { ...GENEROUS_THROTTLE, discountCode: { perAccount: 3, perAddress: 5, windowSeconds: 60 } },
  },
});
const { bed } = office;

let serial = 0;
const fresh = (prefix = 'GUESS') => `${prefix}${(serial += 1)}${Math.random().toString(36).slice(2, 6)}`;

/** A client address of its own per test, so only the limit under test is reached. */
let addressSerial = 0;
const newAddress = () => `198.51.100.${(addressSerial += 1)}`;

async function makeCode(body: Record<string, unknown>) {
  const response = await bed.call('POST', '/admin/discount-codes', office.tokens.owner, body);
  expect(response.statusCode, response.body).toBe(201);
  return discountCodeAnswerSchema.parse(response.json()).data;
}

async function post(url: string, shopper: Shopper, payload: object, address: string) {
  const response = await bed.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${shopper.token}` },
    payload,
    remoteAddress: address,
  });
  await bed.app.jobs.runDue();
  return response;
}

const check = (shopper: Shopper, code: string, address: string) =>
  post('/discount-codes/check', shopper, { code, order_data: [line(bed.units.rice, 1)] }, address);

const order = (shopper: Shopper, address: string, extra: Record<string, unknown> = {}) =>
  post(
    '/create-order',
    shopper,
    {
      delivery_channel_id: office.channelId,
      payment_method: 'pay_on_delivery',
      address_id: shopper.addressId,
      order_data: [line(bed.units.rice, 1)],
      ...extra,
    },
    address,
  );

function refusedWith(response: Awaited<ReturnType<typeof post>>, field: string) {
  expect(response.statusCode, response.body).toBe(422);
  return errorBodySchema.parse(response.json()).errors?.[field]?.[0];
}

function expectSlowedDown(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minute\(s\)\.$/);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

let real: string;
beforeAll(async () => {
  await bed.setStock(bed.units.rice.unitId, 10_000);
  real = (await makeCode({ code: fresh('SAVE'), kind: 'amount', value: 100 })).code;
});

describe('checking codes', () => {
  it('answers 429 with Retry-After past the account’s limit, even for a real code; another account goes on', async () => {
    const guesser = await bed.shopper();
    const address = newAddress();
    for (const guess of ['SAVE1', 'SAVE2', 'SAVE3']) {
      expect(refusedWith(await check(guesser, guess, address), 'code')).toBe(DEAL_MESSAGES.unknown);
    }
    expectSlowedDown(await check(guesser, real, newAddress()));
    expect((await check(await bed.shopper(), real, address)).statusCode).toBe(200);
  });

  it('counts successes too, so one real code does not wipe a guesser’s count', async () => {
    const guesser = await bed.shopper();
    const address = newAddress();
    expect((await check(guesser, real, address)).statusCode).toBe(200);
    expect(refusedWith(await check(guesser, 'SAVE4', address), 'code')).toBe(DEAL_MESSAGES.unknown);
    expect((await check(guesser, real, address)).statusCode).toBe(200);
    expectSlowedDown(await check(guesser, 'SAVE5', address));
  });

  it('answers 429 past the address’s limit across accounts', async () => {
    const address = newAddress();
    for (let i = 0; i < 5; i += 1) {
      const statuses = (await check(await bed.shopper(), `NOPE${i}`, address)).statusCode;
      expect(statuses).toBe(422);
    }
    expectSlowedDown(await check(await bed.shopper(), real, address));
  });
});

describe('codes on an order', () => {
  it('count when refused, not when the order takes them; past the limit an order with a code is a 429', async () => {
    const shopper = await bed.shopper();
    const address = newAddress();
    for (let i = 0; i < 4; i += 1) {
      expect((await order(shopper, address, { discount_code: real })).statusCode).toBe(201);
    }
    for (const guess of ['WRONG1', 'WRONG2', 'WRONG3']) {
      expect(refusedWith(await order(shopper, address, { discount_code: guess }), 'discount_code')).toBe(
        DEAL_MESSAGES.unknown,
      );
    }
    expectSlowedDown(await order(shopper, address, { discount_code: real }));
    expectSlowedDown(await check(shopper, real, address));
    // An order without a code is no guess.
    expect((await order(shopper, address)).statusCode).toBe(201);
  });
});

describe('what a refusal tells', () => {
  it('a paused code answers as one that does not exist, on the check and on the order', async () => {
    const paused = await makeCode({ code: fresh(), kind: 'amount', value: 100 });
    const patched = await bed.call('PATCH', `/admin/discount-codes/${paused.id}`, office.tokens.owner, {
      active: false,
    });
    expect(patched.statusCode).toBe(200);
    const shopper = await bed.shopper();
    expect(refusedWith(await check(shopper, paused.code, newAddress()), 'code')).toBe(DEAL_MESSAGES.unknown);
    expect(
      refusedWith(await order(shopper, newAddress(), { discount_code: paused.code }), 'discount_code'),
    ).toBe(DEAL_MESSAGES.unknown);
  });

  it('accepts ASCII letters and digits only: a look-alike of a real code is unknown', async () => {
    const shopper = await bed.shopper();
    const lookAlike = `ſ${real.slice(1)}`; // LATIN SMALL LETTER LONG S: upper case is "S"
    expect(lookAlike.toUpperCase()).toBe(real);
    expect(refusedWith(await check(shopper, lookAlike, newAddress()), 'code')).toBe(DEAL_MESSAGES.unknown);
    expect(
      refusedWith(await order(shopper, newAddress(), { discount_code: lookAlike }), 'discount_code'),
    ).toBe(DEAL_MESSAGES.unknown);
    expect((await check(shopper, real.toLowerCase(), newAddress())).statusCode).toBe(200);
  });
});
