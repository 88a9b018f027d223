import { describe, expect, it } from 'vitest';
import { APP_URL_PRODUCTION_WARNING, APP_URL_WARNING, CARDS_TEST_MODE_WARNING, loadConfig } from './config';

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

  it('reads the pictures’ bucket: none by default, MEDIA_S3_* when named, and refuses a bad one', () => {
    expect(loadConfig({}).mediaBucket).toBeUndefined();
    expect(loadConfig({ MEDIA_S3_BUCKET: 'oko-media' }).mediaBucket).toEqual({
      bucket: 'oko-media',
      endpoint: undefined,
      region: 'us-east-1',
    });
    expect(
      loadConfig({
        MEDIA_S3_BUCKET: 'oko-media',
        MEDIA_S3_ENDPOINT: 'https://abc.r2.cloudflarestorage.com',
        MEDIA_S3_REGION: 'auto',
      }).mediaBucket,
    ).toEqual({ bucket: 'oko-media', endpoint: 'https://abc.r2.cloudflarestorage.com', region: 'auto' });
    expect(loadConfig({ MEDIA_PUBLIC_URL: 'https://media.okofarm.ng/' }).mediaPublicUrl).toBe(
      'https://media.okofarm.ng',
    );
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'Oko Media', MEDIA_S3_ENDPOINT: 'r2' })).toThrow(
      /MEDIA_S3_BUCKET: must be a bucket name[\s\S]*MEDIA_S3_ENDPOINT: must be an http/,
    );
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/,
    );
  });

  it('reads the account settings: JWT_SECRET, SMTP_URL, REDIS_URL, and refuses bad ones', () => {
    expect(loadConfig({})).toMatchObject({ jwtSecret: undefined, smtpUrl: undefined, redisUrl: undefined });
    expect(
      loadConfig({
        JWT_SECRET: 'x'.repeat(32),
        SMTP_URL: 'smtp://mail.example.com:587',
        REDIS_URL: 'redis://127.0.0.1:6379',
      }),
    ).toMatchObject({
      jwtSecret: 'x'.repeat(32),
      smtpUrl: 'smtp://mail.example.com:587',
      redisUrl: 'redis://127.0.0.1:6379',
    });
    expect(() => loadConfig({ JWT_SECRET: 'short', SMTP_URL: 'mail.example.com', REDIS_URL: 'x' })).toThrow(
      /JWT_SECRET: must be at least 32 characters[\s\S]*SMTP_URL: must start with smtp:\/\/ or smtps:\/\/[\s\S]*REDIS_URL: must start with redis:\/\//,
    );
  });

  it('reads TRUST_PROXY as off, on, or a list of proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    // A shop reached directly with TRUST_PROXY on lets X-Forwarded-For choose the address: said at start.
    const live = { PAYSTACK_SECRET_KEY: 'sk_test_0123456789', APP_URL: 'https://okofarm.ng' };
    expect(loadConfig(live).startWarnings).toEqual([]);
    expect(loadConfig({}).throttleKeyPrefix).toBe('oko');
    expect(loadConfig({ THROTTLE_KEY_PREFIX: 'shop-2' }).throttleKeyPrefix).toBe('shop-2');
    expect(() => loadConfig({ THROTTLE_KEY_PREFIX: 'a b' })).toThrow(/THROTTLE_KEY_PREFIX/);
    expect(loadConfig({ TRUST_PROXY: 'true', ...live }).startWarnings).toEqual([
      expect.stringMatching(/^TRUST_PROXY is set/),
    ]);
  });

  it('reads APP_URL without its trailing slash, and refuses one that is not http(s)', () => {
    expect(loadConfig({}).appUrl).toBeUndefined();
    expect(loadConfig({ APP_URL: '' }).appUrl).toBeUndefined();
    expect(loadConfig({ APP_URL: 'https://okofarm.ng/' }).appUrl).toBe('https://okofarm.ng');
    expect(() => loadConfig({ APP_URL: 'okofarm.ng' })).toThrow(
      /APP_URL: must be an http:\/\/ or https:\/\/ URL/,
    );
    expect(() => loadConfig({ APP_URL: 'ftp://okofarm.ng' })).toThrow(/APP_URL/);
  });

  it('warns at start when APP_URL is unset under NODE_ENV=production, test mode or not', () => {
    const production = { NODE_ENV: 'production' };
    expect(loadConfig(production).startWarnings).toEqual([
      CARDS_TEST_MODE_WARNING,
      APP_URL_PRODUCTION_WARNING,
    ]);
    expect(APP_URL_PRODUCTION_WARNING).toMatch(/^APP_URL is not set/);
    expect(loadConfig({ ...production, APP_URL: 'https://okofarm.ng' }).startWarnings).toEqual([
      CARDS_TEST_MODE_WARNING,
    ]);
    expect(loadConfig({ NODE_ENV: 'development' }).startWarnings).toEqual([CARDS_TEST_MODE_WARNING]);
  });

  it('reads Paystack: without a key cards are in test mode (said at start), 30 minutes to pay by default', () => {
    const config = loadConfig({});
    expect(config.paystackSecretKey).toBeUndefined();
    expect(config.paystackBaseUrl).toBe('https://api.paystack.co');
    expect(config.cardPaymentMinutes).toBe(30);
    expect(config.startWarnings).toEqual([CARDS_TEST_MODE_WARNING]);
    expect(CARDS_TEST_MODE_WARNING).toMatch(/^PAYSTACK_SECRET_KEY is not set: cards are in test mode/);
    const live = loadConfig({
      PAYSTACK_SECRET_KEY: 'sk_live_abcdef123456',
      PAYSTACK_BASE_URL: 'http://127.0.0.1:4010/',
      CARD_PAYMENT_MINUTES: '15',
    });
    expect(live).toMatchObject({
      paystackSecretKey: 'sk_live_abcdef123456',
      paystackBaseUrl: 'http://127.0.0.1:4010',
      cardPaymentMinutes: 15,
    });
    // Paystack sends the shopper back to APP_URL, and mail links to it: without it they name localhost.
    expect(live.startWarnings).toEqual([APP_URL_WARNING]);
    expect(APP_URL_WARNING).toMatch(/^PAYSTACK_SECRET_KEY is set but APP_URL is not/);
    expect(() => loadConfig({ CARD_PAYMENT_MINUTES: '0', PAYSTACK_BASE_URL: 'api.paystack.co' })).toThrow(
      /PAYSTACK_BASE_URL: must be an http:\/\/ or https:\/\/ URL[\s\S]*CARD_PAYMENT_MINUTES/,
    );
  });

  it('reads JOB_CONCURRENCY: the worker’s default when unset, 1 to 32 when set', () => {
    expect(loadConfig({}).jobConcurrency).toBeUndefined();
    expect(loadConfig({ JOB_CONCURRENCY: '' }).jobConcurrency).toBeUndefined();
    expect(loadConfig({ JOB_CONCURRENCY: '8' }).jobConcurrency).toBe(8);
    expect(() => loadConfig({ JOB_CONCURRENCY: '0' })).toThrow(/JOB_CONCURRENCY/);
    expect(() => loadConfig({ JOB_CONCURRENCY: '64' })).toThrow(/JOB_CONCURRENCY/);
  });

  it('reads WHATSAPP_TEMPLATES as kind=name pairs, and refuses an unknown kind or a name Meta would not take', () => {
    const keys = {
      WHATSAPP_TOKEN: 'token',
      WHATSAPP_PHONE_NUMBER_ID: '1234',
      WHATSAPP_APP_SECRET: 'secret',
      WHATSAPP_VERIFY_TOKEN: 'verify',
    };
    expect(loadConfig(keys).messages.whatsapp?.templates).toEqual({});
    expect(
      loadConfig({
        ...keys,
        WHATSAPP_TEMPLATES: ' out_for_delivery=order_on_its_way , packed=order_packed_v2 ',
      }).messages.whatsapp?.templates,
    ).toEqual({ out_for_delivery: 'order_on_its_way', packed: 'order_packed_v2' });
    expect(() => loadConfig({ ...keys, WHATSAPP_TEMPLATES: 'shipped=order_shipped' })).toThrow(
      /WHATSAPP_TEMPLATES: "shipped=order_shipped": the kind must be one of order_received/,
    );
    expect(() => loadConfig({ ...keys, WHATSAPP_TEMPLATES: 'packed=Order Packed' })).toThrow(
      /WHATSAPP_TEMPLATES: "packed=Order Packed": a template's name is lowercase letters, digits and underscores/,
    );
  });
});
