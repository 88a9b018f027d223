// The owner's shop settings under /api/v1/admin (issue 13, decision 017); the logo's upload is media/admin-routes.ts.
import { updateSettingsSchema } from '@oko/shared/schemas/admin-settings';
import { adminSettingsSchema } from '@oko/shared/schemas/settings';
import { dataEnvelope } from '@oko/shared/schemas/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, backOffice } from '../auth/back-office';
import { bearer, errors, tags } from '../auth/back-office-schemas';
import * as settings from './admin-service';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = backOffice(app, 'owner');

  app.get(
    '/admin/settings',
    {
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary: 'The shop’s settings, as GET /get-setting shows them, and the percent off for paying ahead',
        response: { 200: dataEnvelope(adminSettingsSchema), ...errors },
      },
    },
    async () => ({ data: await settings.getAdminSettings(app.db) }),
  );

  app.patch(
    '/admin/settings',
    {
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary:
          'Change any of the shop’s name, address, phone, e-mail, bank details, free-delivery threshold (naira; null: off), percent off for paying by card or transfer (1–50; null: off)',
        body: updateSettingsSchema,
        response: { 200: dataEnvelope(adminSettingsSchema), ...errors },
      },
    },
    async (request) => ({
      data: await settings.editSettings(app.db, actorOf(request), request.body),
      message: 'Settings saved.',
    }),
  );
};

export default settingsRoutes;
