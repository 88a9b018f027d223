import { AxiosError, AxiosHeaders } from 'axios';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '@/testing/console';
import { server } from '@/testing/mocks/server';
import { api, formatErrors } from './api-client';

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

describe('formatErrors (spec section 8, error formatter)', () => {
  const failed = (data: unknown) =>
    new AxiosError('Request failed', 'ERR_BAD_RESPONSE', undefined, undefined, {
      data,
      status: 422,
      statusText: 'Unprocessable Entity',
      headers: {},
      config: { headers: new AxiosHeaders() },
    });

  it('gives a line "field: messages joined by comma" for each field of the errors object', () => {
    expect(
      formatErrors(
        failed({ message: 'x', errors: { quantity: ['too many', 'out of stock'], city: ['required'] } }),
      ),
    ).toBe('quantity: too many, out of stock\ncity: required');
  });

  it('says "An unexpected error occurred." without an errors object', () => {
    expect(formatErrors(failed({ message: 'Server error' }))).toBe('An unexpected error occurred.');
    expect(formatErrors(new Error('offline'))).toBe('An unexpected error occurred.');
  });
});
