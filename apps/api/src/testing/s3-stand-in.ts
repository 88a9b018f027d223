// A local S3-compatible server for tests (s3rver, in this process, on a free port of 127.0.0.1), as the payment
// tests run against a Paystack stand-in: the shop's media store talks to it with the real AWS SDK client.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { type BucketOptions, bucketMediaStore } from '../media/store';

/** s3rver's fixed credentials. */
export const S3_STAND_IN_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface S3StandIn {
  endpoint: string;
  bucket: string;
  /** The store options of its bucket (credentials included). */
  options: BucketOptions;
  /** The environment an instance of the shop needs to keep its pictures there. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3StandIn(bucket = 'oko-media'): Promise<S3StandIn> {
  const directory = mkdtempSync(join(tmpdir(), 'oko-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    options: { bucket, endpoint, region: 'us-east-1', credentials: S3_STAND_IN_CREDENTIALS },
    env: {
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: S3_STAND_IN_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3_STAND_IN_CREDENTIALS.secretAccessKey,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A store on the stand-in's bucket, as the shop would open it. */
export const standInStore = (standIn: S3StandIn) => bucketMediaStore(standIn.options);
