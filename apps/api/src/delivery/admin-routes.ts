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
import { backOfficeRoutes } from '../auth/back-office';
import { adminRows } from '../auth/back-office-rows';
import * as service from './admin-service';

const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  backOfficeRoutes(app, 'owner');

  const channels = adminRows(app, '/admin/delivery-channels', adminDeliveryChannelSchema, 'channelId');
  channels.list(
    'Every delivery channel, hidden ones too, in the checkout’s order',
    service.listDeliveryChannels,
  );
  channels.add({
    summary: 'Add a delivery channel (fee in naira, 0 allowed); it comes last at the checkout',
    body: createDeliveryChannelSchema,
    message: 'Delivery channel added.',
    write: service.createDeliveryChannel,
  });
  channels.edit({
    summary: 'Change any of name, description, fee, active (false: not offered at the checkout)',
    body: updateDeliveryChannelSchema,
    message: 'Delivery channel saved.',
    write: service.editDeliveryChannel,
  });
  channels.edit({
    method: 'PUT',
    then: '/zones',
    summary: 'Replace the channel’s zones: each a name, states and/or areas, and a fee (naira)',
    description:
      'A channel with zones delivers only to the states they name, at their fee; with none (`{"zones": []}`) it delivers everywhere at its own fee. A state in two zones of the channel is a 422. `area_ids` (issue 42): local government areas, whose zone wins over their state’s (“Lagos Island” holds Eti-Osa while “Lagos Mainland” holds Lagos); an area in two zones is a 422.',
    body: channelZonesSchema,
    message: 'Delivery zones saved.',
    write: service.setZones,
  });
  channels.edit({
    method: 'PUT',
    then: '/schedule',
    summary: 'Replace the channel’s weekly schedule, from which its windows of the next 14 days exist',
    description:
      'Each slot: `weekday` (1 Monday … 7 Sunday), `start_time` and `end_time` ("09:00", Lagos time), `cutoff_hours` (orders close this many hours before the start: 15 is 18:00 the day before a 9:00 start), `capacity`. Future windows nobody booked are redone from it; booked windows are kept (decision 026).',
    body: channelScheduleSchema,
    message: 'Delivery schedule saved.',
    write: (db, actor, channelId, schedule) =>
      service.setSchedule(db, actor, channelId, schedule, app.clock()),
  });

  const windows = adminRows(app, '/admin/delivery-windows', adminDeliveryWindowSchema, 'windowId');
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
    async (request) => ({ data: await service.listWindows(app.db, request.query, app.clock()) }),
  );
  windows.add({
    summary: 'Add a one-off delivery window (ISO 8601 times)',
    body: createDeliveryWindowSchema,
    message: 'Delivery window added.',
    write: service.createWindow,
  });
  windows.edit({
    summary: 'Change a window’s capacity (not below its booked orders) or close it',
    body: updateDeliveryWindowSchema,
    message: 'Delivery window saved.',
    write: service.editWindow,
  });
};

export default deliveryRoutes;
