import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { areas, countries, states } from '../db/schema';

export async function listCountries(db: Database) {
  return db.select({ id: countries.id, name: countries.name }).from(countries).orderBy(asc(countries.name));
}

export async function countryExists(db: Database, id: number): Promise<boolean> {
  return (await db.$count(countries, eq(countries.id, id))) > 0;
}

export async function listStates(db: Database, countryId?: number) {
  return db
    .select({ id: states.id, name: states.name, countryId: states.countryId })
    .from(states)
    .where(countryId === undefined ? undefined : eq(states.countryId, countryId))
    .orderBy(asc(states.name), asc(states.id));
}

export async function stateExists(db: Database, id: number): Promise<boolean> {
  return (await db.$count(states, eq(states.id, id))) > 0;
}

/** A state's local government areas, by name. */
export async function listAreas(db: Database, stateId: number) {
  return db
    .select({ id: areas.id, name: areas.name, stateId: areas.stateId })
    .from(areas)
    .where(eq(areas.stateId, stateId))
    .orderBy(asc(areas.name), asc(areas.id));
}

/** An area with its state's name, or undefined when there is no such area. */
export async function findArea(db: Database, areaId: number) {
  const [row] = await db
    .select({ id: areas.id, name: areas.name, stateId: areas.stateId, stateName: states.name })
    .from(areas)
    .innerJoin(states, eq(states.id, areas.stateId))
    .where(eq(areas.id, areaId));
  return row;
}
