// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '@/testing/console';
import { server } from '@/testing/mocks/server';
import { z } from 'zod';
import { $ZodError } from 'zod/v4/core';
import { api } from './api-client';
import { ApiError, errorStatus } from './api-errors';

describe('api client', () => {
  it('sends Accept application/json and returns the body itself', async () => {
    server.use(
      http.get('/api/v1/echo', ({ request }) =>
        HttpResponse.json({
          data: { accept: request.headers.get('accept'), auth: request.headers.get('authorization') },
        }),
      ),
    );
    const echo = async () =>
      z.object({ data: z.object({ accept: z.string(), auth: z.string().nullable() }) });
    await expect(api.get('/echo', echo)).resolves.toEqual({
      data: { accept: 'application/json', auth: null },
    });
  });

  it('sends the access token cookie as a bearer token', async () => {
    Cookies.set('accessToken', 'token-123', { path: '/' });
    server.use(
      http.get('/api/v1/echo', ({ request }) =>
        HttpResponse.json({ auth: request.headers.get('authorization') }),
      ),
    );
    await expect(api.get('/echo', async () => z.object({ auth: z.string() }))).resolves.toEqual({
      auth: 'Bearer token-123',
    });
  });

  it('logs the message of a failed response and rejects', async () => {
    server.use(
      http.get('/api/v1/echo', () => HttpResponse.json({ message: 'Out of stock' }, { status: 409 })),
    );
    await expect(api.get('/echo', async () => z.unknown())).rejects.toThrow();
    expectConsoleError('Out of stock');
  });

  it('logs the error itself when the response has no message', async () => {
    server.use(http.get('/api/v1/echo', () => new HttpResponse(null, { status: 500 })));
    await expect(api.get('/echo', async () => z.unknown())).rejects.toThrow();
    expectConsoleError('Request failed with status code 500');
  });
  it('sends a body as JSON, the query parameters it has, and extra headers', async () => {
    server.use(
      http.post('/api/v1/echo', async ({ request }) => {
        const url = new URL(request.url);
        return HttpResponse.json({
          body: await request.json(),
          type: request.headers.get('content-type'),
          query: url.search,
          key: request.headers.get('idempotency-key'),
        });
      }),
    );
    const echo = async () =>
      z.object({ body: z.unknown(), type: z.string(), query: z.string(), key: z.string() });
    await expect(
      api.post('/echo', { keyword: 'yam' }, echo, {
        params: { page: 2, category: undefined, per_page: 24 },
        headers: { 'Idempotency-Key': 'k-1' },
      }),
    ).resolves.toEqual({
      body: { keyword: 'yam' },
      type: 'application/json',
      query: '?page=2&per_page=24',
      key: 'k-1',
    });
  });

  it("parses the answer with the call's schema: unknown fields go, a drifted answer rejects", async () => {
    server.use(http.get('/api/v1/echo', () => HttpResponse.json({ data: { id: 1, secret: 'x' } })));
    await expect(
      api.get('/echo', async () => z.object({ data: z.object({ id: z.number() }) })),
    ).resolves.toEqual({
      data: { id: 1 },
    });
    // zod's core error: what both `zod` and `zod/mini` schemas throw (decision 019).
    await expect(
      api.get('/echo', async () => z.object({ data: z.object({ id: z.string() }) })),
    ).rejects.toBeInstanceOf($ZodError);
  });

  it("loads the answer's schema while the request is under way, not after the answer", async () => {
    // The API answers only once the client has asked for the schema: a client that loaded it after the answer
    // would wait here for ever (and the test time out).
    let schemaAsked = () => {};
    const asked = new Promise<void>((resolve) => (schemaAsked = resolve));
    server.use(
      http.get('/api/v1/echo', async () => {
        await asked;
        return HttpResponse.json({ data: { id: 1 } });
      }),
    );
    const answer = async () => {
      schemaAsked();
      return z.object({ data: z.object({ id: z.number() }) });
    };
    await expect(api.get('/echo', answer)).resolves.toEqual({ data: { id: 1 } });
  });

  it("passes on the API's own error when the answer's schema could not load as well", async () => {
    server.use(
      http.post('/api/v1/cart', () =>
        HttpResponse.json({ message: 'The selected product unit id is invalid.' }, { status: 422 }),
      ),
    );
    const unloadable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const error: unknown = await api.post('/cart', {}, unloadable).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorStatus(error)).toBe(422);
    expectConsoleError('The selected product unit id is invalid.');
  });

  it('logs and rejects when the schema of a good answer could not load', async () => {
    server.use(http.get('/api/v1/echo', () => HttpResponse.json({ ok: true })));
    const unloadable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(api.get('/echo', unloadable)).rejects.toThrow('Failed to fetch dynamically imported module');
    expectConsoleError('Failed to fetch dynamically imported module');
  });

  it('rejects an error answer with an ApiError holding its status and parsed body', async () => {
    server.use(
      http.get('/api/v1/echo', () => HttpResponse.json({ message: 'Product not found' }, { status: 404 })),
    );
    const failure = await api.get('/echo', async () => z.unknown()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ response: { status: 404, data: { message: 'Product not found' } } });
    expectConsoleError('Product not found');
  });

  it('logs a network failure and rejects with it', async () => {
    server.use(http.get('/api/v1/echo', () => HttpResponse.error()));
    const failure = await api.get('/echo', async () => z.unknown()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TypeError);
    expectConsoleError((failure as Error).message);
  });
});
