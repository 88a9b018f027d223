// The shopper's standing orders (issue 40): /standing-orders, signed in; anyone else's is a 404.
import { dataEnvelope, messageAnswerSchema } from '@oko/shared/schemas/api';
import {
  STANDING_ORDER_MESSAGES,
  createStandingOrderSchema,
  skipStandingRunSchema,
  standingOrderParams,
  standingOrderSchema,
  updateStandingOrderSchema,
} from '@oko/shared/schemas/standing-order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorAnswers } from '../api-docs';
import { signedIn } from '../auth/plugin';
import * as standing from './standing-orders';

const tags = ['standing orders'];
const errors = errorAnswers(400, 401, 404, 409, 422);
const one = dataEnvelope(standingOrderSchema);

const standingOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/standing-orders',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'Repeat an order every week or two: one order per delivery window, placed before its cut-off',
        body: createStandingOrderSchema,
        response: { 201: one, ...errors },
      },
    },
    async (request, reply) => {
      const data = await standing.createStandingOrder(
        app.db,
        signedIn(request).user.id,
        request.body,
        app.clock(),
      );
      return reply.code(201).send({ data, message: STANDING_ORDER_MESSAGES.created });
    },
  );

  app.get(
    '/standing-orders',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The shopper’s standing orders, newest first, each with its next four runs',
        response: { 200: dataEnvelope(z.array(standingOrderSchema)), ...errors },
      },
    },
    async (request) => ({
      data: await standing.listStandingOrders(app.db, signedIn(request).user.id, app.clock()),
    }),
  );

  app.get(
    '/standing-orders/:standingOrderId',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'One standing order with its next four runs',
        params: standingOrderParams,
        response: { 200: one, ...errors },
      },
    },
    async (request) => ({
      data: await standing.getStandingOrder(
        app.db,
        signedIn(request).user.id,
        request.params.standingOrderId,
        app.clock(),
      ),
    }),
  );

  app.patch(
    '/standing-orders/:standingOrderId',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'Change lines and quantities, pause until a day, or set the status; holds for runs not placed',
        params: standingOrderParams,
        body: updateStandingOrderSchema,
        response: { 200: one, ...errors },
      },
    },
    async (request) => ({
      data: await standing.updateStandingOrder(
        app.db,
        signedIn(request).user.id,
        request.params.standingOrderId,
        request.body,
        app.clock(),
      ),
      message: STANDING_ORDER_MESSAGES.updated,
    }),
  );

  app.delete(
    '/standing-orders/:standingOrderId',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Cancel a standing order; orders already placed stand',
        params: standingOrderParams,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await standing.cancelStandingOrder(
        app.db,
        signedIn(request).user.id,
        request.params.standingOrderId,
        app.clock(),
      );
      return { message: STANDING_ORDER_MESSAGES.cancelled };
    },
  );

  app.post(
    '/standing-orders/:standingOrderId/skip',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Skip one of the next four deliveries, up to its cut-off',
        params: standingOrderParams,
        body: skipStandingRunSchema,
        response: { 200: one, ...errors },
      },
    },
    async (request) => ({
      data: await standing.skipRun(
        app.db,
        signedIn(request).user.id,
        request.params.standingOrderId,
        request.body.delivery_window_id,
        app.clock(),
      ),
      message: STANDING_ORDER_MESSAGES.skipped,
    }),
  );
};

export default standingOrderRoutes;
