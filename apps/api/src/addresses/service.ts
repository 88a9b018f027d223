// The shopper's one delivery address (spec sections 3 and 5, DESIGN.md "Orders"): POST /address creates it the
// first time and updates it after. The shared addressSchema has checked the fields; here the country and state
// are checked against the database, and the state must lie in the country, and the area (optional, issue 42) in
// the state.
import { ADDRESS_MESSAGES, type Address, type addressSchema } from '@oko/shared/schemas/address';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { DomainError } from '../errors';
import { getArea } from '../geo/service';
import { countryExists, findAddressOfUser, findStateCountryId, upsertAddress } from './queries';

type AddressFields = z.output<typeof addressSchema>;

export async function getAddress(db: Database, userId: number): Promise<Address | null> {
  const row = await findAddressOfUser(db, userId);
  if (!row) return null;
  return {
    id: row.id,
    country_id: String(row.countryId),
    state_id: String(row.stateId),
    area_id: row.areaId === null ? null : String(row.areaId),
    street_no: row.streetNo,
    nearest_landmark: row.nearestLandmark,
    address: row.address,
    city: row.city,
    zip_code: row.zipCode,
    country: { id: row.countryId, name: row.countryName },
    state: { id: row.stateId, name: row.stateName },
    area: row.areaId === null || row.areaName === null ? null : { id: row.areaId, name: row.areaName },
  };
}

/** Creates or updates the shopper's address; `created` says which (201 or 200, and the spec's message). */
export async function saveAddress(
  db: Database,
  userId: number,
  fields: AddressFields,
): Promise<{ address: Address; created: boolean }> {
  // The schema allows only 1–9 digits, so both ids fit a PostgreSQL integer.
  const countryId = Number(fields.country_id);
  const stateId = Number(fields.state_id);
  const errors: Record<string, string[]> = {};
  if (!(await countryExists(db, countryId))) errors.country_id = [ADDRESS_MESSAGES.unknownCountry];
  const stateCountryId = await findStateCountryId(db, stateId);
  if (stateCountryId === undefined) errors.state_id = [ADDRESS_MESSAGES.unknownState];
  else if (!errors.country_id && stateCountryId !== countryId) {
    errors.state_id = [ADDRESS_MESSAGES.stateNotInCountry];
  }
  const areaId = fields.area_id ? Number(fields.area_id) : null;
  if (areaId !== null) {
    const area = await getArea(db, areaId);
    if (!area) errors.area_id = [ADDRESS_MESSAGES.unknownArea];
    else if (!errors.state_id && area.stateId !== stateId) errors.area_id = [ADDRESS_MESSAGES.areaNotInState];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new DomainError(422, first, errors);

  const existed = (await findAddressOfUser(db, userId)) !== undefined;
  await upsertAddress(db, userId, {
    countryId,
    stateId,
    areaId,
    streetNo: fields.street_no,
    nearestLandmark: fields.nearest_landmark,
    address: fields.address,
    city: fields.city,
    zipCode: fields.zip_code,
  });
  const address = await getAddress(db, userId);
  if (!address) throw new Error(`address of user ${userId} vanished`);
  return { address, created: !existed };
}
