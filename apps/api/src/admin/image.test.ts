// The product photo upload: the owner sends a JPEG, PNG or WebP up to 5 MB; the shop keeps a 1200×900 WebP under
// DATA_DIR/media and serves it as immutable. Anything else is refused with a clear answer.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { IMAGE_CACHE_CONTROL } from '../media/routes';
import { UPLOAD_MESSAGES } from '../media/uploads';
import { signUpShopper } from '../testing/shoppers';
import { useTestApp } from '../testing/test-app';

const mediaDir = mkdtempSync(join(tmpdir(), 'oko-media-'));
const shop = useTestApp({ mediaDir });
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));
const tokens: Record<'owner' | 'staff', string> = { owner: '', staff: '' };

beforeAll(async () => {
  for (const role of ['owner', 'staff'] as const) {
    const account = await signUpShopper(shop);
    await shop.database.db.update(users).set({ role }).where(eq(users.id, account.userId));
    tokens[role] = account.token;
  }
});

const upload = (body: Buffer | string, type: string, token: string | null = tokens.owner, productId = 1) =>
  shop.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/products/${productId}/image`,
    headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body,
  });

const photo = (format: 'png' | 'jpeg' | 'webp', width = 2000, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 140, b: 60 } } })
    .toFormat(format)
    .toBuffer();

describe('PUT /admin/products/{id}/image', () => {
  it('stores a 1200×900 WebP, makes it the product’s image and serves it as immutable', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const response = await upload(await photo(format), `image/${format}`);
      expect(response.statusCode).toBe(200);
      const { data, message } = response.json() as { data: { image_url: string }; message: string };
      expect(message).toBe('Photo saved.');
      expect(data.image_url).toMatch(/^\/media\/uploads\/products\/1-[0-9a-f]{16}\.webp$/);
      const storefront = await shop.call('GET', '/products/1');
      expect(storefront.json()).toMatchObject({ data: { image_url: data.image_url } });
      const served = await shop.app.inject({ method: 'GET', url: data.image_url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 1200,
        height: 900,
      });
    }
  });

  it('refuses what is not a JPEG, PNG or WebP image (422), too large (413), or not an image type (415)', async () => {
    const fake = await upload('this is not a picture', 'image/png');
    expect(fake.statusCode).toBe(422);
    expect(fake.json()).toEqual({
      message: UPLOAD_MESSAGES.notAnImage,
      errors: { image: [UPLOAD_MESSAGES.notAnImage] },
    });
    const gif = await upload(
      await sharp(await photo('png', 20, 20))
        .gif()
        .toBuffer(),
      'image/png',
    );
    expect(gif.statusCode).toBe(422);
    const huge = await upload(Buffer.alloc(5 * 1024 * 1024 + 1), 'image/jpeg');
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'The request body is too large.' });
    const json = await upload(JSON.stringify({ image: 'x' }), 'application/json');
    expect(json.statusCode).toBe(415);
    const missing = await upload(await photo('png', 20, 20), 'image/png', tokens.owner, 999999);
    expect(missing.statusCode).toBe(404);
  });

  it('is the owner’s: a guest 401, staff 403', async () => {
    const image = await photo('png', 20, 20);
    expect((await upload(image, 'image/png', null)).statusCode).toBe(401);
    const staff = await upload(image, 'image/png', tokens.staff);
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toEqual({ message: ADMIN_MESSAGES.ownerOnly });
  });

  it('serves no file that is not an uploaded photo', async () => {
    for (const file of ['../../etc/passwd', '1-0000000000000000.webp', 'x.webp']) {
      const response = await shop.app.inject({
        method: 'GET',
        url: `/media/uploads/products/${encodeURIComponent(file)}`,
      });
      expect(response.statusCode).toBe(404);
    }
  });
});
