import type { Area, Country, State } from '@oko/shared/schemas/geo';
import type { Database } from '../db/client';
import { NotFoundError } from '../errors';
import { countryExists, findArea, listAreas, listCountries, listStates, stateExists } from './queries';

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

/** `GET /states/{id}/areas` (issue 42): the state's local government areas, by name; 404 for no such state. */
export async function getAreas(db: Database, stateId: number): Promise<Area[]> {
  if (!(await stateExists(db, stateId))) throw new NotFoundError('State not found');
  const rows = await listAreas(db, stateId);
  return rows.map((row) => ({ id: row.id, name: row.name, state_id: row.stateId }));
}

/** An area and its state's id and name (other domains ask through here), or undefined. */
export async function getArea(db: Database, areaId: number) {
  return findArea(db, areaId);
}
