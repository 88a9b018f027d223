// The owner's delivery channels under /api/v1/admin (issue 13, decision 017).
import {
  adminDeliveryChannelSchema,
  createDeliveryChannelSchema,
  updateDeliveryChannelSchema,
} from '@oko/shared/schemas/admin-delivery';
import { dataEnvelope } from '@oko/shared/schemas/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, backOffice } from '../auth/back-office';
import { bearer, errors, tags } from '../auth/back-office-schemas';
import * as channels from './admin-service';

const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = backOffice(app, 'owner');

  const channelParams = z.object({
    channelId: z.coerce
      .number({ error: 'channelId must be a whole number' })
      .int('channelId must be a whole number')
      .min(1, 'channelId must be at least 1'),
  });

  app.get(
    '/admin/delivery-channels',
    {
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary: 'Every delivery channel, hidden ones too, in the checkout’s order',
        response: { 200: dataEnvelope(z.array(adminDeliveryChannelSchema)), ...errors },
      },
    },
    async () => ({ data: await channels.listDeliveryChannels(app.db) }),
  );

  app.post(
    '/admin/delivery-channels',
    {
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary: 'Add a delivery channel (fee in naira, 0 allowed); it comes last at the checkout',
        body: createDeliveryChannelSchema,
        response: { 201: dataEnvelope(adminDeliveryChannelSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await channels.createDeliveryChannel(app.db, actorOf(request), request.body),
        message: 'Delivery channel added.',
      }),
  );

  app.patch(
    '/admin/delivery-channels/:channelId',
    {
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary: 'Change any of name, description, fee, active (false: not offered at the checkout)',
        params: channelParams,
        body: updateDeliveryChannelSchema,
        response: { 200: dataEnvelope(adminDeliveryChannelSchema), ...errors },
      },
    },
    async (request) => ({
      data: await channels.editDeliveryChannel(
        app.db,
        actorOf(request),
        request.params.channelId,
        request.body,
      ),
      message: 'Delivery channel saved.',
    }),
  );
};

export default deliveryRoutes;
