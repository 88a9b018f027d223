import { demoSettings } from '@oko/demo-data/settings';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { settingsSchema } from '@oko/shared/schemas/settings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../db/schema';
import { type TestDatabase, openTestDatabase } from '../testing/database';
import { createTestApp } from '../testing/test-app';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('GET /api/v1/get-setting', () => {
  it("answers the shop's settings", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/get-setting' });
    expect(response.statusCode).toBe(200);
    const { data } = dataEnvelope(settingsSchema).parse(response.json());
    expect(data).toEqual(demoSettings);
    expect(data.site_name).toBe('Oko Farm');
  });

  it('points site_logo at an SVG this server draws', async () => {
    const { data } = dataEnvelope(settingsSchema).parse(
      (await app.inject({ method: 'GET', url: '/api/v1/get-setting' })).json(),
    );
    const logo = await app.inject({ method: 'GET', url: data.site_logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.body).toContain('Oko Farm');
  });

  it('answers 500 without details when a setting is missing (a server fault, not the caller’s)', async () => {
    const bankDetails = await database.db.select().from(settings);
    await database.db.delete(settings);
    try {
      const response = await app.inject({ method: 'GET', url: '/api/v1/get-setting' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Server error' });
    } finally {
      await database.db.insert(settings).values(bankDetails);
    }
  });
});
