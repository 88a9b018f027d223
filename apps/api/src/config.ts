// The process's settings, read once from the environment and checked with zod: a bad value stops the start
// with a message naming the variable.
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { MESSAGE_KINDS } from '@oko/shared/schemas/messages';
import { API_DIR } from './paths';
import { type MessagesConfig, SMS_API_URL, WHATSAPP_API_URL } from './messages/providers';
import { parseTemplateNames } from './messages/whatsapp';
import { PAYSTACK_BASE_URL } from './payments/paystack';

const DEFAULT_WEB_DIST_DIR = join(API_DIR, '../web/dist');

/** Unset or empty (`NAME=` in an env file): undefined; otherwise as `schema` says. */
const optional = <T extends z.ZodType>(schema: T) =>
  schema.optional().or(z.literal('').transform(() => undefined));
const httpUrl = () => z.string().regex(/^https?:\/\/[^/\s]+(\/\S*)?$/, 'must be an http:// or https:// URL');
/** A provider's key, secret or id. */
const keyOrId = () => z.string().regex(/^\S{1,500}$/, 'must be 1 to 500 characters without spaces');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Embedded database and other files; relative paths are taken from the working directory. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://… to use a PostgreSQL server instead of the embedded database. */
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'),
  ),
  /** The built storefront (Vite's output). */
  WEB_DIST_DIR: z.string().min(1).default(DEFAULT_WEB_DIST_DIR),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Signs access tokens; every instance behind one load balancer needs the same. Unset: DATA_DIR/jwt-secret. */
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  /** smtp(s)://user:pass@host:port: send account mail. Unset: mail is written to DATA_DIR/mail/. */
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')),
  /**
   * Behind a load balancer: `true` trusts every X-Forwarded-For hop, anything else is a comma-separated list of
   * the proxies' addresses or CIDRs. Unset: the client address is the connection's.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value): boolean | string => {
      if (!value || value === 'false') return false;
      return value === 'true' ? true : value;
    }),
  /**
   * The shop's public address (https://okofarm.ng) for absolute links in robots.txt, sitemap.xml, the pages'
   * share previews, mail and Paystack's return address. Unset: the request's own protocol and host (mail and
   * Paystack: http://localhost:PORT).
   */
  APP_URL: optional(httpUrl()),
  /** Starts every throttle key in Redis, so two shops (or test runs) can share one Redis. */
  THROTTLE_KEY_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores')
    .default('oko'),
  /** redis://…: share login/code throttling counts between instances. Unset: in memory. */
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')),
  /** Paystack's secret key (sk_live_… or sk_test_…). Unset: cards go through the shop's built-in test gateway. */
  PAYSTACK_SECRET_KEY: optional(
    z.string().regex(/^\S{8,200}$/, 'must be 8 to 200 characters without spaces'),
  ),
  /** Paystack's API address; another for a stand-in or a staging proxy. */
  PAYSTACK_BASE_URL: httpUrl().default(PAYSTACK_BASE_URL),
  /**
   * An S3-compatible bucket for uploaded pictures, shared by every instance (docs/deploy.md). Unset: they are
   * files under DATA_DIR/media. Credentials the AWS SDK's usual way (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY).
   */
  MEDIA_S3_BUCKET: optional(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lowercase letters, digits, dots, dashes',
      ),
  ),
  /** The bucket's service when it is not AWS S3: R2 (https://<account>.r2.cloudflarestorage.com), Spaces, MinIO. */
  MEDIA_S3_ENDPOINT: optional(httpUrl()),
  /** The bucket's region (R2: auto). */
  MEDIA_S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/, 'must be a region name such as eu-west-1 or auto')
    .default('us-east-1'),
  /**
   * Where the answers name uploaded pictures instead of /media/uploads/: a CDN or a public bucket's address that
   * serves the store's keys (https://media.okofarm.ng → https://media.okofarm.ng/products/12-….webp).
   */
  MEDIA_PUBLIC_URL: optional(httpUrl()),
  /** WhatsApp Cloud API (issue 41): all four, or none (test mode: DATA_DIR/messages/). */
  WHATSAPP_TOKEN: optional(keyOrId()),
  WHATSAPP_PHONE_NUMBER_ID: optional(keyOrId()),
  /** The Meta app's secret: signs the webhook (X-Hub-Signature-256). */
  WHATSAPP_APP_SECRET: optional(keyOrId()),
  /** What Meta's webhook handshake must present (hub.verify_token). */
  WHATSAPP_VERIFY_TOKEN: optional(keyOrId()),
  /**
   * The approved templates' names where they are not `oko_<kind>` (decision 052): `kind=name` pairs apart by
   * commas, e.g. `out_for_delivery=order_on_its_way,packed=order_packed_v2`.
   */
  WHATSAPP_TEMPLATES: z
    .string()
    .optional()
    .transform((written, context) => {
      const parsed = parseTemplateNames(written ?? '', MESSAGE_KINDS);
      if ('names' in parsed) return parsed.names;
      context.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }),
  WHATSAPP_API_URL: httpUrl().default(WHATSAPP_API_URL),
  /** Termii (issue 41): the API key and sender ID; unset: SMS in test mode. */
  SMS_API_KEY: optional(keyOrId()),
  SMS_SENDER_ID: optional(keyOrId()),
  /** Termii's secret key: signs its delivery reports (X-Termii-Signature). */
  SMS_WEBHOOK_SECRET: optional(keyOrId()),
  SMS_API_URL: httpUrl().default(SMS_API_URL),
  /** An unpaid card order is cancelled (and restocked) after this many minutes. */
  CARD_PAYMENT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  /** Pay with Transfer (issue 39): how long Paystack's account for one payment stays open, 15 minutes to 8 hours. */
  TRANSFER_ACCOUNT_MINUTES: z.coerce.number().int().min(15).max(480).default(30),
  /** How many jobs (mail, messages, payment checks) one instance runs at once; unset: 4 (jobs/queue.ts). */
  JOB_CONCURRENCY: optional(z.coerce.number().int().min(1).max(32)),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  webDistDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  redisUrl: string | undefined;
  trustProxy: boolean | string;
  throttleKeyPrefix: string;
  appUrl: string | undefined;
  /** Paystack's secret key, or undefined: the test gateway takes card payments. */
  paystackSecretKey: string | undefined;
  paystackBaseUrl: string;
  cardPaymentMinutes: number;
  transferAccountMinutes: number;
  /** Jobs one instance's worker runs at once; undefined: the worker's default. */
  jobConcurrency: number | undefined;
  /** MEDIA_S3_*: the bucket pictures are kept in; undefined: DATA_DIR/media. */
  mediaBucket: { bucket: string; endpoint: string | undefined; region: string } | undefined;
  /** MEDIA_PUBLIC_URL without a trailing slash. */
  mediaPublicUrl: string | undefined;
  /** WhatsApp and SMS keys (messages/providers.ts); a channel without them is in test mode. */
  messages: Omit<MessagesConfig, 'dataDir'>;
  /** Settings that work but are risky, logged at start. */
  startWarnings: string[];
}

