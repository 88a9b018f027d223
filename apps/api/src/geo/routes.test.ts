import { demoCountries } from '@oko/demo-data/geo';
import { dataEnvelope, errorBodySchema } from '@oko/shared/schemas/api';
import { countrySchema, stateSchema } from '@oko/shared/schemas/geo';
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
