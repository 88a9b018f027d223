import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { countries, states } from '../db/schema';

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
