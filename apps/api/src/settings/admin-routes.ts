// The owner's shop settings under /api/v1/admin (issue 13, decision 017); the logo's upload is admin-logo-routes.ts.
import { updateSettingsSchema } from '@oko/shared/schemas/admin-settings';
import { adminSettingsSchema } from '@oko/shared/schemas/settings';
import { dataEnvelope } from '@oko/shared/schemas/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, backOfficeRoutes } from '../auth/back-office';
import * as settings from './admin-service';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  backOfficeRoutes(app, 'owner');

  app.get(
    '/admin/settings',
    {
      schema: {
        summary: 'The shop’s settings, as GET /get-setting shows them, and the percent off for paying ahead',
        response: { 200: dataEnvelope(adminSettingsSchema) },
      },
    },
    async () => ({ data: await settings.getAdminSettings(app.db) }),
  );

  app.patch(
    '/admin/settings',
    {
      schema: {
        summary:
          'Change any of the shop’s name, address, phone, e-mail, bank details, free-delivery threshold (naira; null: off), percent off for paying by card or transfer (1–50; null: off)',
        body: updateSettingsSchema,
        response: { 200: dataEnvelope(adminSettingsSchema) },
      },
    },
    async (request) => ({
      data: await settings.editSettings(app.db, actorOf(request), request.body),
      message: 'Settings saved.',
    }),
  );
};

export default settingsRoutes;
