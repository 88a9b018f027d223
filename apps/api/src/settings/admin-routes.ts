// The owner's shop settings under /api/v1/admin (issue 13, decision 017); the logo's upload is media/admin-routes.ts.
import { updateSettingsSchema } from '@oko/shared/schemas/admin-settings';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { settingsSchema } from '@oko/shared/schemas/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, backOffice } from '../auth/back-office';
import { bearer, errors, tags } from '../auth/back-office-schemas';
import * as settings from './admin-service';
import { getSettings } from './service';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = backOffice(app, 'owner');

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
