// GET /delivery-channel: the channels the checkout offers, with their fees (the address's state's, issue 26, or
// area's, issue 42);
// GET /delivery-windows: a channel's coming delivery (or collection) windows, open, full or closed.
import { dataEnvelope, errorBodySchema } from '@oko/shared/schemas/api';
import {
  deliveryChannelQuerySchema,
  deliveryWindowSchema,
  deliveryWindowsQuerySchema,
} from '@oko/shared/schemas/delivery';
import { deliveryChannelSchema } from '@oko/shared/schemas/geo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getComingWindows, getDeliveryChannels } from './service';

const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/delivery-channel',
    {
      schema: {
        tags: ['geo'],
        summary: 'Delivery channels with their fees, the default first',
        description:
          'With `state_id` (the delivery address’s state): only the channels that deliver there, each with that state’s fee (its zone’s). With `area_id` (its local government area, issue 42; alone it stands for its state): the area’s zone’s fee wins over the state’s; 422 for an area not in `state_id`. `has_windows`: an order by this channel must name a delivery window.',
        querystring: deliveryChannelQuerySchema,
        response: { 200: dataEnvelope(z.array(deliveryChannelSchema)), 422: errorBodySchema },
      },
    },
    async (request) => ({
      data: await getDeliveryChannels(app.db, app.clock(), {
        stateId: request.query.state_id,
        areaId: request.query.area_id,
      }),
    }),
  );

  app.get(
    '/delivery-windows',
    {
      schema: {
        tags: ['geo'],
        summary: 'A channel’s coming delivery windows, soonest first, each open, full or closed',
        description:
          'The windows that have not started, with their places left (`remaining`) and `status`: `open` (an order may book it: before its cut-off, not closed, a place left), `full`, or `closed` (by the shop, or past its cut-off). Instants are ISO 8601 in Lagos time (+01:00). Empty for a hidden channel, or one that does not deliver to `state_id` (and `area_id`).',
        querystring: deliveryWindowsQuerySchema,
        response: { 200: dataEnvelope(z.array(deliveryWindowSchema)), 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      // Places change with every order: no cache may keep this answer.
      reply.header('cache-control', 'no-store');
      return {
        data: await getComingWindows(app.db, app.clock(), request.query.delivery_channel_id, {
          stateId: request.query.state_id,
          areaId: request.query.area_id,
        }),
      };
    },
  );
};

export default deliveryRoutes;
