// The owner's local names under /api/v1/admin (issue 42, decision 038): the terms search joins (list, add, edit,
// remove) and what shoppers searched for and did not find in the last 30 days.
import {
  createSearchTermSchema,
  searchMissSchema,
  searchTermSchema,
  updateSearchTermSchema,
} from '@oko/shared/schemas/admin-search-terms';
import { dataEnvelope, messageAnswerSchema } from '@oko/shared/schemas/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as terms from './admin-search-terms';
import { actorOf, backOfficeRoutes } from '../auth/back-office';

const termParams = z.object({
  termId: z.coerce
    .number({ error: 'termId must be a whole number' })
    .int('termId must be a whole number')
    .min(1, 'termId must be at least 1'),
});

const searchTermRoutes: FastifyPluginAsyncZod = async (app) => {
  backOfficeRoutes(app, 'owner');

  app.get(
    '/admin/search-terms',
    {
      schema: {
        summary: 'Every local name the search knows, with its target and source',
        response: { 200: dataEnvelope(z.array(searchTermSchema)) },
      },
    },
    async () => ({ data: await terms.listTerms(app.db) }),
  );

  app.post(
    '/admin/search-terms',
    {
      schema: {
        summary: 'Add a local name for a product or a category',
        body: createSearchTermSchema,
        response: { 201: dataEnvelope(searchTermSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await terms.createTerm(app.db, actorOf(request), request.body),
        message: 'Name added.',
      }),
  );

  app.put(
    '/admin/search-terms/:termId',
    {
      schema: {
        summary: 'Change a local name (the whole name again)',
        params: termParams,
        body: updateSearchTermSchema,
        response: { 200: dataEnvelope(searchTermSchema) },
      },
    },
    async (request) => ({
      data: await terms.editTerm(app.db, actorOf(request), request.params.termId, request.body),
      message: 'Name saved.',
    }),
  );

  app.delete(
    '/admin/search-terms/:termId',
    {
      schema: {
        summary: 'Remove a local name',
        params: termParams,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => {
      await terms.removeTerm(app.db, actorOf(request), request.params.termId);
      return { message: 'Name removed.' };
    },
  );

  app.get(
    '/admin/search-misses',
    {
      schema: {
        summary: 'What shoppers searched for and did not find in the last 30 days, most asked first',
        response: { 200: dataEnvelope(z.array(searchMissSchema)) },
      },
    },
    async () => ({ data: await terms.searchMisses(app.db) }),
  );
};

export default searchTermRoutes;
