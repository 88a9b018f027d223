// GET /get-setting: the shop's name, logo, contact details and bank details.
import { dataEnvelope } from '@oko/shared/schemas/api';
import { settingsSchema } from '@oko/shared/schemas/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
};

export default settingsRoutes;
