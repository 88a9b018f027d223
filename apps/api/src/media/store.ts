// Where uploaded pictures are kept (issue 30): one small interface, two implementations, chosen once at start
// (server.ts, from the environment). On one machine, files under DATA_DIR/media; with MEDIA_S3_BUCKET, objects in
// an S3-compatible bucket (AWS S3, Cloudflare R2, DigitalOcean Spaces, MinIO) that every instance reads, so a
// picture uploaded through one instance is served by all. A key is `{kind}/{file}` (`products/12-ab….webp`), the
// part of the URL after /media/uploads/, the same on disk and in the bucket (decision 028).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { SERVER_MESSAGES } from '@oko/shared/schemas/api';
import type { Config } from '../config';
import { DomainError } from '../errors';
import { RETRY_AFTER_SECONDS } from '../plugins/errors';

/** Sent with every picture: a new picture gets a new name, so none ever changes. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface MediaStore {
  /** For the start-up log: the folder or `s3://bucket`. */
  readonly where: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none under `key`. */
  get(key: string): Promise<Buffer | null>;
  /** Whether an object is under `key` already (the copy command skips it). */
  has(key: string): Promise<boolean>;
  /** What the health check reports of the store: nothing for a folder, `{ bucket: 'ok' }`; throws when away. */
  health(): Promise<{ bucket?: 'ok' }>;
}

/** 503 with Retry-After, as when the database is away: the bucket could not be reached. */
export class MediaUnavailableError extends DomainError {
  constructor(readonly reason: unknown) {
    super(503, SERVER_MESSAGES.unavailable, undefined, { 'retry-after': String(RETRY_AFTER_SECONDS) });
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function diskMediaStore(dir: string): MediaStore {
  return {
    where: dir,
    async put(key, body) {
      const path = join(dir, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    async get(key) {
      try {
        return await readFile(join(dir, key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async has(key) {
      return (await this.get(key)) !== null;
    },
    health: async () => ({}),
  };
}

export interface BucketOptions {
  bucket: string;
  /** An S3-compatible service's address (R2, Spaces, MinIO); unset: AWS S3 itself. */
  endpoint?: string | undefined;
  region: string;
  /** Credentials the SDK's usual way (AWS_ACCESS_KEY_ID, …) when unset; tests pass them. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** A picture the bucket has no object for: S3 answers NoSuchKey (GET) or a bare 404 (HEAD). */
const notThere = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

type Sdk = typeof S3Sdk;

export function bucketMediaStore(options: BucketOptions): MediaStore {
  // The SDK is loaded on the first call, not at start: 1.3 s and 22 MB of a start that may touch no picture
  // (as ioredis and sharp are: issue 31).
  let loading: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const s3 = () =>
    (loading ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
        ...(options.credentials ? { credentials: options.credentials } : {}),
        // A bucket that does not answer is given up soon: a picture or a health check answers 503, not a hang.
        requestHandler: { connectionTimeout: 2000, requestTimeout: 5000 },
        maxAttempts: 2,
      }),
    })));
  const Bucket = options.bucket;
  /** The SDK's own errors (a 404 aside) and the network's become the shop's 503. */
  async function reach<T>(
    work: (s3: { sdk: Sdk; client: S3Client }) => Promise<T>,
    missing?: () => T,
  ): Promise<T> {
    try {
      return await work(await s3());
    } catch (error) {
      if (missing && notThere(error)) return missing();
      throw new MediaUnavailableError(error);
    }
  }
  return {
    where: `s3://${Bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`,
    put: (key, body, contentType) =>
      reach(async ({ sdk, client }) => {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket,
            Key: key,
            Body: body,
            ContentType: contentType,
            CacheControl: IMAGE_CACHE_CONTROL,
          }),
        );
      }),
    get: (key) =>
      reach(
        async ({ sdk, client }) => {
          const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
          return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
        },
        () => null,
      ),
    has: (key) =>
      reach(
        async ({ sdk, client }) => {
          await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
          return true;
        },
        () => false,
      ),
    health: () =>
      reach(async ({ sdk, client }) => {
        await client.send(new sdk.HeadBucketCommand({ Bucket }));
        return { bucket: 'ok' as const };
      }),
  };
}

/** The store the environment names: the bucket of MEDIA_S3_BUCKET, or DATA_DIR/media. Chosen once, at start. */
export const mediaStoreFor = (config: Pick<Config, 'dataDir' | 'mediaBucket'>): MediaStore =>
  config.mediaBucket ? bucketMediaStore(config.mediaBucket) : diskMediaStore(join(config.dataDir, 'media'));
