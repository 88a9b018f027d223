// Issue 30: pictures in object storage. The two media stores keep and give back the same bytes under the same
// keys; with a bucket (s3rver, a local S3-compatible server, through the real AWS SDK client) an uploaded photo
// is served from the bucket at the shop's own immutable URL and written to no disk; `npm run media:to-bucket`
// copies DATA_DIR/media into the bucket and, run again, copies nothing.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_MESSAGES } from '@oko/shared/schemas/api';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../db/schema';
import { type S3StandIn, startS3StandIn, standInStore } from '../testing/s3-stand-in';
import { signUpShopper } from '../testing/shoppers';
import { openTestApp, type TestApp } from '../testing/test-app';
import { copyToStore, runCopyCommand } from './copy-to-bucket';
import { IMAGE_CACHE_CONTROL, type MediaStore, bucketMediaStore, diskMediaStore } from './store';

let s3: S3StandIn;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'oko-media-store-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(async () => {
  await s3.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const png = (width = 1600, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 30 } } })
    .png()
    .toBuffer();

describe.each([
  ['a folder (DATA_DIR/media)', () => diskMediaStore(tempDir())],
  ['a bucket (S3 API)', () => standInStore(s3)],
])('the media store on %s', (_name, open: () => MediaStore) => {
  it('gives back what was put under a key, and null for a key it never had', async () => {
    const store = open();
    const bytes = Buffer.from('a picture');
    expect(await store.has('products/1-00000000000000aa.webp')).toBe(false);
    await store.put('products/1-00000000000000aa.webp', bytes, 'image/webp');
    expect(await store.get('products/1-00000000000000aa.webp')).toEqual(bytes);
    expect(await store.has('products/1-00000000000000aa.webp')).toBe(true);
    expect(await store.get('products/2-00000000000000aa.webp')).toBeNull();
  });
});

describe('a bucket that cannot be reached', () => {
  it('is a 503 error (the shop’s “briefly unavailable”), not a missing picture', async () => {
    const away = bucketMediaStore({ ...s3.options, endpoint: 'http://127.0.0.1:9' });
    await expect(away.get('products/1-00000000000000aa.webp')).rejects.toMatchObject({ statusCode: 503 });
    await expect(away.health()).rejects.toMatchObject({ statusCode: 503 });
    expect(await standInStore(s3).health()).toEqual({ bucket: 'ok' });
    expect(await diskMediaStore(tempDir()).health()).toEqual({});
  });
});

describe('the shop with MEDIA_S3_BUCKET', () => {
  let shop: TestApp;
  let ownerToken: string;

  beforeAll(async () => {
    shop = await openTestApp({ media: standInStore(s3) });
    const owner = await signUpShopper(shop);
    await shop.database.db.update(users).set({ role: 'owner' }).where(eq(users.id, owner.userId));
    ownerToken = owner.token;
  });
  afterAll(() => shop.close());

  it('keeps an uploaded photo in every width in the bucket and serves it from there, immutable', async () => {
    const response = await shop.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/products/1/image',
      headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'image/png' },
      payload: await png(),
    });
    expect(response.statusCode).toBe(200);
    const url = (response.json() as { data: { image_url: string } }).data.image_url;
    expect(url).toMatch(/^\/media\/uploads\/products\/1-[0-9a-f]{16}\.webp$/);

    for (const width of [400, 800, 1200]) {
      const path = width === 1200 ? url : url.replace('.webp', `-${width}.webp`);
      const served = await shop.app.inject({ method: 'GET', url: path });
      expect(served.statusCode, path).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width, height: (width * 3) / 4 });
      // In the bucket, under the URL's key.
      const key = path.slice('/media/uploads/'.length);
      expect(await standInStore(s3).get(key)).toEqual(served.rawPayload);
    }
    // The share preview is made from the photo in the bucket (a drawing would be the tile's green).
    const share = await shop.app.inject({ method: 'GET', url: '/media/og/products/1.jpg' });
    expect(share.statusCode).toBe(200);
    const { dominant } = await sharp(share.rawPayload).stats();
    expect(dominant.r).toBeGreaterThan(dominant.b);
  });

  it('reports the bucket in the health check', async () => {
    const health = await shop.call('GET', '/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ data: { status: 'ok', bucket: 'ok' } });
  });

  it('answers 503 for a picture and an upload while the bucket is away (the health check stays 200), 404 for one it lacks', async () => {
    const missing = await shop.app.inject({
      method: 'GET',
      url: '/media/uploads/products/1-0000000000000000.webp',
    });
    expect(missing.statusCode).toBe(404);
    const away = await openTestApp({
      media: bucketMediaStore({ ...s3.options, endpoint: 'http://127.0.0.1:9' }),
    });
    try {
      const response = await away.app.inject({
        method: 'GET',
        url: '/media/uploads/products/1-0000000000000000.webp',
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ message: SERVER_MESSAGES.unavailable });
      // An upload cannot be kept: 503, and the product keeps its picture.
      const owner = await signUpShopper(away);
      await away.database.db.update(users).set({ role: 'owner' }).where(eq(users.id, owner.userId));
      const upload = await away.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/products/1/image',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'image/png' },
        payload: await png(),
      });
      expect(upload.statusCode).toBe(503);
      expect(upload.headers['retry-after']).toBe('5');
      expect(upload.json()).toEqual({ message: SERVER_MESSAGES.unavailable });
      // Pages and orders need no picture: the health check reports the bucket and stays 200, so a balancer keeps
      // every instance (issue 44: with the check failing on the bucket, all of them left at once).
      const health = await away.call('GET', '/health');
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ data: { status: 'ok', bucket: 'unavailable' } });
      expect((await away.call('GET', '/products')).statusCode).toBe(200);
    } finally {
      await away.close();
    }
  });
});

