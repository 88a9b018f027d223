// The shop's content for shoppers (decision 018): the text of the About, Privacy and Terms pages. The same for
// everyone: registered beside the catalog, with its ETag and short cache. Pick-up points: delivery/pickup-routes.ts.
import { dataEnvelope, errorBodySchema } from '@oko/shared/schemas/api';
import { pageParams, pageSchema } from '@oko/shared/schemas/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPublicPage } from './pages';

const contentRoutes: FastifyPluginAsyncZod = async (app) => {
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
