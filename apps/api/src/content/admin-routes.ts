// The back office's content calls (owner only, decision 018): the pages' text, recorded in the audit log in its
// own transaction. Pick-up points are delivery's (delivery/admin-pickup-routes.ts, issue 37).
import { dataEnvelope } from '@oko/shared/schemas/api';
import { pageParams, pageSchema, updatePageSchema } from '@oko/shared/schemas/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, backOfficeRoutes } from '../auth/back-office';
import { listPages, savePage } from './pages';

const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  backOfficeRoutes(app, 'owner');

  app.get(
    '/admin/pages',
    {
      schema: {
        summary: 'The About, Privacy and Terms pages’ text in Markdown, as the owner wrote it',
        response: { 200: dataEnvelope(z.array(pageSchema)) },
      },
    },
    async () => ({ data: await listPages(app.db) }),
  );

  app.put(
    '/admin/pages/:slug',
    {
      schema: {
        summary: 'Save a page’s text in Markdown (at most 20,000 characters; raw HTML is shown as text)',
        params: pageParams,
        body: updatePageSchema,
        response: { 200: dataEnvelope(pageSchema) },
      },
    },
    async (request) => ({
      data: await savePage(app.db, actorOf(request), request.params.slug, request.body.body),
      message: 'Page saved.',
    }),
  );
};

export default adminContentRoutes;
