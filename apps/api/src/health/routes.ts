// GET /health: for a proxy's or a supervisor's health check (docs/deploy.md). 200 when this instance can reach
// its database (and, when pictures are kept in a bucket, the bucket: `bucket: "ok"`), otherwise a 503 with
// Retry-After, so a balancer sends shoppers elsewhere.
import { SERVER_MESSAGES, dataEnvelope, errorBodySchema } from '@oko/shared/schemas/api';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MediaStore } from '../media/store';

const healthRoutes: FastifyPluginAsyncZod<{ media?: MediaStore }> = async (app, options) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary:
          'Whether this instance serves: its database answers, and its pictures’ bucket when it has one',
        description: `503 \`${SERVER_MESSAGES.unavailable}\` with \`Retry-After\` while the database or the bucket is away.`,
        response: {
          200: dataEnvelope(z.object({ status: z.literal('ok'), bucket: z.literal('ok').optional() })),
          503: errorBodySchema,
        },
      },
    },
    async (_request, reply) => {
      const [media] = await Promise.all([options.media?.health(), app.db.execute(sql`select 1`)]);
      reply.header('cache-control', 'no-store');
      return { data: { status: 'ok' as const, ...media } };
    },
  );
};

export default healthRoutes;
