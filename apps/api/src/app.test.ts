// The HTTP conventions every answer follows: errors, security headers, compression, the docs, and the storefront
// served beside the API.
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { EARLY_TAPS_SCRIPT } from '@oko/shared/early-taps';
import { errorBodySchema } from '@oko/shared/schemas/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BODY_LIMIT } from './app';
import { FAKE_INDEX_HTML, createTestApp, makeFakeWebDist, useTestApp } from './testing/test-app';

const webDist = makeFakeWebDist();
const logLines: string[] = [];

/** Routes that exist only in this test: one that takes a body, one that fails, one whose SQL fails. */
function testRoutes(instance: FastifyInstance) {
  const typed = instance.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/v1/test/echo',
    { schema: { body: z.object({ name: z.string().min(3, 'name is too short'), qty: z.number().int() }) } },
    async (request) => ({ data: request.body }),
  );
  typed.get('/api/v1/test/boom', async () => {
    throw new Error('secret internals at /srv/app.ts:42');
  });
  typed.get('/api/v1/test/bad-sql', async () => {
    await instance.db.execute(sql`select password_hash from no_such_table`);
    return { data: null };
  });
}

const shop = useTestApp({
  webDistDir: webDist.dir,
  logger: {
    level: 'error',
    stream: new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  },
  extend: testRoutes,
});

afterAll(() => {
  webDist.remove();
});

describe('errors', () => {
  it('answers unknown API paths with 404 JSON, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nothing-here'],
      ['POST', '/api/v1/nothing-here'],
      ['DELETE', '/api/v1/products'],
      ['GET', '/api/v2/products'],
      ['GET', '/api'],
    ] as const) {
      const response = await shop.app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ade",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Malformed JSON in request body.' });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(BODY_LIMIT), qty: 1 }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('answers an invalid body with 422 and every field error', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      payload: { name: 'Al', qty: 1.5 },
    });
    expect(response.statusCode).toBe(422);
    const body = errorBodySchema.parse(response.json());
    expect(body.message).toBe('name is too short');
    expect(body.errors?.name).toEqual(['name is too short']);
    expect(body.errors?.qty).toHaveLength(1);
  });

  it('lets a valid body through', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      payload: { name: 'Ade', qty: 2 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { name: 'Ade', qty: 2 } });
  });

  it('answers a failure with 500 "Server error", no stack, no SQL, and logs it with the request id', async () => {
    for (const url of ['/api/v1/test/boom', '/api/v1/test/bad-sql']) {
      logLines.length = 0;
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(500);
      expect(response.json()).toEqual({ message: 'Server error' });
      expect(response.body).not.toMatch(/secret|no_such_table|select|\.ts:|at /i);

      const requestId = response.headers['x-request-id'];
      expect(requestId).toEqual(expect.any(String));
      const logged = logLines.map(
        (line) => JSON.parse(line) as { reqId?: string; err?: { message?: string } },
      );
      const entry = logged.find((line) => line.reqId === requestId);
      expect(entry?.err?.message, url).toMatch(/secret internals|no_such_table/);
    }
  });
});

describe('headers', () => {
  it('sends the security headers and no x-powered-by, on API answers and pages alike', async () => {
    for (const url of ['/api/v1/get-setting', '/', '/api/v1/missing']) {
      const response = await shop.app.inject({ method: 'GET', url });
      const csp = response.headers['content-security-policy'];
      expect(csp, url).toContain("default-src 'self'");
      // Scripts from this origin, and one inline script: the early-taps one (issue 29), by its hash.
      const hash = createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64');
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      // blob: only for pictures (the back office's photo previews), never for scripts.
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).not.toMatch(/script-src[^;]*blob:/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends Strict-Transport-Security only over HTTPS, as the header means', async () => {
    const plain = await shop.app.inject({ method: 'GET', url: '/api/v1/get-setting' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // A client's own X-Forwarded-Proto is not believed without TRUST_PROXY.
    const claimed = await shop.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();

    const behindProxy = await createTestApp(shop.database.db, { trustProxy: true, webDistDir: webDist.dir });
    try {
      for (const url of ['/api/v1/get-setting', '/', '/media/logo.svg']) {
        const viaHttps = await behindProxy.inject({
          method: 'GET',
          url,
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(viaHttps.headers['strict-transport-security'], url).toBe(
          'max-age=31536000; includeSubDomains',
        );
        const viaHttp = await behindProxy.inject({
          method: 'GET',
          url,
          headers: { 'x-forwarded-proto': 'http' },
        });
        expect(viaHttp.headers['strict-transport-security'], url).toBeUndefined();
      }
    } finally {
      await behindProxy.close();
    }
  });

  it('compresses a large answer when the client asks, and only then', async () => {
    const url = '/api/v1/products?per_page=50';
    const gzipped = await shop.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const data = JSON.parse(gunzipSync(gzipped.rawPayload).toString()) as { data: unknown[] };
    expect(data.data).toHaveLength(50);

    const plain = await shop.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(data);
  });
});

describe('API docs', () => {
  it('serves Swagger UI at /api/docs, loading only same-origin scripts', async () => {
    const page = await shop.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)|src="https?:/);
    const script = await shop.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
  });

  it('describes the API in OpenAPI, from the shared zod schemas', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/get-setting',
        '/api/v1/products',
        '/api/v1/products/{id}',
        '/api/v1/products/categories',
        '/api/v1/products/categories/{slug}',
        '/api/v1/countries',
        '/api/v1/states',
        '/api/v1/delivery-channel',
      ]),
    );
    // Test-only routes, the /api/* catch-all and the docs' own routes stay out of the description.
    expect(Object.keys(document.paths).filter((path) => /\*|test|docs/.test(path))).toEqual([]);
    const products = document.paths['/api/v1/products'] as { get: { parameters: { name: string }[] } };
    expect(products.get.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['page', 'per_page', 'category', 'sort']),
    );
  });
});

describe('the storefront beside the API', () => {
  it('serves index.html at / to be revalidated on each visit', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(FAKE_INDEX_HTML);
  });

  it('caches hashed assets for a year as immutable', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates other root files', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers deep links of the storefront with index.html when the browser wants HTML', async () => {
    for (const url of [
      '/categories/fruits',
      '/products/12',
      '/users/orders/tracking?orderId=3',
      '/no/such/page',
    ]) {
      const response = await shop.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(FAKE_INDEX_HTML);
    }
  });

  it('does not answer missing files, media or non-HTML requests with the page', async () => {
    const cases = [
      { url: '/assets/index-old999.js', accept: '*/*' },
      { url: '/humans.txt', accept: 'text/html' },
      { url: '/media/products/no-such-thing.svg', accept: 'text/html' },
      { url: '/categories/fruits', accept: 'application/json' },
    ];
    for (const { url, accept } of cases) {
      const response = await shop.app.inject({ method: 'GET', url, headers: { accept } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    }
  });

  it('says to build the storefront when there is no build, and the API still answers', async () => {
    const bare = await createTestApp(shop.database.db);
    try {
      const page = await bare.inject({ method: 'GET', url: '/categories', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(404);
      expect(page.body).toMatch(/npm run build/);
      const api = await bare.inject({ method: 'GET', url: '/api/v1/get-setting' });
      expect(api.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
