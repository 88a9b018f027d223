// GET /health: for a proxy's or a supervisor's health check (docs/deploy.md). 200 when this instance can reach
// its database, otherwise the error handler's 503 with Retry-After, so a balancer sends shoppers elsewhere.
import { SERVER_MESSAGES, dataEnvelope, errorBodySchema } from '@oko/shared/schemas/api';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether this instance serves: its database answers',
        description: `503 \`${SERVER_MESSAGES.unavailable}\` with \`Retry-After\` while the database is away.`,
        response: { 200: dataEnvelope(z.object({ status: z.literal('ok') })), 503: errorBodySchema },
      },
    },
    async (_request, reply) => {
      await app.db.execute(sql`select 1`);
      reply.header('cache-control', 'no-store');
      return { data: { status: 'ok' as const } };
    },
  );
};

export default healthRoutes;