const TRUST_PROXY_WARNING =
  'TRUST_PROXY is set: X-Forwarded-For chooses the client address that throttles count. Set it only when every ' +
  'request comes through your proxy (docs/deploy.md); on a shop reached directly anyone can pick their address.';

export const CARDS_TEST_MODE_WARNING =
  "PAYSTACK_SECRET_KEY is not set: cards are in test mode. Card payments go through the shop's built-in test " +
  'gateway and no money moves (docs/payments.md).';

export const APP_URL_WARNING =
  'PAYSTACK_SECRET_KEY is set but APP_URL is not: Paystack will send shoppers back to http://localhost:PORT, and ' +
  "each order's mail links to the address it was asked from. Set APP_URL to the shop's public address " +
  '(docs/deploy.md).';

export const APP_URL_PRODUCTION_WARNING =
  "APP_URL is not set: robots.txt, the sitemap and each order's mail link to the address they were asked from, " +
  "which behind a proxy may be an inner one. Set APP_URL to the shop's public address (docs/deploy.md).";

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const {
    PORT,
    HOST,
    DATA_DIR,
    DATABASE_URL,
    WEB_DIST_DIR,
    LOG_LEVEL,
    JWT_SECRET,
    SMTP_URL,
    REDIS_URL,
    TRUST_PROXY,
    APP_URL,
    THROTTLE_KEY_PREFIX,
    PAYSTACK_SECRET_KEY,
    PAYSTACK_BASE_URL: paystackBaseUrl,
    CARD_PAYMENT_MINUTES,
    TRANSFER_ACCOUNT_MINUTES,
    JOB_CONCURRENCY,
    MEDIA_S3_BUCKET,
    MEDIA_S3_ENDPOINT,
    MEDIA_S3_REGION,
    MEDIA_PUBLIC_URL,
    WHATSAPP_TOKEN,
    WHATSAPP_PHONE_NUMBER_ID,
    WHATSAPP_APP_SECRET,
    WHATSAPP_VERIFY_TOKEN,
    WHATSAPP_API_URL: whatsappApiUrl,
    WHATSAPP_TEMPLATES: whatsappTemplates,
    SMS_API_KEY,
    SMS_SENDER_ID,
    SMS_WEBHOOK_SECRET,
    SMS_API_URL: smsApiUrl,
  } = parsed.data;
  const whatsappKeys = [WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN];
  if (whatsappKeys.some(Boolean) && !whatsappKeys.every(Boolean)) {
    throw new Error(
      'Invalid environment:\n  WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN go together: set all four or none',
    );
  }
  const smsKeys = [SMS_API_KEY, SMS_SENDER_ID, SMS_WEBHOOK_SECRET];
  if (smsKeys.some(Boolean) && !smsKeys.every(Boolean)) {
    throw new Error(
      'Invalid environment:\n  SMS_API_KEY, SMS_SENDER_ID and SMS_WEBHOOK_SECRET go together: set all three or none',
    );
  }
  return {
    port: PORT,
    host: HOST,
    dataDir: resolve(cwd, DATA_DIR),
    databaseUrl: DATABASE_URL,
    webDistDir: resolve(cwd, WEB_DIST_DIR),
    logLevel: LOG_LEVEL,
    jwtSecret: JWT_SECRET,
    smtpUrl: SMTP_URL,
    redisUrl: REDIS_URL,
    trustProxy: TRUST_PROXY,
    throttleKeyPrefix: THROTTLE_KEY_PREFIX,
    appUrl: APP_URL?.replace(/\/+$/, ''),
    paystackSecretKey: PAYSTACK_SECRET_KEY,
    paystackBaseUrl: paystackBaseUrl.replace(/\/+$/, ''),
    cardPaymentMinutes: CARD_PAYMENT_MINUTES,
    transferAccountMinutes: TRANSFER_ACCOUNT_MINUTES,
    jobConcurrency: JOB_CONCURRENCY,
    mediaBucket: MEDIA_S3_BUCKET
      ? { bucket: MEDIA_S3_BUCKET, endpoint: MEDIA_S3_ENDPOINT, region: MEDIA_S3_REGION }
      : undefined,
    mediaPublicUrl: MEDIA_PUBLIC_URL?.replace(/\/+$/, ''),
    messages: {
      whatsapp:
        WHATSAPP_TOKEN && WHATSAPP_PHONE_NUMBER_ID && WHATSAPP_APP_SECRET && WHATSAPP_VERIFY_TOKEN
          ? {
              token: WHATSAPP_TOKEN,
              phoneNumberId: WHATSAPP_PHONE_NUMBER_ID,
              appSecret: WHATSAPP_APP_SECRET,
              verifyToken: WHATSAPP_VERIFY_TOKEN,
              apiUrl: whatsappApiUrl.replace(/\/+$/, ''),
              templates: whatsappTemplates,
            }
          : undefined,
      sms:
        SMS_API_KEY && SMS_SENDER_ID && SMS_WEBHOOK_SECRET
          ? {
              apiKey: SMS_API_KEY,
              senderId: SMS_SENDER_ID,
              webhookSecret: SMS_WEBHOOK_SECRET,
              apiUrl: smsApiUrl.replace(/\/+$/, ''),
            }
          : undefined,
    },
    startWarnings: [
      ...(TRUST_PROXY ? [TRUST_PROXY_WARNING] : []),
      ...(PAYSTACK_SECRET_KEY ? [] : [CARDS_TEST_MODE_WARNING]),
      ...(PAYSTACK_SECRET_KEY && !APP_URL ? [APP_URL_WARNING] : []),
      ...(!PAYSTACK_SECRET_KEY && !APP_URL && env.NODE_ENV === 'production'
        ? [APP_URL_PRODUCTION_WARNING]
        : []),
    ],
  };
}
