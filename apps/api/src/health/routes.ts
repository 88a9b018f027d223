// For a proxy's, a balancer's or a supervisor's checks (docs/deploy.md "Health checks"):
// - GET /health, readiness: 200 while this instance can serve shoppers, which needs its database and nothing else.
//   The pictures' bucket is reported as a field (`bucket: "ok" | "unavailable"`) and never fails the check: with
//   the bucket away pages and orders still work, and a check that failed on it would take every instance out at
//   once (issue 44). 503 with Retry-After while the database is away or the instance is stopping (SIGTERM), so a
//   balancer sends shoppers elsewhere.
// - GET /health/live, liveness: 200 while the process answers at all, for a supervisor deciding to restart it.
import { SERVER_MESSAGES, dataEnvelope, errorBodySchema } from '@oko/shared/schemas/api';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../errors';
import type { MediaStore } from '../media/store';
import { RETRY_AFTER_SECONDS } from '../plugins/errors';

/** A bucket that has not answered within this long is reported away: the check itself must stay quick. */
const BUCKET_CHECK_MS = 1000;

export interface HealthOptions {
  media?: MediaStore;
  /** True once the process is stopping: readiness answers 503 while requests in flight finish. */
  stopping?: () => boolean;
}

async function bucketState(media: MediaStore | undefined): Promise<{ bucket?: 'ok' | 'unavailable' }> {
  if (!media) return {};
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('bucket check timed out')), BUCKET_CHECK_MS);
  });
  try {
    return await Promise.race([media.health(), late]);
  } catch {
    return { bucket: 'unavailable' };
  } finally {
    clearTimeout(timer);
  }
}

const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, options) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness: whether this instance serves shoppers (its database answers); the bucket as a field',
        description: `503 \`${SERVER_MESSAGES.unavailable}\` with \`Retry-After\` while the database is away or the instance is stopping. \`bucket\` (with pictures in a bucket only) is \`unavailable\` while the bucket is away: uploads then answer 503, everything else works.`,
        response: {
          200: dataEnvelope(
            z.object({ status: z.literal('ok'), bucket: z.enum(['ok', 'unavailable']).optional() }),
          ),
          503: errorBodySchema,
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (options.stopping?.()) {
        throw new DomainError(503, SERVER_MESSAGES.unavailable, undefined, {
          'retry-after': String(RETRY_AFTER_SECONDS),
        });
      }
      const [bucket] = await Promise.all([bucketState(options.media), app.db.execute(sql`select 1`)]);
      return { data: { status: 'ok' as const, ...bucket } };
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (no database asked); for a supervisor, not a balancer',
        response: { 200: dataEnvelope(z.object({ status: z.literal('ok') })) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { status: 'ok' as const } };
    },
  );
};

export default healthRoutes;
