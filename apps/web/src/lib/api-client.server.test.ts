// Decision 016, step 2: the same client on the server, where no page gives `/api/v1` an origin.
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { server } from '@/testing/mocks/server';
import { api, configureServerApi } from './api-client';

const echo = async () => z.object({ url: z.string(), auth: z.string().nullable() });

describe('api client on the server', () => {
  it('sends to the absolute base the server names, as a guest', async () => {
    configureServerApi({ base: 'http://127.0.0.1:3001' });
    server.use(
      http.get('http://127.0.0.1:3001/api/v1/products', ({ request }) =>
        HttpResponse.json({ url: request.url, auth: request.headers.get('authorization') }),
      ),
    );
    // No document, so no cookie and no bearer token: a server render only ever asks as a guest.
    expect(Cookies.get('accessToken')).toBeUndefined();
    await expect(api.get('/products', echo, { params: { page: 2, category: undefined } })).resolves.toEqual({
      url: 'http://127.0.0.1:3001/api/v1/products?page=2',
      auth: null,
    });
  });

  it('sends through the fetch the server passes (the API called in-process)', async () => {
    const inProcess = vi.fn<typeof fetch>(() =>
      Promise.resolve(Response.json({ url: 'in-process', auth: null })),
    );
    configureServerApi({ base: 'http://api.internal', fetch: inProcess });
    await expect(api.get('/settings', echo)).resolves.toEqual({ url: 'in-process', auth: null });
    expect(inProcess).toHaveBeenCalledExactlyOnceWith(
      'http://api.internal/api/v1/settings',
      expect.objectContaining({ method: 'GET', headers: { Accept: 'application/json' } }),
    );
  });
});
