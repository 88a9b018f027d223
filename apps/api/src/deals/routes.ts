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
          'A code the shop refuses is a 422 under `code` saying why: unknown (a paused code answers as one), not started, expired, used up, already used by you, "Spend ₦10,000 or more to use this code.", or no line of its categories. The order prices the code again when it is placed (`discount_code` of `POST /create-order`). Every check counts, per account (10 a minute) and per client address (30 a minute), with the codes an order refused: past either, 429 with `Retry-After`.',
        body: checkDiscountCodeSchema,
        response: {
          200: discountCheckAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      // Every check counts, found or not: a success given back would let a guesser holding one real code reset
      // the count between guesses (issue 44).
      await app.auth.throttles.discountCode.take(String(user.id), request.ip);
      return {
        data: await checkCode(app.db, user.id, request.body, app.clock()),
        message: DEAL_MESSAGES.applied,
      };
    },
  );
};

export default dealRoutes;
