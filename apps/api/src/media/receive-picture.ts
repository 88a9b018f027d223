// One way to receive a picture in the back office (issue 13): the request body is the image itself (image/jpeg,
// image/png or image/webp, up to 5 MB), no form. Too large: 413; another type: 415; in @oko/shared/images' words,
// which the back office checks a chosen file with first. The routes that take a picture live with the domain whose
// row shows it (catalog/admin-image-routes.ts, settings/admin-logo-routes.ts); uploads.ts decodes and stores it.
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, IMAGE_TYPES } from '@oko/shared/images';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorAnswers } from '../api-docs';
import type { MediaStore } from './store';

export interface PictureRoutesOptions {
  /** Where uploaded pictures are kept (store.ts); none: uploads answer 404. */
  media?: MediaStore;
}

/**
 * Teaches `app` (one plugin's context) to take a picture as a request body; answers the route options an upload
 * route spreads in (`upload`), its schema's fields (`uploadSchema`, with the picture's own error answers), and
 * `imageOf`, the received bytes.
 */
export function receivePictures(app: FastifyInstance) {
  app.addContentTypeParser(
    [...IMAGE_TYPES],
    { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  // The shop's one error handler, but a body over the limit or of another type is named in the picture's words.
  const shopErrors = app.errorHandler;
  function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    if (error.statusCode === 413) return reply.code(413).send({ message: IMAGE_MESSAGES.tooLarge });
    if (error.statusCode === 415) return reply.code(415).send({ message: IMAGE_MESSAGES.sendImage });
    return shopErrors.call(app, error, request, reply);
  }
  return {
    upload: { bodyLimit: IMAGE_MAX_BYTES, errorHandler },
    uploadSchema: { consumes: [...IMAGE_TYPES] },
    /** The picture's answers beside the back office's: too large, another type. */
    uploadErrors: errorAnswers(413, 415),
    /** The uploaded body, or a 415 (a JSON or text body reaches here parsed, not as bytes). */
    imageOf(request: FastifyRequest): Buffer {
      if (!Buffer.isBuffer(request.body))
        throw Object.assign(new Error(IMAGE_MESSAGES.sendImage), { statusCode: 415 });
      return request.body;
    },
  };
}
