import { demoCountries } from '@oko/demo-data/geo';
import { dataEnvelope, errorBodySchema } from '@oko/shared/schemas/api';
import { areaSchema, countrySchema, stateSchema } from '@oko/shared/schemas/geo';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../testing/test-app';

const shop = useTestApp();

async function get(url: string) {
  const response = await shop.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as unknown };
}

describe('GET /api/v1/countries', () => {
  it('lists the countries we deliver to', async () => {
    const { status, body } = await get('/api/v1/countries');
    expect(status).toBe(200);
    const { data } = dataEnvelope(z.array(countrySchema)).parse(body);
    expect(data.map((country) => country.name)).toEqual(demoCountries.map((country) => country.name));
  });
});

describe('GET /api/v1/states', () => {
  it('lists the 36 states and the FCT, by name', async () => {
    const { status, body } = await get('/api/v1/states');
    expect(status).toBe(200);
    const { data } = dataEnvelope(z.array(stateSchema)).parse(body);
    expect(data).toHaveLength(37);
    const names = data.map((state) => state.name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('Lagos');
    expect(names).toContain('Federal Capital Territory');
  });

  it("filters by country_id, and answers a country that doesn't exist with 404", async () => {
    const [nigeria] = dataEnvelope(z.array(countrySchema)).parse((await get('/api/v1/countries')).body).data;
    const { data } = dataEnvelope(z.array(stateSchema)).parse(
      (await get(`/api/v1/states?country_id=${nigeria?.id}`)).body,
    );
    expect(data).toHaveLength(37);
    expect(data.every((state) => state.country_id === nigeria?.id)).toBe(true);

    const missing = await get('/api/v1/states?country_id=999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Country not found' });
  });

  it('answers a malformed country_id with 422', async () => {
    for (const value of ['abc', '0', '99999999999']) {
      const { status, body } = await get(`/api/v1/states?country_id=${value}`);
      expect(status, value).toBe(422);
      expect(Object.keys(errorBodySchema.parse(body).errors ?? {})).toEqual(['country_id']);
    }
  });
});

// The number of local government areas of each state, as the Constitution's First Schedule lists them: 774.
const AREAS_PER_STATE: Record<string, number> = {
  Abia: 17,
  Adamawa: 21,
  'Akwa Ibom': 31,
  Anambra: 21,
  Bauchi: 20,
  Bayelsa: 8,
  Benue: 23,
  Borno: 27,
  'Cross River': 18,
  Delta: 25,
  Ebonyi: 13,
  Edo: 18,
  Ekiti: 16,
  Enugu: 17,
  'Federal Capital Territory': 6,
  Gombe: 11,
  Imo: 27,
  Jigawa: 27,
  Kaduna: 23,
  Kano: 44,
  Katsina: 34,
  Kebbi: 21,
  Kogi: 21,
  Kwara: 16,
  Lagos: 20,
  Nasarawa: 13,
  Niger: 25,
  Ogun: 20,
  Ondo: 18,
  Osun: 30,
  Oyo: 33,
  Plateau: 17,
  Rivers: 23,
  Sokoto: 23,
  Taraba: 16,
  Yobe: 17,
  Zamfara: 14,
};

describe('GET /api/v1/states/{id}/areas', () => {
  it('lists every state’s local government areas by name, 774 in all', async () => {
    const states = dataEnvelope(z.array(stateSchema)).parse((await get('/api/v1/states')).body).data;
    let total = 0;
    const namesOf: Record<string, string[]> = {};
    for (const state of states) {
      const { status, body } = await get(`/api/v1/states/${state.id}/areas`);
      expect(status, state.name).toBe(200);
      const { data } = dataEnvelope(z.array(areaSchema)).parse(body);
      expect(data.length, state.name).toBe(AREAS_PER_STATE[state.name]);
      expect(data.every((area) => area.state_id === state.id)).toBe(true);
      const names = data.map((area) => area.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      namesOf[state.name] = names;
      total += data.length;
    }
    expect(total).toBe(774);
    expect(namesOf.Lagos).toEqual(
      expect.arrayContaining(['Eti-Osa', 'Ibeju-Lekki', 'Ikeja', 'Lagos Island']),
    );
  });

  it('answers a state that does not exist with 404, and a malformed id with 422', async () => {
    expect(await get('/api/v1/states/999999/areas')).toEqual({
      status: 404,
      body: { message: 'State not found' },
    });
    for (const value of ['abc', '0', '99999999999']) {
      const { status, body } = await get(`/api/v1/states/${value}/areas`);
      expect(status, value).toBe(422);
      expect(Object.keys(errorBodySchema.parse(body).errors ?? {})).toEqual(['stateId']);
    }
  });
});
