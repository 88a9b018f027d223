import { addressRecordSchema } from '@oko/shared/schemas/address';
import { dataEnvelope, errorBodySchema } from '@oko/shared/schemas/api';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { areas, countries, states } from '../db/schema';
import { expectSignInNeeded, signUpShopper } from '../testing/shoppers';
import { useTestApp } from '../testing/test-app';

const shop = useTestApp();
let nigeria: { id: number; name: string };
let lagos: { id: number; name: string };
let oyo: { id: number; name: string };
let ghana: { id: number; name: string };
let accra: { id: number; name: string };

const addressAnswer = dataEnvelope(addressRecordSchema);

/** A new shopper, verified and signed in: their bearer token. */
const signIn = async () => (await signUpShopper(shop)).token;

const call = (method: 'GET' | 'POST', token?: string, payload?: object | string) =>
  shop.call(method, '/address', token, payload);

const form = (overrides: Record<string, unknown> = {}) => ({
  country_id: String(nigeria.id),
  state_id: String(lagos.id),
  street_no: '12',
  nearest_landmark: 'Opposite Ikeja City Mall',
  address: 'Obafemi Awolowo Way',
  city: 'Ikeja',
  zip_code: '100271',
  ...overrides,
});

beforeAll(async () => {
  nigeria = (
    await shop.database.db
      .select({ id: countries.id, name: countries.name })
      .from(countries)
      .where(eq(countries.code, 'NG'))
  )[0]!;
  const nigerianStates = await shop.database.db
    .select({ id: states.id, name: states.name })
    .from(states)
    .where(eq(states.countryId, nigeria.id))
    .orderBy(asc(states.name));
  lagos = nigerianStates.find((state) => state.name === 'Lagos')!;
  oyo = nigerianStates.find((state) => state.name === 'Oyo')!;
  // A second country with a state of its own, to put a state in the wrong country.
  ghana = (
    await shop.database.db
      .insert(countries)
      .values({ name: 'Ghana', code: 'GH' })
      .returning({ id: countries.id, name: countries.name })
  )[0]!;
  accra = (
    await shop.database.db
      .insert(states)
      .values({ countryId: ghana.id, name: 'Greater Accra' })
      .returning({ id: states.id, name: states.name })
  )[0]!;
});

describe('the address needs a signed-in shopper', () => {
  it('answers GET and POST without a valid token with 401', async () => {
    await expectSignInNeeded(
      shop.call,
      [
        ['GET', '/address'],
        ['POST', '/address'],
      ],
      form(),
    );
  });
});

