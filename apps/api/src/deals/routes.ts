// POST /discount-codes/check: the signed-in shopper's code against the lines the checkout would order (issue 28).
import { errorBodySchema } from '@oko/shared/schemas/api';
import { DEAL_MESSAGES, checkDiscountCodeSchema, discountCheckAnswerSchema } from '@oko/shared/schemas/deals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../auth/plugin';
import { checkCode } from './service';

const dealRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/discount-codes/check',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['deals'],
        security: [{ bearerAuth: [] }],
        summary: 'Check a discount code against the checkout’s lines: its naira off at today’s prices',
        description:
          'A code the shop refuses is a 422 under `code` saying why: unknown, paused, not started, expired, used up, already used by you, "Spend ₦10,000 or more to use this code", or no line of its categories. The order prices the code again when it is placed (`discount_code` of `POST /create-order`).',
        body: checkDiscountCodeSchema,
        response: {
          200: discountCheckAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await checkCode(app.db, signedIn(request).user.id, request.body, app.clock()),
      message: DEAL_MESSAGES.applied,
    }),
  );
};

export default dealRoutes;
