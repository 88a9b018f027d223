import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '@/testing/console';
import { server } from '@/testing/mocks/server';
import { api } from './api-client';

describe('api client', () => {
  it('sends Accept application/json and returns the body itself', async () => {
    server.use(
      http.get('/api/v1/echo', ({ request }) =>
        HttpResponse.json({
          data: { accept: request.headers.get('accept'), auth: request.headers.get('authorization') },
        }),
      ),
    );
    await expect(api.get('/echo')).resolves.toEqual({ data: { accept: 'application/json', auth: null } });
  });

  it('sends the access token cookie as a bearer token', async () => {
    Cookies.set('accessToken', 'token-123', { path: '/' });
    server.use(
      http.get('/api/v1/echo', ({ request }) =>
        HttpResponse.json({ auth: request.headers.get('authorization') }),
      ),
    );
    await expect(api.get('/echo')).resolves.toEqual({ auth: 'Bearer token-123' });
  });

  it('logs the message of a failed response and rejects', async () => {
    server.use(
      http.get('/api/v1/echo', () => HttpResponse.json({ message: 'Out of stock' }, { status: 409 })),
    );
    await expect(api.get('/echo')).rejects.toThrow();
    expectConsoleError('Out of stock');
  });

  it('logs the error itself when the response has no message', async () => {
    server.use(http.get('/api/v1/echo', () => new HttpResponse(null, { status: 500 })));
    await expect(api.get('/echo')).rejects.toThrow();
    expectConsoleError('Request failed with status code 500');
  });
});
