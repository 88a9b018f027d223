// The shop's content for shoppers (decision 018): the checkout's pick-up points and the text of the About,
// Privacy and Terms pages. The same for everyone: registered beside the catalog, with its ETag and short cache.
import { dataEnvelope, errorBodySchema } from '@oko/shared/schemas/api';
import { pageParams, pageSchema, pickupPointSchema } from '@oko/shared/schemas/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getPublicPage } from './pages';
import { listActivePickupPoints } from './pickup-points';

const contentRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.get(
    '/pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'The text of the About, Privacy or Terms page in Markdown, the shop’s details filled in',
        params: pageParams,
        response: { 200: dataEnvelope(pageSchema), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await getPublicPage(app.db, request.params.slug) }),
  );
};

export default contentRoutes;
