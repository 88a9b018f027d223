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
import { adminRows, idParams } from '../auth/back-office-rows';

const searchTermRoutes: FastifyPluginAsyncZod = async (app) => {
  backOfficeRoutes(app, 'owner');

  const names = adminRows(app, '/admin/search-terms', searchTermSchema, 'termId');

  names.list('Every local name the search knows, with its target and source', terms.listTerms);
  names.add({
    summary: 'Add a local name for a product or a category',
    body: createSearchTermSchema,
    message: 'Name added.',
    write: terms.createTerm,
  });
  names.edit({
    method: 'PUT',
    summary: 'Change a local name (the whole name again)',
    body: updateSearchTermSchema,
    message: 'Name saved.',
    write: terms.editTerm,
  });

  app.delete(
    '/admin/search-terms/:termId',
    {
      schema: {
        summary: 'Remove a local name',
        params: idParams('termId'),
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
