// The audit log under /api/v1/admin (owner; issue 13, decision 017): every back-office write, paged.
import { auditEntrySchema, auditQuerySchema } from '@oko/shared/schemas/admin-audit';
import { pageEnvelope } from '@oko/shared/schemas/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backOfficeRoutes } from '../auth/back-office';
import { auditPage } from './service';

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  backOfficeRoutes(app, 'owner');

  app.get(
    '/admin/audit',
    {
      schema: {
        summary: 'Every back-office write (who, what, when, before and after), newest first, paged',
        querystring: auditQuerySchema,
        response: { 200: pageEnvelope(auditEntrySchema) },
      },
    },
    async (request) => auditPage(app.db, request.query),
  );
};

export default auditRoutes;
