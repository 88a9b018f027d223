// Delivery by area (issue 42): a zone holds local government areas beside states, and an area's zone wins over
// its state's in another zone of the channel; an address in an area the channel leaves out is refused, by name.
// On PGlite, and on PostgreSQL with DATABASE_URL.
import { DELIVERY_ADMIN_MESSAGES } from '@oko/shared/schemas/admin-delivery';
import { DELIVERY_MESSAGES } from '@oko/shared/schemas/delivery';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { areas, states } from '../db/schema';
import { useBackOfficeTestbed } from '../testing/back-office';

const office = useBackOfficeTestbed();
const { bed, tokens } = office;
let channelId: number;
let lagos: { id: number; countryId: number };
const lagosArea: Record<string, number> = {};
let ogunArea: number;

beforeAll(async () => {
  const db = bed.database.db;
  [lagos] = (await db
    .select({ id: states.id, countryId: states.countryId })
    .from(states)
    .where(eq(states.name, 'Lagos'))) as [typeof lagos];
  for (const row of await db.select().from(areas).where(eq(areas.stateId, lagos.id))) {
    lagosArea[row.name] = row.id;
  }
  const [ota] = await db
    .select({ id: areas.id })
    .from(areas)
    .innerJoin(states, eq(states.id, areas.stateId))
    .where(and(eq(states.name, 'Ogun'), eq(areas.name, 'Ado-Odo/Ota')));
  ogunArea = ota!.id;
  const created = await bed.call('POST', '/admin/delivery-channels', tokens.owner, {
    name: 'Lagos van',
    fee: 2000,
  });
  channelId = (created.json() as { data: { id: number } }).data.id;
  await bed.setStock(bed.units.rice.unitId, 50);
});

const putZones = (zones: object[], token = tokens.owner) =>
  bed.call('PUT', `/admin/delivery-channels/${channelId}/zones`, token, { zones });

const feeAt = async (query: string) => {
  const response = await bed.call('GET', `/delivery-channel?${query}`);
  expect(response.statusCode, query).toBe(200);
  const { data } = response.json() as { data: { id: number; fee: string }[] };
  return data.find((channel) => channel.id === channelId)?.fee;
};

const moveBuyerTo = async (areaName: string | null) => {
  const saved = await bed.call('POST', '/address', office.buyer.token, {
    country_id: String(lagos.countryId),
    state_id: String(lagos.id),
    area_id: areaName === null ? '' : String(lagosArea[areaName]),
    street_no: '3',
    nearest_landmark: 'The roundabout',
    address: 'Admiralty Way',
    city: 'Lagos',
    zip_code: '',
  });
  expect(saved.statusCode).toBeLessThan(300);
};

const order = () => office.sendOrder({ channelId });

