// The owner's photos of the catalog under /api/v1/admin (issue 13): PUT a product's or category's photo (the body
// is the image itself, media/receive-picture.ts), DELETE to show the drawing again. Owner only (decision 017).
// Media stores the picture; catalog/admin-images.ts points the row at it.
import { adminCategorySchema, adminProductSchema } from '@oko/shared/schemas/admin-catalog';
import { dataEnvelope } from '@oko/shared/schemas/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Actor } from '../audit/queries';
import { actorOf, backOfficeRoutes } from '../auth/back-office';
import { idParams } from '../auth/back-office-rows';
import type { Database } from '../db/client';
import type { MediaStore } from '../media/store';
import { type PictureRoutesOptions, receivePictures } from '../media/receive-picture';
import { sendNotFound } from '../plugins/errors';
import * as images from './admin-images';

const adminImageRoutes: FastifyPluginAsyncZod<PictureRoutesOptions> = async (app, options) => {
  backOfficeRoutes(app, 'owner');
  const { upload, uploadSchema, uploadErrors, imageOf } = receivePictures(app);

  /** A row's photo at `path/:idName/image`: PUT the picture, DELETE to show the drawing again. */
  function photoRoutes<Row extends z.core.$ZodType>(
    path: string,
    idName: string,
    row: Row,
    summaries: { put: string; delete: string },
    set: (db: Database, actor: Actor, id: number, image: Buffer, media: MediaStore) => Promise<z.input<Row>>,
    remove: (db: Database, actor: Actor, id: number) => Promise<z.input<Row>>,
  ) {
    const url = `${path}/:${idName}/image`;
    const params = idParams(idName);
    const idOf = (request: FastifyRequest) => (request.params as Record<string, number>)[idName]!;
    // Without the zod type provider: `row` is generic here; the serializer still checks each answer against it.
    const routes: FastifyInstance = app;
    routes.put(
      url,
      {
        ...upload,
        schema: {
          ...uploadSchema,
          summary: summaries.put,
          params,
          response: { 200: dataEnvelope(row), ...uploadErrors },
        },
      },
      async (request, reply) => {
        if (!options.media) return sendNotFound(reply);
        const image = imageOf(request);
        return {
          data: await set(app.db, actorOf(request), idOf(request), image, options.media),
          message: 'Photo saved.',
        };
      },
    );
    routes.delete(
      url,
      { schema: { summary: summaries.delete, params, response: { 200: dataEnvelope(row) } } },
      async (request) => ({
        data: await remove(app.db, actorOf(request), idOf(request)),
        message: 'Photo removed.',
      }),
    );
  }

  photoRoutes(
    '/admin/products',
    'productId',
    adminProductSchema,
    {
      put: 'The product’s photo: JPEG, PNG or WebP up to 5 MB (413 above, 422 not an image); kept 4:3 in 3 widths',
      delete: 'Take the product’s photo away: the storefront shows its drawing again',
    },
    images.setProductImage,
    images.removeProductImage,
  );
  photoRoutes(
    '/admin/categories',
    'categoryId',
    adminCategorySchema,
    {
      put: 'The category’s photo (its card on the home page): as a product’s',
      delete: 'Take the category’s photo away: its card shows the drawing again',
    },
    images.setCategoryImage,
    images.removeCategoryImage,
  );
};

export default adminImageRoutes;
