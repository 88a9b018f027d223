// GET /cart, POST /cart, POST /cart/merge, DELETE /remove-product/{productUnitId}: the signed-in shopper's own
// cart, and only theirs (the user comes from the bearer token, never from the request).
import { dataEnvelope, errorBodySchema } from '@oko/shared/schemas/api';
import { CART_MESSAGES } from '@oko/shared/cart-messages';
import { cartPayloadSchema, serverCartSchema } from '@oko/shared/schemas/cart';
import { productUnitParams } from '@oko/shared/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../auth/plugin';
import * as service from './service';

const tags = ['cart'];
const bearer = [{ bearerAuth: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const cartAnswer = dataEnvelope(serverCartSchema);

const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cart',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'The shopper’s cart',
        response: { 200: cartAnswer, ...errors },
      },
    },
    async (request) => ({ data: await service.getCart(app.db, signedIn(request).user.id) }),
  );

  /** Rows of a payload into the cart (quantities capped at stock); answers the cart. */
  const changeRoute = (url: string, summary: string, change: typeof service.updateCart) =>
    app.post(
      url,
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security: bearer,
          summary,
          body: cartPayloadSchema,
          response: { 200: cartAnswer, ...errors },
        },
      },
      async (request) => ({
        data: await change(app.db, signedIn(request).user.id, request.body),
        message: CART_MESSAGES.updated,
      }),
    );
  changeRoute(
    '/cart',
    'Set the quantities of the named rows (capped at stock; 0 or less removes the row)',
    service.updateCart,
  );
  changeRoute(
    '/cart/merge',
    'Add a guest cart to the account’s at sign-in (quantities summed, capped at stock)',
    service.mergeIntoCart,
  );

  app.delete(
    '/remove-product/:productUnitId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'Remove one row (a product unit) from the cart',
        params: productUnitParams,
        response: { 200: cartAnswer, ...errors },
      },
    },
    async (request) => ({
      data: await service.removeFromCart(app.db, signedIn(request).user.id, request.params.productUnitId),
      message: CART_MESSAGES.deleted,
    }),
  );
};

export default cartRoutes;
