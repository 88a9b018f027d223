// The owner's delivery channels and shop settings under /api/v1/admin (issue 13, decision 017).
import {
  adminDeliveryChannelSchema,
  createDeliveryChannelSchema,
  updateDeliveryChannelSchema,
  updateSettingsSchema,
} from '@oko/shared/schemas/admin';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { settingsSchema } from '@oko/shared/schemas/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSettings } from '../settings/service';
import { actorOf, backOffice } from '../auth/back-office';
import { bearer, errors, tags } from '../auth/back-office-schemas';
import * as settings from './admin-service';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async () => ({ data: await settings.listDeliveryChannels(app.db) }),
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
        data: await settings.createDeliveryChannel(app.db, actorOf(request), request.body),
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
      data: await settings.editDeliveryChannel(
        app.db,
        actorOf(request),
        request.params.channelId,
        request.body,
      ),
      message: 'Delivery channel saved.',
    }),
  );

  app.get(
    '/admin/settings',
    {
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary: 'The shop’s settings, as GET /get-setting shows them',
        response: { 200: dataEnvelope(settingsSchema), ...errors },
      },
    },
    async () => ({ data: await getSettings(app.db) }),
  );

  app.patch(
    '/admin/settings',
    {
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary:
          'Change any of the shop’s name, address, phone, e-mail, bank details, free-delivery threshold (naira; null: off)',
        body: updateSettingsSchema,
        response: { 200: dataEnvelope(settingsSchema), ...errors },
      },
    },
    async (request) => ({
      data: await settings.editSettings(app.db, actorOf(request), request.body),
      message: 'Settings saved.',
    }),
  );
};

export default settingsRoutes;
