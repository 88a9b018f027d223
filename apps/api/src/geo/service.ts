import type { Country, State } from '@oko/shared/schemas/geo';
import type { Database } from '../db/client';
import { NotFoundError } from '../errors';
import { countryExists, listCountries, listStates } from './queries';

export async function getCountries(db: Database): Promise<Country[]> {
  return listCountries(db);
}

/** All states, or those of one country; a country that does not exist is a 404, not an empty list. */
export async function getStates(db: Database, countryId?: number): Promise<State[]> {
  if (countryId !== undefined && !(await countryExists(db, countryId))) {
    throw new NotFoundError('Country not found');
  }
  const rows = await listStates(db, countryId);
  return rows.map((row) => ({ id: row.id, name: row.name, country_id: row.countryId }));
}
