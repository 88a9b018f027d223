// GET /users/credit: the signed-in shopper's shop credit and its history (issue 39). Keeping a refund as credit is
// the order's route (orders/routes.ts), spending it the checkout's (`use_credit` on POST /create-order).
import { dataEnvelope } from '@oko/shared/schemas/api';
import { shopCreditSchema } from '@oko/shared/schemas/credit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, errorAnswers } from '../api-docs';
import { signedIn } from '../auth/plugin';
import { shopCreditOf } from './service';

const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/credit',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['credit'],
        security: bearer,
        summary:
          'The shopper’s shop credit: the balance (the sum of the entries) and its entries, newest first',
        response: { 200: dataEnvelope(shopCreditSchema), ...errorAnswers(401) },
      },
    },
    async (request) => ({ data: await shopCreditOf(app.db, signedIn(request).user.id) }),
  );
};

export default creditRoutes;
