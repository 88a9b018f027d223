import { demoSettings } from '@oko/demo-data/settings';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { settingsSchema } from '@oko/shared/schemas/settings';
import { describe, expect, it } from 'vitest';
import { settings } from '../db/schema';
import { useTestApp } from '../testing/test-app';

const shop = useTestApp();

describe('GET /api/v1/get-setting', () => {
  it("answers the shop's settings", async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/v1/get-setting' });
    expect(response.statusCode).toBe(200);
    const { data } = dataEnvelope(settingsSchema).parse(response.json());
    // The free-delivery threshold is off until the owner sets one.
    expect(data).toEqual({ ...demoSettings, free_delivery_threshold: null });
    expect(data.site_name).toBe('Oko Farm');
  });

  it('points site_logo at an SVG this server draws', async () => {
    const { data } = dataEnvelope(settingsSchema).parse(
      (await shop.app.inject({ method: 'GET', url: '/api/v1/get-setting' })).json(),
    );
    const logo = await shop.app.inject({ method: 'GET', url: data.site_logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.body).toContain('Oko Farm');
  });

  it('answers 500 without details when a setting is missing (a server fault, not the caller’s)', async () => {
    const bankDetails = await shop.database.db.select().from(settings);
    await shop.database.db.delete(settings);
    try {
      const response = await shop.app.inject({ method: 'GET', url: '/api/v1/get-setting' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Server error' });
    } finally {
      await shop.database.db.insert(settings).values(bankDetails);
    }
  });
});
