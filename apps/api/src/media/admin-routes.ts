// The owner's pictures under /api/v1/admin (issue 13): PUT a product's or category's photo or the shop's logo (the
// body is the image itself: image/jpeg, image/png or image/webp, up to 5 MB), DELETE to show the drawing again.
// Owner only (decision 017). Not an image: 422; too large: 413; another type: 415; the words of
// @oko/shared/images, which the back office checks a chosen file with first. Media stores the picture; the
// domain whose row shows it (catalog/admin-images.ts, settings/admin-service.ts) points the row at it.
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, IMAGE_TYPES } from '@oko/shared/images';
import { categoryParams, productParams } from '@oko/shared/params';
import { adminCategorySchema, adminProductSchema } from '@oko/shared/schemas/admin-catalog';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { settingsSchema } from '@oko/shared/schemas/settings';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, errorAnswers } from '../api-docs';
import { sendNotFound } from '../plugins/errors';
import { actorOf, backOffice } from '../auth/back-office';
import * as images from '../catalog/admin-images';
import * as settings from '../settings/admin-service';
import type { MediaStore } from './store';

export interface ImageRoutesOptions {
  /** Where uploaded pictures are kept (store.ts); none: uploads answer 404. */
  media?: MediaStore;
}

const errors = errorAnswers(401, 403, 404, 413, 415, 422);
const tags = ['admin'];

const imageRoutes: FastifyPluginAsyncZod<ImageRoutesOptions> = async (app, options) => {
  const owner = backOffice(app, 'owner');

  // A picture arrives as the request body itself, no form: one parser for the three types, 5 MB at most.
  app.addContentTypeParser(
    [...IMAGE_TYPES],
    { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  // The shop's one error handler, but a body over the limit or of another type is named in the picture's words.
  const shopErrors = app.errorHandler;
  function uploadErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    if (error.statusCode === 413) return reply.code(413).send({ message: IMAGE_MESSAGES.tooLarge });
    if (error.statusCode === 415) return reply.code(415).send({ message: IMAGE_MESSAGES.sendImage });
    return shopErrors.call(app, error, request, reply);
  }

  /** The uploaded body, or a 415 (a JSON or text body reaches here parsed, not as bytes). */
  function imageOf(request: FastifyRequest): Buffer {
    if (!Buffer.isBuffer(request.body))
      throw Object.assign(new Error(IMAGE_MESSAGES.sendImage), { statusCode: 415 });
    return request.body;
  }

  const upload = { onRequest: owner, bodyLimit: IMAGE_MAX_BYTES, errorHandler: uploadErrors };
  const uploadSchema = { tags, security: bearer, consumes: [...IMAGE_TYPES] };

  app.put(
    '/admin/products/:productId/image',
    {
      ...upload,
      schema: {
        ...uploadSchema,
        summary:
          'The product’s photo: JPEG, PNG or WebP up to 5 MB (413 above, 422 not an image); kept 4:3 in 3 widths',
        params: productParams,
        response: { 200: dataEnvelope(adminProductSchema), ...errors },
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
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary: 'Take the product’s photo away: the storefront shows its drawing again',
        params: productParams,
        response: { 200: dataEnvelope(adminProductSchema), ...errors },
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
        response: { 200: dataEnvelope(adminCategorySchema), ...errors },
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
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary: 'Take the category’s photo away: its card shows the drawing again',
        params: categoryParams,
        response: { 200: dataEnvelope(adminCategorySchema), ...errors },
      },
    },
    async (request) => ({
      data: await images.removeCategoryImage(app.db, actorOf(request), request.params.categoryId),
      message: 'Photo removed.',
    }),
  );

  app.put(
    '/admin/settings/logo',
    {
      ...upload,
      schema: {
        ...uploadSchema,
        summary:
          'The shop’s logo in the header: JPEG, PNG or WebP up to 5 MB, its shape kept; answers the settings',
        response: { 200: dataEnvelope(settingsSchema), ...errors },
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
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary: 'Take the uploaded logo away: the header shows the drawn one again',
        response: { 200: dataEnvelope(settingsSchema), ...errors },
      },
    },
    async (request) => ({
      data: await settings.removeLogo(app.db, actorOf(request)),
      message: 'Logo removed.',
    }),
  );
};

export default imageRoutes;
