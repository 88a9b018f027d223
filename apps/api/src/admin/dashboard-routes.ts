// The back office's dashboard under /api/v1/admin (staff and owner; its audit entries for the owner only; issue
// 13, decision 017).
import { dashboardSchema } from '@oko/shared/schemas/admin-dashboard';
import { dataEnvelope } from '@oko/shared/schemas/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as dashboard from './dashboard';
import { actorOf, backOfficeRoutes } from '../auth/back-office';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  backOfficeRoutes(app, 'staff');

  app.get(
    '/admin/dashboard',
    {
      schema: {
        summary:
          'Orders waiting per step, today’s and this week’s sales, low stock, latest orders, audit (owner)',
        response: { 200: dataEnvelope(dashboardSchema) },
      },
    },
    async (request) => ({ data: await dashboard.dashboard(app.db, actorOf(request)) }),
  );
};

export default dashboardRoutes;
