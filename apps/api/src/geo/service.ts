import { koboToNaira } from '@oko/shared/money';
import type { Country, DeliveryChannel, State } from '@oko/shared/schemas/geo';
import type { Database } from '../db/client';
import { NotFoundError } from '../errors';
import { countryExists, listCountries, listDeliveryChannels, listStates } from './queries';

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

/** In the checkout's order: the first is the default channel. */
export async function getDeliveryChannels(db: Database): Promise<DeliveryChannel[]> {
  const rows = await listDeliveryChannels(db);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    fee: koboToNaira(row.feeKobo),
  }));
}
