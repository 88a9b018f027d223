import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('reads the VITE_APP_ variables without their prefix', () => {
    const env = parseEnv({
      VITE_APP_API_URL: '/api/v1',
      VITE_APP_ENABLE_API_MOCKING: 'true',
      VITE_APP_URL: 'https://oko.example',
      VITE_APP_MOCK_API_PORT: '9090',
      VITE_OTHER: 'ignored',
    });
    expect(env).toEqual({
      API_URL: '/api/v1',
      ENABLE_API_MOCKING: true,
      APP_URL: 'https://oko.example',
      APP_MOCK_API_PORT: 9090,
    });
  });

  it('defaults APP_URL to the site address and APP_MOCK_API_PORT to 8080', () => {
    expect(parseEnv({ VITE_APP_API_URL: '/api/v1' })).toEqual({
      API_URL: '/api/v1',
      APP_URL: 'http://localhost:3000',
      APP_MOCK_API_PORT: 8080,
    });
  });

  it('reads ENABLE_API_MOCKING "false" as false', () => {
    expect(
      parseEnv({ VITE_APP_API_URL: '/x', VITE_APP_ENABLE_API_MOCKING: 'false' }).ENABLE_API_MOCKING,
    ).toBe(false);
  });

  it('fails listing every missing or invalid variable', () => {
    expect(() => parseEnv({ VITE_APP_ENABLE_API_MOCKING: 'yes', VITE_APP_MOCK_API_PORT: 'abc' })).toThrow(
      'Invalid env provided. The following variables are missing or invalid:\n' +
        '- API_URL: is required\n' +
        '- ENABLE_API_MOCKING: must be "true" or "false"\n' +
        '- APP_MOCK_API_PORT: must be a port number',
    );
  });
});