describe('delivery zones by area', () => {
  it('prices an area in a zone by that zone, over its state’s zone, at the checkout and in the order', async () => {
    const saved = await putZones([
      {
        name: 'Lagos Island',
        state_ids: [],
        area_ids: [lagosArea['Eti-Osa'], lagosArea['Lagos Island'], lagosArea['Ibeju-Lekki']],
        fee: 3000,
      },
      { name: 'Lagos Mainland', state_ids: [lagos.id], fee: 1500 },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      data: {
        zones: [
          {
            name: 'Lagos Island',
            fee: '3000.00',
            state_ids: [],
            area_ids: [lagosArea['Eti-Osa'], lagosArea['Lagos Island'], lagosArea['Ibeju-Lekki']].sort(
              (a, b) => a! - b!,
            ),
          },
          { name: 'Lagos Mainland', fee: '1500.00', state_ids: [lagos.id], area_ids: [] },
        ],
      },
    });

    expect(await feeAt(`state_id=${lagos.id}&area_id=${lagosArea['Eti-Osa']}`)).toBe('3000.00');
    expect(await feeAt(`area_id=${lagosArea['Ibeju-Lekki']}`)).toBe('3000.00');
    expect(await feeAt(`state_id=${lagos.id}&area_id=${lagosArea.Ikeja}`)).toBe('1500.00');
    // Without an area, the state's zone, as before issue 42.
    expect(await feeAt(`state_id=${lagos.id}`)).toBe('1500.00');
    // ...saying the state's areas are priced apart, so the checkout asks for the area; not once it is given.
    const byArea = async (query: string) => {
      const { data } = (await bed.call('GET', `/delivery-channel?${query}`)).json() as {
        data: { id: number; by_area: boolean }[];
      };
      return data.find((channel) => channel.id === channelId)?.by_area;
    };
    expect(await byArea(`state_id=${lagos.id}`)).toBe(true);
    expect(await byArea(`state_id=${lagos.id}&area_id=${lagosArea.Ikeja}`)).toBe(false);

    await moveBuyerTo('Eti-Osa');
    const island = await order();
    expect(island.statusCode).toBe(201);
    expect(island.json()).toMatchObject({ data: { delivery_fee: '3000.00' } });
    // The order keeps its area by name: the shopper's order, the owner's, and the export.
    const islandId = (island.json() as { data: { id: number } }).data.id;
    expect(island.json()).toMatchObject({ data: { delivery_address: { state: 'Lagos', area: 'Eti-Osa' } } });
    const seen = await bed.call('GET', `/admin/orders/${islandId}`, tokens.staff);
    expect(seen.json()).toMatchObject({ data: { delivery_address: { state: 'Lagos', area: 'Eti-Osa' } } });
    const csv = await bed.call('GET', `/admin/orders/export.csv?q=${islandId}`, tokens.staff);
    const header = csv.body.split('\r\n')[0]!.split(',');
    const row = csv.body
      .split('\r\n')
      .find((line) => line.startsWith(`${islandId},`))!
      .split(',');
    expect(row[header.indexOf('area')]).toBe('Eti-Osa');
    expect(row[header.indexOf('state')]).toBe('Lagos');
    await moveBuyerTo('Ikeja');
    const mainland = await order();
    expect(mainland.statusCode).toBe(201);
    expect(mainland.json()).toMatchObject({ data: { delivery_fee: '1500.00' } });
    await moveBuyerTo(null);
    const stateOnly = await order();
    expect(stateOnly.json()).toMatchObject({ data: { delivery_fee: '1500.00' } });
    expect(
      (stateOnly.json() as { data: { delivery_address: object } }).data.delivery_address,
    ).not.toHaveProperty('area');
  });

  it('refuses an order to an area the channel does not serve, naming the area', async () => {
    expect(
      (await putZones([{ name: 'Island only', state_ids: [], area_ids: [lagosArea['Eti-Osa']], fee: 3000 }]))
        .statusCode,
    ).toBe(200);
    expect(await feeAt(`state_id=${lagos.id}&area_id=${lagosArea.Ikorodu}`)).toBeUndefined();

    await moveBuyerTo('Ikorodu');
    const refused = await order();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errors: { delivery_channel_id: ['Lagos van does not deliver to Ikorodu, Lagos.'] },
    });
    expect(
      DELIVERY_MESSAGES.notDelivered('Lagos van', DELIVERY_MESSAGES.areaOfState('Ikorodu', 'Lagos')),
    ).toBe('Lagos van does not deliver to Ikorodu, Lagos.');
    await moveBuyerTo('Eti-Osa');
    expect((await order()).statusCode).toBe(201);
  });

  it('offers a channel serving some areas of a state only to an address without its area, and asks for the area (decision 055)', async () => {
    expect(
      (
        await putZones([
          {
            name: 'Island',
            state_ids: [],
            area_ids: [lagosArea['Eti-Osa'], lagosArea['Lagos Island']],
            fee: 3000,
          },
          { name: 'Ikeja', state_ids: [], area_ids: [lagosArea.Ikeja], fee: 2500 },
        ])
      ).statusCode,
    ).toBe(200);
    const offered = async (query: string) => {
      const { data } = (await bed.call('GET', `/delivery-channel?${query}`)).json() as {
        data: { id: number; fee: string; by_area: boolean }[];
      };
      return data.find((channel) => channel.id === channelId);
    };
    // Without the area: offered from its least fee in Lagos, saying the area decides (the checkout asks for it).
    expect(await offered(`state_id=${lagos.id}`)).toMatchObject({ fee: '2500.00', by_area: true });
    // With it: the area's fee, or not offered where it does not deliver.
    expect(await offered(`state_id=${lagos.id}&area_id=${lagosArea['Eti-Osa']}`)).toMatchObject({
      fee: '3000.00',
      by_area: false,
    });
    expect(await offered(`state_id=${lagos.id}&area_id=${lagosArea.Ikorodu}`)).toBeUndefined();
    // Another state, none of whose areas it serves: not offered.
    const [ogun] = await bed.database.db
      .select({ id: states.id })
      .from(states)
      .where(eq(states.name, 'Ogun'));
    expect(await offered(`state_id=${ogun!.id}`)).toBeUndefined();

    // The order waits for the area, saying so; given, it is priced by it.
    await moveBuyerTo(null);
    const waiting = await order();
    expect(waiting.statusCode).toBe(422);
    expect(waiting.json()).toMatchObject({
      errors: {
        delivery_channel_id: [
          'Lagos van delivers to some areas of Lagos only. Add your Local Government Area to your address.',
        ],
      },
    });
    expect(DELIVERY_MESSAGES.areaNeeded('Lagos van', 'Lagos')).toBe(
      'Lagos van delivers to some areas of Lagos only. Add your Local Government Area to your address.',
    );
    await moveBuyerTo('Lagos Island');
    const placed = await order();
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({ data: { delivery_fee: '3000.00' } });
  });

  it('refuses an area in two zones, an unknown area, and an area not in the state asked about', async () => {
    const twice = await putZones([
      { name: 'Island', state_ids: [], area_ids: [lagosArea['Eti-Osa']], fee: 3000 },
      { name: 'Also', state_ids: [], area_ids: [lagosArea.Ikeja, lagosArea['Eti-Osa']], fee: 1000 },
    ]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({
      errors: { 'zones.1.area_ids': [DELIVERY_ADMIN_MESSAGES.areaInTwoZones('Eti-Osa')] },
    });
    const unknown = await putZones([{ name: 'Nowhere', state_ids: [], area_ids: [999999], fee: 1 }]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      errors: { 'zones.0.area_ids': [DELIVERY_ADMIN_MESSAGES.unknownArea] },
    });
    const empty = await putZones([{ name: 'Empty', state_ids: [], area_ids: [], fee: 1 }]);
    expect(empty.statusCode).toBe(422);
    expect(JSON.stringify(empty.json())).toContain(DELIVERY_ADMIN_MESSAGES.zoneStatesRequired);

    const elsewhere = await bed.call('GET', `/delivery-channel?state_id=${lagos.id}&area_id=${ogunArea}`);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toMatchObject({ errors: { area_id: [DELIVERY_MESSAGES.areaNotInState] } });
    const missing = await bed.call('GET', '/delivery-channel?area_id=999999');
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ errors: { area_id: [DELIVERY_MESSAGES.unknownArea] } });
    expect((await bed.call('GET', '/delivery-channel?area_id=2147483648')).statusCode).toBe(422);
  });
});
