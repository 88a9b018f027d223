// The owner's delivery channels under /api/v1/admin (issue 13, decision 017), their zones, weekly schedules and
// delivery windows (issue 26, decision 026).
import {
  adminDeliveryChannelSchema,
  adminDeliveryWindowSchema,
  adminWindowListQuerySchema,
  channelScheduleSchema,
  channelZonesSchema,
  createDeliveryChannelSchema,
  createDeliveryWindowSchema,
  updateDeliveryChannelSchema,
  updateDeliveryWindowSchema,
} from '@oko/shared/schemas/admin-delivery';
import { dataEnvelope } from '@oko/shared/schemas/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, backOfficeRoutes } from '../auth/back-office';
import * as channels from './admin-service';

const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  backOfficeRoutes(app, 'owner');

  const channelParams = z.object({
    channelId: z.coerce
      .number({ error: 'channelId must be a whole number' })
      .int('channelId must be a whole number')
      .min(1, 'channelId must be at least 1'),
  });

  app.get(
    '/admin/delivery-channels',
    {
      schema: {
        summary: 'Every delivery channel, hidden ones too, in the checkout’s order',
        response: { 200: dataEnvelope(z.array(adminDeliveryChannelSchema)) },
      },
    },
    async () => ({ data: await channels.listDeliveryChannels(app.db) }),
  );

  app.post(
    '/admin/delivery-channels',
    {
      schema: {
        summary: 'Add a delivery channel (fee in naira, 0 allowed); it comes last at the checkout',
        body: createDeliveryChannelSchema,
        response: { 201: dataEnvelope(adminDeliveryChannelSchema) },
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
      schema: {
        summary: 'Change any of name, description, fee, active (false: not offered at the checkout)',
        params: channelParams,
        body: updateDeliveryChannelSchema,
        response: { 200: dataEnvelope(adminDeliveryChannelSchema) },
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

  app.put(
    '/admin/delivery-channels/:channelId/zones',
    {
      schema: {
        summary: 'Replace the channel’s zones: each a name, states and/or areas, and a fee (naira)',
        description:
          'A channel with zones delivers only to the states they name, at their fee; with none (`{"zones": []}`) it delivers everywhere at its own fee. A state in two zones of the channel is a 422. `area_ids` (issue 42): local government areas, whose zone wins over their state’s (“Lagos Island” holds Eti-Osa while “Lagos Mainland” holds Lagos); an area in two zones is a 422.',
        params: channelParams,
        body: channelZonesSchema,
        response: { 200: dataEnvelope(adminDeliveryChannelSchema) },
      },
    },
    async (request) => ({
      data: await channels.setZones(app.db, actorOf(request), request.params.channelId, request.body),
      message: 'Delivery zones saved.',
    }),
  );

  app.put(
    '/admin/delivery-channels/:channelId/schedule',
    {
      schema: {
        summary: 'Replace the channel’s weekly schedule, from which its windows of the next 14 days exist',
        description:
          'Each slot: `weekday` (1 Monday … 7 Sunday), `start_time` and `end_time` ("09:00", Lagos time), `cutoff_hours` (orders close this many hours before the start: 15 is 18:00 the day before a 9:00 start), `capacity`. Future windows nobody booked are redone from it; booked windows are kept (decision 026).',
        params: channelParams,
        body: channelScheduleSchema,
        response: { 200: dataEnvelope(adminDeliveryChannelSchema) },
      },
    },
    async (request) => ({
      data: await channels.setSchedule(
        app.db,
        actorOf(request),
        request.params.channelId,
        request.body,
        app.clock(),
      ),
      message: 'Delivery schedule saved.',
    }),
  );

  app.get(
    '/admin/delivery-windows',
    {
      schema: {
        summary: 'Delivery windows starting on the days asked (Lagos time), with their booked counts',
        description:
          '`from`, `to`: days (YYYY-MM-DD, inclusive), by default today and the 13 days after; `delivery_channel_id` narrows to one channel.',
        querystring: adminWindowListQuerySchema,
        response: { 200: dataEnvelope(z.array(adminDeliveryWindowSchema)) },
      },
    },
    async (request) => ({ data: await channels.listWindows(app.db, request.query, app.clock()) }),
  );

  app.post(
    '/admin/delivery-windows',
    {
      schema: {
        summary: 'Add a one-off delivery window (ISO 8601 times)',
        body: createDeliveryWindowSchema,
        response: { 201: dataEnvelope(adminDeliveryWindowSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await channels.createWindow(app.db, actorOf(request), request.body),
        message: 'Delivery window added.',
      }),
  );

  app.patch(
    '/admin/delivery-windows/:windowId',
    {
      schema: {
        summary: 'Change a window’s capacity (not below its booked orders) or close it',
        params: z.object({
          windowId: z.coerce
            .number({ error: 'windowId must be a whole number' })
            .int('windowId must be a whole number')
            .min(1, 'windowId must be at least 1'),
        }),
        body: updateDeliveryWindowSchema,
        response: { 200: dataEnvelope(adminDeliveryWindowSchema) },
      },
    },
    async (request) => ({
      data: await channels.editWindow(app.db, actorOf(request), request.params.windowId, request.body),
      message: 'Delivery window saved.',
    }),
  );
};

export default deliveryRoutes;
