// The back office's standing orders (issue 40): the list and the forecast for staff, the generator run now for
// the owner.
import { dataEnvelope } from '@oko/shared/schemas/api';
import {
  adminStandingOrderSchema,
  standingForecastDaySchema,
  standingForecastQuerySchema,
  standingOrderParams,
  standingOrderSchema,
  standingRunReportSchema,
  updateStandingOrderSchema,
} from '@oko/shared/schemas/standing-order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { backOfficeRoutes } from '../auth/back-office';
import type { CardPayments } from '../payments/paystack';
import { runStandingOrders, standingForecast } from './standing-order-run';
import { listAllStandingOrders, updateStandingOrder } from './standing-orders';

export interface StandingOrderAdminOptions {
  cardPayments?: CardPayments | null;
}

const standingOrderAdminRoutes: FastifyPluginAsyncZod<StandingOrderAdminOptions> = async (app, options) => {
  const staffRoutes: FastifyPluginAsyncZod = async (staff) => {
    backOfficeRoutes(staff, 'staff');
    staff.get(
      '/admin/standing-orders',
      {
        schema: {
          summary: 'Every live standing order with its shopper, lines and next four runs',
          response: { 200: dataEnvelope(z.array(adminStandingOrderSchema)) },
        },
      },
      async () => ({ data: await listAllStandingOrders(app.db, app.clock()) }),
    );
    staff.get(
      '/admin/standing-orders/forecast',
      {
        schema: {
          summary: 'The next days (default 7): boxes standing orders will carry and the stock they take',
          querystring: standingForecastQuerySchema,
          response: { 200: dataEnvelope(z.array(standingForecastDaySchema)) },
        },
      },
      async (request) => ({ data: await standingForecast(app.db, app.clock(), request.query.days) }),
    );
    staff.patch(
      '/admin/standing-orders/:standingOrderId',
      {
        schema: {
          summary: 'Pause (or resume) a standing order, as its shopper can',
          params: standingOrderParams,
          body: updateStandingOrderSchema,
          response: { 200: dataEnvelope(standingOrderSchema) },
        },
      },
      async (request) => ({
        data: await updateStandingOrder(
          app.db,
          null,
          request.params.standingOrderId,
          request.body,
          app.clock(),
        ),
      }),
    );
  };
  const ownerRoutes: FastifyPluginAsyncZod = async (owner) => {
    backOfficeRoutes(owner, 'owner');
    owner.post(
      '/admin/standing-orders/run',
      {
        schema: {
          summary: 'Run the standing orders’ generator now, as the schedule would; answers what it did',
          response: { 200: dataEnvelope(standingRunReportSchema) },
        },
      },
      async () => ({
        data: await runStandingOrders(app.db, {
          now: app.clock(),
          cards: options.cardPayments ?? null,
        }),
      }),
    );
  };
  await app.register(staffRoutes);
  await app.register(ownerRoutes);
};

export default standingOrderAdminRoutes;
