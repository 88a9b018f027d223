// The owner's pictures (catalog/admin-image-routes.ts, settings/admin-logo-routes.ts): a product's and a
// category's photo and the shop's logo. A JPEG, PNG or WebP up to 5 MB is kept under DATA_DIR/media in the
// storefront's sizes and served as immutable; anything else is refused with a clear answer in @oko/shared/images'
// words; only the owner may change them; the share preview shows the photo.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_MESSAGES, photoSrcSet } from '@oko/shared/images';
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, products, users } from '../db/schema';
import { IMAGE_CACHE_CONTROL, diskMediaStore } from './store';
import { signUpShopper } from '../testing/shoppers';
import { useTestApp } from '../testing/test-app';

const mediaDir = mkdtempSync(join(tmpdir(), 'oko-media-'));
const shop = useTestApp({ media: diskMediaStore(mediaDir) });
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));
const tokens: Record<'owner' | 'staff' | 'shopper', string> = { owner: '', staff: '', shopper: '' };

beforeAll(async () => {
  for (const role of ['owner', 'staff', 'shopper'] as const) {
    const account = await signUpShopper(shop);
    await shop.database.db.update(users).set({ role }).where(eq(users.id, account.userId));
    tokens[role] = account.token;
  }
});

const send = (
  method: 'PUT' | 'DELETE',
  url: string,
  body?: Buffer | string,
  type = 'image/png',
  token: string | null = tokens.owner,
) =>
  shop.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      ...(body === undefined ? {} : { 'content-type': type }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { payload: body }),
  });
const get = (url: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'GET', url, headers });

const photo = (format: 'png' | 'jpeg' | 'webp', width = 2000, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 140, b: 60 } } })
    .toFormat(format)
    .toBuffer();

/** PNG's chunk checksum (CRC-32), for a header this test writes itself. */
function crc32(bytes: Buffer) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    let c = (crc ^ byte) & 0xff;
    for (let bit = 0; bit < 8; bit += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A real 20 × 20 PNG whose header is rewritten to declare `width` × `height` (a decompression bomb's shape). */
async function pngDeclaring(width: number, height: number) {
  const png = Buffer.from(await photo('png', 20, 20));
  // Signature (8 bytes), then IHDR: length (4), "IHDR" (4), width (4), height (4), … , CRC over type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width, height });
  return png;
}

async function served(url: string) {
  const response = await get(url);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
  expect(response.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
  return sharp(response.rawPayload).metadata();
}

async function firstProduct() {
  const [row] = await shop.database.db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(eq(products.slug, 'ofada-rice'));
  return row!;
}

describe('PUT /admin/products/{id}/image', () => {
  it('keeps the photo 4:3 in every width the storefront uses, as the product’s image, immutable', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const response = await send('PUT', '/admin/products/1/image', await photo(format), `image/${format}`);
      expect(response.statusCode).toBe(200);
      const { data, message } = response.json() as { data: { image_url: string }; message: string };
      expect(message).toBe('Photo saved.');
      expect(data.image_url).toMatch(/^\/media\/uploads\/products\/1-[0-9a-f]{16}\.webp$/);
      const storefront = await shop.call('GET', '/products/1');
      expect(storefront.json()).toMatchObject({ data: { image_url: data.image_url } });
      expect(await served(data.image_url)).toMatchObject({ format: 'webp', width: 1200, height: 900 });
      const widths = photoSrcSet(data.image_url)!.split(', ');
      expect(widths).toHaveLength(3);
      for (const candidate of widths) {
        const [url, width] = candidate.split(' ');
        expect(await served(url!)).toMatchObject({
          width: parseInt(width!, 10),
          height: (parseInt(width!, 10) * 3) / 4,
        });
      }
    }
  });

  it('answers a phone saving data (Save-Data: on) with the smallest width of a photo (issue 29)', async () => {
    const response = await send('PUT', '/admin/products/3/image', await photo('png'));
    const url = (response.json() as { data: { image_url: string } }).data.image_url;
    const [small, medium] = photoSrcSet(url)!
      .split(', ')
      .map((candidate) => candidate.split(' ')[0]!);
    for (const asked of [url, medium!, small!]) {
      const saving = await get(asked, { 'save-data': 'on' });
      expect(saving.statusCode, asked).toBe(200);
      expect(saving.headers.vary).toBe('Save-Data');
      expect(saving.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
      expect(await sharp(saving.rawPayload).metadata(), asked).toMatchObject({ width: 400, height: 300 });
    }
    // Without the header (or with it off), the width asked for.
    for (const headers of [{}, { 'save-data': 'off' }] as Record<string, string>[]) {
      const full = await get(url, headers);
      expect(full.headers.vary).toBe('Save-Data');
      expect(await sharp(full.rawPayload).metadata()).toMatchObject({ width: 1200 });
    }
  });

  it('gives a new photo a new URL, and records who changed it', async () => {
    const first = (await send('PUT', '/admin/products/2/image', await photo('png'))).json() as {
      data: { image_url: string };
    };
    const other = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const second = (await send('PUT', '/admin/products/2/image', other)).json() as {
      data: { image_url: string };
    };
    expect(second.data.image_url).not.toBe(first.data.image_url);
    // The replaced photo stays: a page still open keeps showing it.
    expect((await get(first.data.image_url)).statusCode).toBe(200);
    const [entry] = await shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.image'), eq(auditLog.entityId, 2)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      entity: 'product',
      entityId: 2,
      before: { image_url: first.data.image_url },
      after: { image_url: second.data.image_url },
    });
  });

  it('refuses what is not a JPEG, PNG or WebP image (422), too large (413), another type (415)', async () => {
    const url = '/admin/products/1/image';
    const fake = await send('PUT', url, 'this is not a picture', 'image/png');
    expect(fake.statusCode).toBe(422);
    expect(fake.json()).toEqual({
      message: IMAGE_MESSAGES.notAnImage,
      errors: { image: [IMAGE_MESSAGES.notAnImage] },
    });
    const gif = await sharp(await photo('png', 20, 20))
      .gif()
      .toBuffer();
    expect((await send('PUT', url, gif, 'image/png')).statusCode).toBe(422);
    const truncated = (await photo('jpeg', 400, 300)).subarray(0, 200);
    expect((await send('PUT', url, truncated, 'image/jpeg')).statusCode).toBe(422);
    // A small file that declares 16,000 × 16,000 pixels: refused from its header, nothing decoded.
    const bomb = await send('PUT', url, await pngDeclaring(16_000, 16_000), 'image/png');
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json()).toEqual({
      message: IMAGE_MESSAGES.tooManyPixels,
      errors: { image: [IMAGE_MESSAGES.tooManyPixels] },
    });
    const huge = await send('PUT', url, Buffer.alloc(5 * 1024 * 1024 + 1), 'image/jpeg');
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: IMAGE_MESSAGES.tooLarge });
    for (const type of ['application/json', 'image/gif', 'text/plain']) {
      const wrong = await send('PUT', url, type === 'application/json' ? '{"image":"x"}' : gif, type);
      expect(wrong.statusCode, type).toBe(415);
      expect(wrong.json(), type).toEqual({ message: IMAGE_MESSAGES.sendImage });
    }
    expect((await send('PUT', url, undefined)).statusCode).toBe(415);
    const missing = await send('PUT', '/admin/products/999999/image', await photo('png', 20, 20));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: ADMIN_MESSAGES.productNotFound });
  });
});

