// GET /get-setting: the shop's name, logo, contact details and bank details. GET /pay-ahead: the percent off for
// paying by card or transfer (issue 28), read by the checkout alone (not every page's shell).
import { dataEnvelope } from '@oko/shared/schemas/api';
import { payAheadSchema } from '@oko/shared/schemas/deals';
import { settingsSchema } from '@oko/shared/schemas/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findPayAheadPercent } from './queries';
import { getSettings } from './service';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get-setting',
    {
      schema: {
        tags: ['settings'],
        summary: 'Site settings',
        response: { 200: dataEnvelope(settingsSchema) },
      },
    },
    async () => ({ data: await getSettings(app.db) }),
  );

  app.get(
    '/pay-ahead',
    {
      schema: {
        tags: ['settings'],
        summary: 'The percent off for paying by card or bank transfer, or null when the shop gives none',
        description:
          'Taken off what the goods cost after a discount code (never the delivery fee), rounded down to the kobo; the order prices it (decision 031).',
        response: { 200: dataEnvelope(payAheadSchema) },
      },
    },
    async () => ({ data: { percent: await findPayAheadPercent(app.db) } }),
  );
};

export default settingsRoutes;
