// Delivery zones (issue 26): a channel's fee by the address's state; a state it does not serve is refused.
// On PGlite, and on PostgreSQL with DATABASE_URL.
import { DELIVERY_ADMIN_MESSAGES } from '@oko/shared/schemas/admin-delivery';
import { DELIVERY_MESSAGES } from '@oko/shared/schemas/delivery';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { states } from '../db/schema';
import { useBackOfficeTestbed } from '../testing/back-office';

const office = useBackOfficeTestbed();
const { bed, tokens } = office;
const stateIds: Record<string, number> = {};
let channelId: number;

beforeAll(async () => {
  for (const row of await bed.database.db.select({ id: states.id, name: states.name }).from(states)) {
    stateIds[row.name] = row.id;
  }
  const created = await bed.call('POST', '/admin/delivery-channels', tokens.owner, {
    name: 'Zoned van',
    fee: 2000,
  });
  channelId = (created.json() as { data: { id: number } }).data.id;
});

type Offered = { id: number; name: string; fee: string; has_windows: boolean };
const offered = async (stateId?: number) =>
  (
    (await bed.call('GET', `/delivery-channel${stateId ? `?state_id=${stateId}` : ''}`)).json() as {
      data: Offered[];
    }
  ).data.find((channel) => channel.id === channelId);

const moveBuyerTo = async (stateName: string) => {
  const [row] = await bed.database.db.select().from(states).where(eq(states.name, stateName));
  const saved = await bed.call('POST', '/address', office.buyer.token, {
    country_id: String(row!.countryId),
    state_id: String(row!.id),
    street_no: '3',
    nearest_landmark: 'The market',
    address: 'Station Road',
    city: 'Town',
    zip_code: '100001',
  });
  expect(saved.statusCode).toBeLessThan(300);
};

const orderBy = (channelId: number) => office.sendOrder({ channelId });

describe('delivery zones', () => {
  it('prices each state by its zone, leaves out a channel that does not serve it, and refuses its order', async () => {
    await bed.setStock(bed.units.rice.unitId, 50);
    // No zones: everywhere at the channel's fee (today's behaviour).
    expect(await offered(stateIds.Kano)).toMatchObject({ fee: '2000.00', has_windows: false });

    const saved = await bed.call('PUT', `/admin/delivery-channels/${channelId}/zones`, tokens.owner, {
      zones: [
        { name: 'Lagos', state_ids: [stateIds.Lagos], fee: 1500 },
        { name: 'South West', state_ids: [stateIds.Ogun, stateIds.Oyo, stateIds.Ogun], fee: '3000.50' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Delivery zones saved.',
      data: {
        id: channelId,
        fee: '2000.00',
        zones: [
          { name: 'Lagos', fee: '1500.00', state_ids: [stateIds.Lagos] },
          {
            name: 'South West',
            fee: '3000.50',
            state_ids: [stateIds.Ogun, stateIds.Oyo].sort((a, b) => a! - b!),
          },
        ],
      },
    });
    const listed = (await bed.call('GET', '/admin/delivery-channels', tokens.owner)).json() as {
      data: { id: number; zones: unknown[] }[];
    };
    expect(listed.data.find((channel) => channel.id === channelId)?.zones).toHaveLength(2);

    expect((await offered(stateIds.Lagos))?.fee).toBe('1500.00');
    expect((await offered(stateIds.Oyo))?.fee).toBe('3000.50');
    expect(await offered(stateIds.Kano)).toBeUndefined();
    // Without a state: as before, the channel's own fee.
    expect((await offered())?.fee).toBe('2000.00');

    await moveBuyerTo('Ogun');
    const southWest = await orderBy(channelId);
    expect(southWest.statusCode).toBe(201);
    expect(southWest.json()).toMatchObject({ data: { delivery_fee: '3000.50', delivery_window: null } });

    await moveBuyerTo('Kano');
    const kano = await orderBy(channelId);
    expect(kano.statusCode).toBe(422);
    expect(kano.json()).toMatchObject({
      errors: { delivery_channel_id: [DELIVERY_MESSAGES.notDelivered('Zoned van', 'Kano')] },
    });
    expect(DELIVERY_MESSAGES.notDelivered('Home delivery', 'Kano')).toBe(
      'Home delivery does not deliver to Kano.',
    );

    // Zones removed: everywhere again.
    await bed.call('PUT', `/admin/delivery-channels/${channelId}/zones`, tokens.owner, { zones: [] });
    expect((await orderBy(channelId)).statusCode).toBe(201);
    await moveBuyerTo('Lagos');
  });

  it('refuses a state in two zones, an unknown state, an empty zone, and anyone but the owner', async () => {
    const put = (body: object, token = tokens.owner) =>
      bed.call('PUT', `/admin/delivery-channels/${channelId}/zones`, token, body);
    const twice = await put({
      zones: [
        { name: 'Lagos', state_ids: [stateIds.Lagos], fee: 1500 },
        { name: 'Everywhere', state_ids: [stateIds.Kano, stateIds.Lagos], fee: 5000 },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({
      errors: { 'zones.1.state_ids': [DELIVERY_ADMIN_MESSAGES.stateInTwoZones('Lagos')] },
    });
    const unknown = await put({ zones: [{ name: 'Nowhere', state_ids: [999999], fee: 1 }] });
    expect(unknown.json()).toMatchObject({
      errors: { 'zones.0.state_ids': [DELIVERY_ADMIN_MESSAGES.unknownState] },
    });
    const empty = await put({ zones: [{ name: 'Empty', state_ids: [], fee: 1 }] });
    expect(empty.statusCode).toBe(422);
    expect(JSON.stringify(empty.json())).toContain(DELIVERY_ADMIN_MESSAGES.zoneStatesRequired);
    expect((await put({ zones: [] }, tokens.staff)).statusCode).toBe(403);
    expect(
      (await bed.call('PUT', '/admin/delivery-channels/999999/zones', tokens.owner, { zones: [] }))
        .statusCode,
    ).toBe(404);
    expect((await bed.call('GET', '/delivery-channel?state_id=abc')).statusCode).toBe(422);
    // Beyond PostgreSQL's integers: a clear 422, not the database's error (found by fuzz.test.ts).
    for (const path of [
      '/delivery-channel?state_id=2147483648',
      '/delivery-windows?delivery_channel_id=2147483648',
    ]) {
      const tooLarge = await bed.call('GET', path);
      expect(tooLarge.statusCode).toBe(422);
      expect(JSON.stringify(tooLarge.json())).toContain('is too large');
    }
    // Nothing was saved by the refused calls.
    expect((await offered(stateIds.Kano))?.fee).toBe('2000.00');
  });
});
