// GET /delivery-channel: the channels the checkout offers, with their fees.
import { dataEnvelope } from '@oko/shared/schemas/api';
import { deliveryChannelSchema } from '@oko/shared/schemas/geo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getDeliveryChannels } from './service';

const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/delivery-channel',
    {
      schema: {
        tags: ['geo'],
        summary: 'Delivery channels with their fees, the default first',
        response: { 200: dataEnvelope(z.array(deliveryChannelSchema)) },
      },
    },
    async () => ({ data: await getDeliveryChannels(app.db) }),
  );
};

export default deliveryRoutes;
