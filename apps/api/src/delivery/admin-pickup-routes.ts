// The back office's pick-up points (owner only, decisions 018 and 034): where a shopper collects an order of a
// pick-up channel, kept with the delivery channels they belong to. Every write is recorded in the audit log in its
// own transaction.
import { dataEnvelope } from '@oko/shared/schemas/api';
import {
  adminPickupPointSchema,
  createPickupPointSchema,
  updatePickupPointSchema,
} from '@oko/shared/schemas/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, backOfficeRoutes } from '../auth/back-office';
import { createPickupPoint, editPickupPoint, listPickupPoints, removePickupPoint } from './pickup-points';

const pointParams = z.object({
  pickupPointId: z.coerce
    .number({ error: 'pickupPointId must be a whole number' })
    .int('pickupPointId must be a whole number')
    .min(1, 'pickupPointId must be at least 1'),
});

const adminPickupPointRoutes: FastifyPluginAsyncZod = async (app) => {
  backOfficeRoutes(app, 'owner');

  app.get(
    '/admin/pickup-points',
    {
      schema: {
        summary: 'Every pick-up point, hidden ones too, by name',
        response: { 200: dataEnvelope(z.array(adminPickupPointSchema)) },
      },
    },
    async () => ({ data: await listPickupPoints(app.db) }),
  );

  app.post(
    '/admin/pickup-points',
    {
      schema: {
        summary:
          'Add a pick-up point: name, address, opening hours and the delivery channel to choose for it',
        body: createPickupPointSchema,
        response: { 201: dataEnvelope(adminPickupPointSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await createPickupPoint(app.db, actorOf(request), request.body),
        message: 'Pick-up point added.',
      }),
  );

  app.patch(
    '/admin/pickup-points/:pickupPointId',
    {
      schema: {
        summary: 'Change any of name, address, opening hours, delivery channel, active (false: hidden)',
        params: pointParams,
        body: updatePickupPointSchema,
        response: { 200: dataEnvelope(adminPickupPointSchema) },
      },
    },
    async (request) => ({
      data: await editPickupPoint(app.db, actorOf(request), request.params.pickupPointId, request.body),
      message: 'Pick-up point saved.',
    }),
  );

  app.delete(
    '/admin/pickup-points/:pickupPointId',
    {
      schema: {
        summary: 'Remove a pick-up point (orders keep their delivery channel)',
        params: pointParams,
        response: { 200: dataEnvelope(adminPickupPointSchema) },
      },
    },
    async (request) => ({
      data: await removePickupPoint(app.db, actorOf(request), request.params.pickupPointId),
      message: 'Pick-up point removed.',
    }),
  );
};

export default adminPickupPointRoutes;
