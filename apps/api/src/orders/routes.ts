// POST /create-order, GET /orders, GET /orders/{orderId}, GET /orders/{orderId}/tracking: the signed-in
// shopper's own orders (the user comes from the token; anyone else's order is a 404). The back office moves an
// order along its states (admin-routes.ts).
import { dataEnvelope, pageEnvelope, pageQuerySchema } from '@oko/shared/schemas/api';
import {
  ORDER_MESSAGES,
  orderDetailSchema,
  orderSummarySchema,
  orderTrackingSchema,
  placeOrderSchema,
} from '@oko/shared/schemas/order';
import { orderParams, orderRefundParams } from '@oko/shared/params';
import { REFUND_MESSAGES } from '@oko/shared/schemas/refund';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorAnswers } from '../api-docs';
import { signedIn } from '../auth/plugin';
import { countingRefusedCode } from '../deals/service';
import type { CardPayments } from '../payments/paystack';
import { paymentForPlacedOrder } from '../payments/service';
import { keepRefundAsCredit } from '../payments/refunds';
import { PAYMENT_MESSAGES } from '@oko/shared/schemas/payment';
import { siteUrl } from '../site-url';
import { placeOrder } from './place-order';
import * as service from './service';

export interface OrderRoutesOptions {
  /** Card payments through Paystack (decision 015); without them an order paid by card is a 422. */
  cardPayments?: CardPayments | null;
  /** APP_URL: where Paystack sends a card shopper back; unset: the address the order was placed from. */
  appUrl?: string;
}

const tags = ['orders'];
const errors = errorAnswers(400, 401, 404, 409, 422);
const placeErrors = errorAnswers(400, 401, 404, 409, 422, 429);

const IDEMPOTENCY_KEY_MESSAGE = ORDER_MESSAGES.idempotencyKey;

const placeOrderHeaders = z.looseObject({
  'idempotency-key': z
    .string({ error: IDEMPOTENCY_KEY_MESSAGE })
    .min(1, IDEMPOTENCY_KEY_MESSAGE)
    .max(255, IDEMPOTENCY_KEY_MESSAGE)
    .optional(),
});

const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, options) => {
  const cardPayments = options.cardPayments ?? null;

  app.post(
    '/create-order',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'Place an order: priced from the database, stock taken in one transaction',
        description:
          'An `Idempotency-Key` header (1–255 characters) makes a retry safe: the same shopper sending the same key again gets the first order (201, same body) and no stock is taken twice.',
        headers: placeOrderHeaders,
        body: placeOrderSchema,
        response: { 201: dataEnvelope(orderDetailSchema), ...placeErrors },
      },
    },
    async (request, reply) => {
      const userId = signedIn(request).user.id;
      const place = () =>
        placeOrder(app.db, userId, request.body, {
          idempotencyKey: request.headers['idempotency-key'],
          cardPaymentMinutes: cardPayments?.paymentMinutes ?? null,
          transferMinutes: cardPayments?.transferMinutes ?? null,
          now: app.clock(),
          siteUrl: siteUrl(options.appUrl, request),
        });
      // A refused discount code counts as a guess, as on POST /discount-codes/check (issue 44).
      const order =
        request.body.discount_code === undefined
          ? await place()
          : await countingRefusedCode(
              app.auth.throttles.discountCode,
              { userId, address: request.ip },
              place,
            );
      // Covered whole by shop credit (issue 39), an order has nothing left to pay through Paystack.
      const throughPaystack =
        (order.payment_method === 'cards' || order.payment_method === 'transfer') &&
        order.amount_due !== '0.00';
      if (!throughPaystack || !cardPayments) {
        return reply.code(201).send({ data: order, message: ORDER_MESSAGES.created });
      }
      // The order stands whatever Paystack does; without a checkout (or an account) the shopper is told to try
      // again on the order page.
      const payment = await paymentForPlacedOrder(
        app.db,
        cardPayments,
        order.id,
        siteUrl(options.appUrl, request),
      );
      return reply.code(201).send({
        data: { ...order, payment },
        message: payment
          ? ORDER_MESSAGES.created
          : order.payment_method === 'transfer'
            ? PAYMENT_MESSAGES.transferUnavailable
            : PAYMENT_MESSAGES.unavailable,
      });
    },
  );

  app.get(
    '/orders',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'The shopper’s orders, newest first, paged',
        querystring: pageQuerySchema,
        response: { 200: pageEnvelope(orderSummarySchema), ...errors },
      },
    },
    async (request) => service.listOrders(app.db, signedIn(request).user.id, request.query),
  );

  app.get(
    '/orders/:orderId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'One of the shopper’s orders: lines, totals, address, channel, payment, status',
        params: orderParams,
        response: { 200: dataEnvelope(orderDetailSchema), ...errors },
      },
    },
    async (request) => ({
      data: await service.getOrder(app.db, signedIn(request).user.id, request.params.orderId),
    }),
  );

  app.post(
    '/orders/:orderId/refunds/:refundId/to-credit',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary:
          'Keep a refund the shop has not sent yet as shop credit (issue 39): credited at once, exactly once (a second call changes nothing), mailed; 409 once it is on its way',
        params: orderRefundParams,
        response: { 200: dataEnvelope(orderDetailSchema), ...errors },
      },
    },
    async (request) => {
      const userId = signedIn(request).user.id;
      const { orderId, refundId } = request.params;
      await keepRefundAsCredit(app.db, userId, orderId, refundId);
      return { data: await service.getOrder(app.db, userId, orderId), message: REFUND_MESSAGES.keptAsCredit };
    },
  );

  app.get(
    '/orders/:orderId/tracking',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'The order’s status history, oldest first',
        params: orderParams,
        response: { 200: dataEnvelope(orderTrackingSchema), ...errors },
      },
    },
    async (request) => ({
      data: await service.getTracking(app.db, signedIn(request).user.id, request.params.orderId),
    }),
  );
};

export default orderRoutes;
