import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({}, '/srv/oko');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/oko/data',
      databaseUrl: undefined,
      logLevel: 'info',
    });
    expect(config.webDistDir).toMatch(/apps\/web\/dist$/);
  });

  it('reads the environment, resolving DATA_DIR from the working directory', () => {
    const config = loadConfig(
      {
        PORT: '3999',
        DATA_DIR: 'var/shop',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/oko',
        LOG_LEVEL: 'warn',
      },
      '/srv/oko',
    );
    expect(config).toMatchObject({
      port: 3999,
      dataDir: '/srv/oko/var/shop',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/oko',
      logLevel: 'warn',
    });
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/,
    );
  });
});