describe('DELETE /admin/products/{id}/image', () => {
  it('brings the drawing back', async () => {
    const product = await firstProduct();
    await send('PUT', `/admin/products/${product.id}/image`, await photo('png'));
    const response = await send('DELETE', `/admin/products/${product.id}/image`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { image_url: `/media/products/${product.slug}.svg` },
      message: 'Photo removed.',
    });
    const storefront = await shop.call('GET', `/products/${product.id}`);
    expect(storefront.json()).toMatchObject({ data: { image_url: `/media/products/${product.slug}.svg` } });
    expect((await send('DELETE', '/admin/products/999999/image')).statusCode).toBe(404);
  });
});

describe('the share preview, GET /media/og/products/{id}.jpg', () => {
  it('is the owner’s photo at 1200×630, a new one for a new photo, the drawing again without: JPEG bytes', async () => {
    const product = await firstProduct();
    const url = `/media/og/products/${product.id}.jpg`;
    const drawing = await get(url);
    expect(drawing.headers['content-type']).toBe('image/jpeg');
    await send('PUT', `/admin/products/${product.id}/image`, await photo('png'), 'image/png');
    const withPhoto = await get(url, { 'if-none-match': String(drawing.headers.etag) });
    expect(withPhoto.statusCode).toBe(200);
    expect(withPhoto.headers['content-type']).toBe('image/jpeg');
    expect(withPhoto.headers.etag).not.toBe(drawing.headers.etag);
    // The bytes are what the URL and the type say, whatever the owner uploaded (here a PNG).
    expect(withPhoto.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await sharp(withPhoto.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    // The photo's green, not the drawing's tile.
    const { dominant } = await sharp(withPhoto.rawPayload).stats();
    expect(dominant.g).toBeGreaterThan(dominant.r);
    const again = await get(url, { 'if-none-match': String(withPhoto.headers.etag) });
    expect(again.statusCode).toBe(304);
    await send('DELETE', `/admin/products/${product.id}/image`);
    const drawnAgain = await get(url);
    expect(drawnAgain.headers['content-type']).toBe('image/jpeg');
    expect(drawnAgain.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(drawnAgain.headers.etag).toBe(drawing.headers.etag);
  });
});

describe('PUT and DELETE /admin/categories/{id}/image', () => {
  it('shows the photo on the storefront’s category card, through a rename, and the drawing again', async () => {
    const [category] = await shop.database.db
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(eq(categories.slug, 'fruits'));
    const url = `/admin/categories/${category!.id}/image`;
    const response = await send('PUT', url, await photo('webp'), 'image/webp');
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { image_url: string } };
    expect(data.image_url).toMatch(
      new RegExp(`^/media/uploads/categories/${category!.id}-[0-9a-f]{16}\\.webp$`),
    );
    expect(await served(data.image_url)).toMatchObject({ width: 1200, height: 900 });
    const cards = (await shop.call('GET', '/products/categories?per_page=50')).json() as {
      data: { slug: string; image_url: string }[];
    };
    expect(cards.data.find((card) => card.slug === 'fruits')?.image_url).toBe(data.image_url);
    const renamed = await shop.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/categories/${category!.id}`,
      headers: { authorization: `Bearer ${tokens.owner}` },
      payload: { name: 'Fresh Fruits' },
    });
    expect(renamed.json()).toMatchObject({ data: { slug: 'fresh-fruits', image_url: data.image_url } });
    const removed = await send('DELETE', url);
    expect(removed.json()).toMatchObject({
      data: { image_url: '/media/categories/fresh-fruits.svg' },
      message: 'Photo removed.',
    });
    expect((await send('PUT', url, 'not a picture')).statusCode).toBe(422);
    expect((await send('PUT', '/admin/categories/999999/image', await photo('png', 20, 20))).statusCode).toBe(
      404,
    );
  });
});

describe('PUT and DELETE /admin/settings/logo', () => {
  it('keeps the logo’s shape, shows it in the settings, and the drawn logo again', async () => {
    const logo = await sharp({ create: { width: 1600, height: 400, channels: 4, background: '#2f6b2fff' } })
      .png()
      .toBuffer();
    const response = await send('PUT', '/admin/settings/logo', logo);
    expect(response.statusCode).toBe(200);
    const { data, message } = response.json() as { data: { site_logo: string }; message: string };
    expect(message).toBe('Logo saved.');
    expect(data.site_logo).toMatch(/^\/media\/uploads\/logo\/logo-[0-9a-f]{16}\.webp$/);
    expect(await served(data.site_logo)).toMatchObject({ width: 720, height: 180 });
    const settings = await shop.call('GET', '/get-setting');
    expect(settings.json()).toMatchObject({ data: { site_logo: data.site_logo } });
    const removed = await send('DELETE', '/admin/settings/logo');
    expect(removed.json()).toMatchObject({
      data: { site_logo: '/media/logo.svg' },
      message: 'Logo removed.',
    });
    expect((await shop.call('GET', '/get-setting')).json()).toMatchObject({
      data: { site_logo: '/media/logo.svg' },
    });
    const huge = await send('PUT', '/admin/settings/logo', Buffer.alloc(5 * 1024 * 1024 + 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: IMAGE_MESSAGES.tooLarge });
  });
});

describe('who may change the pictures', () => {
  const calls: ['PUT' | 'DELETE', string][] = [
    ['PUT', '/admin/products/1/image'],
    ['DELETE', '/admin/products/1/image'],
    ['PUT', '/admin/categories/1/image'],
    ['DELETE', '/admin/categories/1/image'],
    ['PUT', '/admin/settings/logo'],
    ['DELETE', '/admin/settings/logo'],
  ];

  it('the owner only: a guest 401, a shopper 403, staff 403', async () => {
    const image = await photo('png', 20, 20);
    const before = await shop.call('GET', '/products/1');
    for (const [method, url] of calls) {
      const body = method === 'PUT' ? image : undefined;
      expect((await send(method, url, body, 'image/png', null)).statusCode, `${method} ${url}`).toBe(401);
      const shopper = await send(method, url, body, 'image/png', tokens.shopper);
      expect(shopper.statusCode, `${method} ${url}`).toBe(403);
      expect(shopper.json()).toEqual({ message: ADMIN_MESSAGES.notBackOffice });
      const staff = await send(method, url, body, 'image/png', tokens.staff);
      expect(staff.statusCode, `${method} ${url}`).toBe(403);
      expect(staff.json()).toEqual({ message: ADMIN_MESSAGES.ownerOnly });
    }
    // A guest's huge body is refused for who sends it, before it is read.
    expect(
      (await send('PUT', '/admin/settings/logo', Buffer.alloc(6 * 1024 * 1024), 'image/png', null))
        .statusCode,
    ).toBe(401);
    expect((await shop.call('GET', '/products/1')).json()).toEqual(before.json());
  });
});

describe('GET /media/uploads/…', () => {
  it('serves no file that is not an uploaded picture', async () => {
    for (const path of [
      'products/..%2F..%2Fetc%2Fpasswd',
      'products/1-0000000000000000.webp',
      'products/x.webp',
      'logo/logo-0000000000000000.webp',
      'other/1-0000000000000000.webp',
      'categories/logo-0000000000000000.webp',
    ]) {
      const response = await get(`/media/uploads/${path}`);
      expect(response.statusCode, path).toBe(404);
    }
  });
});
