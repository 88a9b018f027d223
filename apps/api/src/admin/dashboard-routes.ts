// The back office's dashboard (staff and owner; its audit entries for the owner only) and the audit log (owner)
// under /api/v1/admin (issue 13, decision 017).
import { auditEntrySchema, auditQuerySchema, dashboardSchema } from '@oko/shared/schemas/admin';
import { dataEnvelope, pageEnvelope } from '@oko/shared/schemas/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as dashboard from './dashboard';
import { actorOf, backOffice } from '../auth/back-office';
import { bearer, errors, tags } from '../auth/back-office-schemas';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = backOffice(app, 'staff');
  const owner = backOffice(app, 'owner');

  app.get(
    '/admin/dashboard',
    {
      onRequest: staff,
      schema: {
        tags,
        security: bearer,
        summary:
          'Orders waiting per step, today’s and this week’s sales, low stock, latest orders, audit (owner)',
        response: { 200: dataEnvelope(dashboardSchema), ...errors },
      },
    },
    async (request) => ({ data: await dashboard.dashboard(app.db, actorOf(request)) }),
  );

  app.get(
    '/admin/audit',
    {
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary: 'Every back-office write (who, what, when, before and after), newest first, paged',
        querystring: auditQuerySchema,
        response: { 200: pageEnvelope(auditEntrySchema), ...errors },
      },
    },
    async (request) => dashboard.auditPage(app.db, request.query),
  );
};

export default dashboardRoutes;
