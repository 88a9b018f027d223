// The owner's photos of the catalog under /api/v1/admin (issue 13): PUT a product's or category's photo (the body
// is the image itself, media/receive-picture.ts), DELETE to show the drawing again. Owner only (decision 017).
// Media stores the picture; catalog/admin-images.ts points the row at it.
import { categoryParams, productParams } from '@oko/shared/params';
import { adminCategorySchema, adminProductSchema } from '@oko/shared/schemas/admin-catalog';
import { dataEnvelope } from '@oko/shared/schemas/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, backOfficeRoutes } from '../auth/back-office';
import { type PictureRoutesOptions, receivePictures } from '../media/receive-picture';
import { sendNotFound } from '../plugins/errors';
import * as images from './admin-images';

const adminImageRoutes: FastifyPluginAsyncZod<PictureRoutesOptions> = async (app, options) => {
  backOfficeRoutes(app, 'owner');
  const { upload, uploadSchema, uploadErrors, imageOf } = receivePictures(app);

  app.put(
    '/admin/products/:productId/image',
    {
      ...upload,
      schema: {
        ...uploadSchema,
        summary:
          'The product’s photo: JPEG, PNG or WebP up to 5 MB (413 above, 422 not an image); kept 4:3 in 3 widths',
        params: productParams,
        response: { 200: dataEnvelope(adminProductSchema), ...uploadErrors },
      },
    },
    async (request, reply) => {
      if (!options.media) return sendNotFound(reply);
      const image = imageOf(request);
      return {
        data: await images.setProductImage(
          app.db,
          actorOf(request),
          request.params.productId,
          image,
          options.media,
        ),
        message: 'Photo saved.',
      };
    },
  );

  app.delete(
    '/admin/products/:productId/image',
    {
      schema: {
        summary: 'Take the product’s photo away: the storefront shows its drawing again',
        params: productParams,
        response: { 200: dataEnvelope(adminProductSchema) },
      },
    },
    async (request) => ({
      data: await images.removeProductImage(app.db, actorOf(request), request.params.productId),
      message: 'Photo removed.',
    }),
  );

  app.put(
    '/admin/categories/:categoryId/image',
    {
      ...upload,
      schema: {
        ...uploadSchema,
        summary: 'The category’s photo (its card on the home page): as a product’s',
        params: categoryParams,
        response: { 200: dataEnvelope(adminCategorySchema), ...uploadErrors },
      },
    },
    async (request, reply) => {
      if (!options.media) return sendNotFound(reply);
      const image = imageOf(request);
      return {
        data: await images.setCategoryImage(
          app.db,
          actorOf(request),
          request.params.categoryId,
          image,
          options.media,
        ),
        message: 'Photo saved.',
      };
    },
  );

  app.delete(
    '/admin/categories/:categoryId/image',
    {
      schema: {
        summary: 'Take the category’s photo away: its card shows the drawing again',
        params: categoryParams,
        response: { 200: dataEnvelope(adminCategorySchema) },
      },
    },
    async (request) => ({
      data: await images.removeCategoryImage(app.db, actorOf(request), request.params.categoryId),
      message: 'Photo removed.',
    }),
  );
};

export default adminImageRoutes;
