import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type AddressSnapshot, addresses, areas, countries, states } from '../db/schema';

/** The shopper's one address with its country's and state's names, or undefined. */
export async function findAddressOfUser(db: Database, userId: number) {
  const [row] = await db
    .select({
      id: addresses.id,
      countryId: addresses.countryId,
      countryName: countries.name,
      stateId: addresses.stateId,
      stateName: states.name,
      areaId: addresses.areaId,
      areaName: areas.name,
      streetNo: addresses.streetNo,
      nearestLandmark: addresses.nearestLandmark,
      address: addresses.address,
      city: addresses.city,
      zipCode: addresses.zipCode,
    })
    .from(addresses)
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .innerJoin(states, eq(states.id, addresses.stateId))
    .leftJoin(areas, eq(areas.id, addresses.areaId))
    .where(eq(addresses.userId, userId));
  return row;
}

export async function countryExists(db: Database, countryId: number): Promise<boolean> {
  return (await db.$count(countries, eq(countries.id, countryId))) > 0;
}

/** The state's country, or undefined when there is no such state. */
export async function findStateCountryId(db: Database, stateId: number): Promise<number | undefined> {
  const [row] = await db.select({ countryId: states.countryId }).from(states).where(eq(states.id, stateId));
  return row?.countryId;
}

/** Where an address is, for its delivery fee: its state, and its area when it names one (issue 42). */
export type AddressPlace = { stateId: number; areaId: number | null; areaName: string | null };

export type AddressValues = {
  countryId: number;
  stateId: number;
  areaId: number | null;
  streetNo: string;
  nearestLandmark: string;
  address: string;
  city: string;
  zipCode: string;
};

/** Creates the shopper's address or replaces its fields (one per user: the unique user_id decides). */
export async function upsertAddress(db: Database, userId: number, values: AddressValues): Promise<void> {
  await db
    .insert(addresses)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: addresses.userId, set: { ...values, updatedAt: new Date() } });
}

/**
 * The shopper's own address as the order keeps it (names, not ids), and its state's and area's ids and the area's
 * name (the fee's zone, issue 42); undefined for anyone else's.
 */
export async function findAddressSnapshot(
  db: Database,
  userId: number,
  addressId: number,
): Promise<(AddressSnapshot & AddressPlace) | undefined> {
  const [row] = await db
    .select({
      stateId: addresses.stateId,
      areaId: addresses.areaId,
      areaName: areas.name,
      country: countries.name,
      state: states.name,
      street_no: addresses.streetNo,
      nearest_landmark: addresses.nearestLandmark,
      address: addresses.address,
      city: addresses.city,
      zip_code: addresses.zipCode,
    })
    .from(addresses)
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .innerJoin(states, eq(states.id, addresses.stateId))
    .leftJoin(areas, eq(areas.id, addresses.areaId))
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return row;
}
