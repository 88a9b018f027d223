// GET /address, POST /address: the signed-in shopper's one delivery address (the user comes from the token).
import { ADDRESS_MESSAGES, addressRecordSchema, addressSchema } from '@oko/shared/schemas/address';
import { dataEnvelope } from '@oko/shared/schemas/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, errorAnswers } from '../api-docs';
import { signedIn } from '../auth/plugin';
import * as service from './service';

const tags = ['address'];
const errors = errorAnswers(400, 401, 422);
const addressAnswer = dataEnvelope(addressRecordSchema);

const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/address',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'The shopper’s delivery address (null before the first is saved)',
        response: { 200: dataEnvelope(addressRecordSchema.nullable()), ...errors },
      },
    },
    async (request) => ({ data: await service.getAddress(app.db, signedIn(request).user.id) }),
  );

  app.post(
    '/address',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'Create (201) or update (200) the shopper’s one delivery address',
        body: addressSchema,
        response: { 200: addressAnswer, 201: addressAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { address, created } = await service.saveAddress(app.db, signedIn(request).user.id, request.body);
      return reply
        .code(created ? 201 : 200)
        .send({ data: address, message: created ? ADDRESS_MESSAGES.created : ADDRESS_MESSAGES.updated });
    },
  );
};

export default addressRoutes;
