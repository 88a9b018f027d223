// The checkout's pick-up points (decisions 018 and 034): delivery's, the same for everyone, registered beside the
// catalog with its ETag and short cache.
import { dataEnvelope } from '@oko/shared/schemas/api';
import { pickupPointSchema } from '@oko/shared/schemas/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listActivePickupPoints } from './pickup-points';

const pickupPointRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pickup-points',
    {
      schema: {
        tags: ['content'],
        summary:
          'The pick-up points the checkout lists: active ones whose delivery channel is offered, by name',
        response: { 200: dataEnvelope(z.array(pickupPointSchema)) },
      },
    },
    async () => ({ data: await listActivePickupPoints(app.db) }),
  );
};

export default pickupPointRoutes;