describe('GET /address', () => {
  it('answers null before the shopper saves one', async () => {
    const token = await signIn();
    const response = await call('GET', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
  });
});

describe('POST /address', () => {
  it('creates the address (201, the spec’s message), then updates the same one (200)', async () => {
    const token = await signIn();
    const created = await call('POST', token, form());
    expect(created.statusCode).toBe(201);
    const first = addressAnswer.parse(created.json());
    expect(first.message).toBe('Address Created Successful');
    // What was sent, with the names of its country and state.
    expect(first.data).toEqual({
      id: expect.any(Number) as number,
      ...form(),
      country: nigeria,
      state: lagos,
      area_id: null,
      area: null,
    });

    const updated = await call(
      'POST',
      token,
      form({ state_id: String(oyo.id), city: '  Ibadan ', nearest_landmark: '', zip_code: '' }),
    );
    expect(updated.statusCode).toBe(200);
    const second = addressAnswer.parse(updated.json());
    expect(second.message).toBe('Address updated Successful');
    expect(second.data).toMatchObject({
      id: first.data.id,
      state_id: String(oyo.id),
      state: oyo,
      city: 'Ibadan',
      nearest_landmark: '',
      zip_code: '',
    });
    expect((await call('GET', token)).json()).toEqual({ data: second.data });
  });

  it('answers missing fields with the shared messages, one per field, and saves nothing', async () => {
    const token = await signIn();
    const response = await call('POST', token, { nearest_landmark: 'Market' });
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json())).toEqual({
      message: 'The country field is required.',
      errors: {
        country_id: ['The country field is required.'],
        state_id: ['The state field is required.'],
        street_no: ['The street no field is required.'],
        address: ['The address field is required.'],
        city: ['The city field is required.'],
        zip_code: ['The zip code must be a string.'],
      },
    });
    const blank = await call('POST', token, form({ street_no: '   ', country_id: '' }));
    expect(errorBodySchema.parse(blank.json()).errors).toEqual({
      country_id: ['The country field is required.'],
      street_no: ['The street no field is required.'],
    });
    expect((await call('GET', token)).json()).toEqual({ data: null });
  });

  it('answers an unknown country or state, and a state of another country, under its field', async () => {
    const token = await signIn();
    const unknownCountry = await call('POST', token, form({ country_id: '999999' }));
    expect(unknownCountry.statusCode).toBe(422);
    expect(errorBodySchema.parse(unknownCountry.json())).toEqual({
      message: 'The selected country is invalid.',
      errors: { country_id: ['The selected country is invalid.'] },
    });

    const unknownState = await call('POST', token, form({ state_id: '999999' }));
    expect(errorBodySchema.parse(unknownState.json())).toEqual({
      message: 'The selected state is invalid.',
      errors: { state_id: ['The selected state is invalid.'] },
    });

    const wrongCountry = await call('POST', token, form({ state_id: String(accra.id) }));
    expect(wrongCountry.statusCode).toBe(422);
    expect(errorBodySchema.parse(wrongCountry.json())).toEqual({
      message: 'The selected state is not in the selected country.',
      errors: { state_id: ['The selected state is not in the selected country.'] },
    });

    const notAnId = await call('POST', token, form({ country_id: 'NG', state_id: '1.5' }));
    expect(errorBodySchema.parse(notAnId.json()).errors).toEqual({
      country_id: ['The selected country is invalid.'],
      state_id: ['The selected state is invalid.'],
    });

    // The other country with its own state is fine.
    const ghanaian = await call(
      'POST',
      token,
      form({ country_id: String(ghana.id), state_id: String(accra.id) }),
    );
    expect(ghanaian.statusCode).toBe(201);
    expect(addressAnswer.parse(ghanaian.json()).data).toMatchObject({ country: ghana, state: accra });
  });

  it('keeps the local government area it names (issue 42), in its state only', async () => {
    const token = await signIn();
    const lagosAreas = await shop.database.db
      .select({ id: areas.id, name: areas.name })
      .from(areas)
      .where(eq(areas.stateId, lagos.id));
    const ikeja = lagosAreas.find((area) => area.name === 'Ikeja')!;
    const [oyoArea] = await shop.database.db
      .select({ id: areas.id })
      .from(areas)
      .where(eq(areas.stateId, oyo.id))
      .limit(1);

    const saved = await call('POST', token, form({ area_id: String(ikeja.id) }));
    expect(saved.statusCode).toBe(201);
    expect(addressAnswer.parse(saved.json()).data).toMatchObject({ area_id: String(ikeja.id), area: ikeja });
    expect(addressAnswer.parse((await call('GET', token)).json()).data.area).toEqual(ikeja);

    for (const [areaId, message] of [
      [String(oyoArea!.id), 'The selected area is not in the selected state.'],
      ['999999', 'The selected area is invalid.'],
      ['Ikeja', 'The selected area is invalid.'],
    ] as const) {
      const refused = await call('POST', token, form({ area_id: areaId }));
      expect(refused.statusCode, areaId).toBe(422);
      expect(errorBodySchema.parse(refused.json()).errors).toEqual({ area_id: [message] });
    }
    // None ("" as the form sends it, or left out): the address is priced by its state.
    const cleared = await call('POST', token, form({ area_id: '' }));
    expect(addressAnswer.parse(cleared.json()).data).toMatchObject({ area_id: null, area: null });
  });

  it('refuses fields past 255 characters and malformed JSON', async () => {
    const token = await signIn();
    const long = await call('POST', token, form({ address: 'a'.repeat(256) }));
    expect(long.statusCode).toBe(422);
    expect(errorBodySchema.parse(long.json()).errors).toEqual({
      address: ['The address may not be greater than 255 characters.'],
    });
    const malformed = await call('POST', token, '{"country_id": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Malformed JSON in request body.' });
  });

  it('keeps each shopper’s address their own', async () => {
    const ada = await signIn();
    const bola = await signIn();
    await call('POST', ada, form());
    expect((await call('GET', bola)).json()).toEqual({ data: null });
    await call('POST', bola, form({ city: 'Lekki' }));
    expect(addressAnswer.parse((await call('GET', ada)).json()).data.city).toBe('Ikeja');
  });
});