describe('the shop with MEDIA_PUBLIC_URL', () => {
  const CDN = 'https://media.okofarm.ng';
  let shop: TestApp;
  let ownerToken: string;

  beforeAll(async () => {
    shop = await openTestApp({ media: standInStore(s3), mediaPublicUrl: CDN });
    const owner = await signUpShopper(shop);
    await shop.database.db.update(users).set({ role: 'owner' }).where(eq(users.id, owner.userId));
    ownerToken = owner.token;
  });
  afterAll(() => shop.close());

  it('names uploaded pictures at that address in its answers; drawings and its own URLs stay', async () => {
    const uploaded = await shop.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/products/2/image',
      headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'image/png' },
      payload: await png(),
    });
    expect(uploaded.statusCode).toBe(200);
    const url = (uploaded.json() as { data: { image_url: string } }).data.image_url;
    expect(url).toMatch(new RegExp(`^${CDN}/products/2-[0-9a-f]{16}\\.webp$`));
    const product = (await shop.call('GET', '/products/2')).json() as { data: { image_url: string } };
    expect(product.data.image_url).toBe(url);
    const other = (await shop.call('GET', '/products/3')).json() as { data: { image_url: string } };
    expect(other.data.image_url).toMatch(/^\/media\/products\/[a-z0-9-]+\.svg$/);
    // The key at that address is the bucket's, and the shop still serves its own URL.
    const key = url.slice(CDN.length + 1);
    expect(await standInStore(s3).get(key)).not.toBeNull();
    expect((await shop.app.inject({ method: 'GET', url: `/media/uploads/${key}` })).statusCode).toBe(200);
    // The pages may show pictures from there.
    expect(uploaded.headers['content-security-policy']).toContain(`img-src 'self' data: blob: ${CDN};`);
  });
});

describe('npm run media:to-bucket', () => {
  it('copies the stored pictures of DATA_DIR/media once; run again, it copies nothing', async () => {
    const dataDir = tempDir();
    const files = {
      'products/7-0123456789abcdef.webp': 'photo',
      'products/7-0123456789abcdef-400.webp': 'photo 400',
      'categories/3-fedcba9876543210-800.webp': 'category 800',
      'logo/logo-00112233445566ff.webp': 'logo',
      'products/notes.txt': 'not a picture',
    };
    for (const [key, text] of Object.entries(files)) {
      mkdirSync(join(dataDir, 'media', key, '..'), { recursive: true });
      writeFileSync(join(dataDir, 'media', key), text);
    }
    const env = { DATA_DIR: dataDir, ...s3.env, MEDIA_S3_BUCKET: 'oko-copy' };
    // The SDK reads its credentials from the process's environment, as in a shell.
    vi.stubEnv('AWS_ACCESS_KEY_ID', s3.env.AWS_ACCESS_KEY_ID!);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', s3.env.AWS_SECRET_ACCESS_KEY!);
    const bucket = await startS3StandIn('oko-copy');
    try {
      const lines: string[] = [];
      expect(
        await runCopyCommand({ ...env, MEDIA_S3_ENDPOINT: bucket.endpoint }, (line) => lines.push(line)),
      ).toBe(0);
      expect(lines).toEqual([
        `Copied 4 pictures from ${join(dataDir, 'media')} to s3://oko-copy at ${bucket.endpoint}; 0 were there already.`,
      ]);
      const store = standInStore(bucket);
      for (const [key, text] of Object.entries(files).slice(0, 4)) {
        expect((await store.get(key))?.toString(), key).toBe(text);
      }
      expect(await store.get('products/notes.txt')).toBeNull();
      expect(await copyToStore(join(dataDir, 'media'), store)).toEqual({ copied: 0, alreadyThere: 4 });
      // The folder is left as it was.
      expect(readdirSync(join(dataDir, 'media', 'products')).sort()).toHaveLength(3);
    } finally {
      vi.unstubAllEnvs();
      await bucket.close();
    }
  });

  it('says what to set when no bucket is named', async () => {
    const lines: string[] = [];
    expect(await runCopyCommand({ DATA_DIR: tempDir() }, (line) => lines.push(line))).toBe(1);
    expect(lines).toEqual([
      'MEDIA_S3_BUCKET is not set: name the bucket to copy DATA_DIR/media into (docs/deploy.md).',
    ]);
  });
});
