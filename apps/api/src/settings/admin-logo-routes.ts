// The shop's logo under /api/v1/admin/settings (issue 13): PUT the picture (the body is the image itself,
// media/receive-picture.ts), DELETE to show the drawn one again. Owner only (decision 017). Media stores it;
// settings/admin-service.ts points the setting at it.
import { dataEnvelope } from '@oko/shared/schemas/api';
import { settingsSchema } from '@oko/shared/schemas/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, backOfficeRoutes } from '../auth/back-office';
import { type PictureRoutesOptions, receivePictures } from '../media/receive-picture';
import { sendNotFound } from '../plugins/errors';
import * as settings from './admin-service';

const adminLogoRoutes: FastifyPluginAsyncZod<PictureRoutesOptions> = async (app, options) => {
  backOfficeRoutes(app, 'owner');
  const { upload, uploadSchema, uploadErrors, imageOf } = receivePictures(app);

  app.put(
    '/admin/settings/logo',
    {
      ...upload,
      schema: {
        ...uploadSchema,
        summary:
          'The shop’s logo in the header: JPEG, PNG or WebP up to 5 MB, its shape kept; answers the settings',
        response: { 200: dataEnvelope(settingsSchema), ...uploadErrors },
      },
    },
    async (request, reply) => {
      if (!options.media) return sendNotFound(reply);
      const image = imageOf(request);
      return {
        data: await settings.setLogo(app.db, actorOf(request), image, options.media),
        message: 'Logo saved.',
      };
    },
  );

  app.delete(
    '/admin/settings/logo',
    {
      schema: {
        summary: 'Take the uploaded logo away: the header shows the drawn one again',
        response: { 200: dataEnvelope(settingsSchema) },
      },
    },
    async (request) => ({
      data: await settings.removeLogo(app.db, actorOf(request)),
      message: 'Logo removed.',
    }),
  );
};

export default adminLogoRoutes;
