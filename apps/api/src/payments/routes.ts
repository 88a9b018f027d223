// Card payments (decision 015): GET /payments/config, POST /orders/{orderId}/pay ("Pay now"), POST
// /payments/verify (back from Paystack) and POST /payments/paystack/webhook (Paystack's events, signed).
import { dataEnvelope, errorBodySchema } from '@oko/shared/schemas/api';
import { paymentStartSchema, transferPaymentSchema } from '@oko/shared/schemas/order';
import {
  PAYMENT_MESSAGES,
  paymentOutcomeSchema,
  paymentsConfigSchema,
  verifyPaymentSchema,
} from '@oko/shared/schemas/payment';
import { orderParams } from '@oko/shared/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorAnswers } from '../api-docs';
import { signedIn } from '../auth/plugin';
import {
  type CardPayments,
  isSignedByPaystack,
  paystackTransferSchema,
  refundEventSchema,
  transactionSchema,
  transferRejectedSchema,
  webhookEventSchema,
} from './paystack';
import { findPaymentMethodsOff } from '../settings/queries';
import { settleRefundEvent } from './refunds';
import { settleTransferEvent } from './transfers';
import { siteUrl } from '../site-url';
import * as service from './service';

export interface PaymentRoutesOptions {
  /** Card payments; null: cards are off (the config says so, the other calls answer 404). */
  cards: CardPayments | null;
  /** APP_URL: where Paystack sends the shopper back; unset: the address the shopper is on. */
  appUrl?: string;
}

const tags = ['payments'];
const errors = errorAnswers(400, 401, 404, 409, 422, 502);

const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, { cards, appUrl }) => {
  app.get(
    '/payments/config',
    {
      schema: {
        tags,
        summary:
          'Whether cards are taken, whether through the built-in test gateway (no money moves), and how long a card order waits for its payment',
        response: { 200: dataEnvelope(paymentsConfigSchema) },
      },
    },
    async () => {
      // The owner may turn either transfer method off in Settings (issue 39): the checkout hides it.
      const off = await findPaymentMethodsOff(app.db);
      return {
        data: {
          cards: cards !== null,
          test_mode: cards?.testMode ?? false,
          ...(cards ? { payment_minutes: cards.paymentMinutes } : {}),
          bank_transfer: !off.includes('bank_transfer'),
          transfer: cards !== null && !off.includes('transfer'),
          ...(cards ? { transfer_minutes: cards.transferMinutes } : {}),
        },
      };
    },
  );
  if (!cards) return;

  app.post(
    '/orders/:orderId/pay',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary:
          '"Pay now": a new Paystack transaction (new reference) for the order’s `amount_due`: an unpaid order, or a paid one packing made dearer (the difference); for Pay with Transfer, a new account (a difference in whole naira)',
        params: orderParams,
        response: { 201: dataEnvelope(z.union([paymentStartSchema, transferPaymentSchema])), ...errors },
      },
    },
    async (request, reply) => {
      const payment = await service.startPayment(
        app.db,
        cards,
        request.params.orderId,
        siteUrl(appUrl, request),
        signedIn(request).user.id,
      );
      return reply.code(201).send({ data: payment });
    },
  );

  app.post(
    '/payments/verify',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'Back from Paystack (`?reference=`): verify the transaction and settle the order’s payment',
        body: verifyPaymentSchema,
        response: { 200: dataEnvelope(paymentOutcomeSchema), ...errors },
      },
    },
    async (request) => service.verifyReturn(app.db, cards, signedIn(request).user.id, request.body.reference),
  );

  // The webhook reads the raw bytes: the signature is over them, not over a re-serialised object.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post(
      '/payments/paystack/webhook',
      {
        schema: {
          tags,
          summary:
            'Paystack’s events (x-paystack-signature: HMAC-SHA512 of the raw body); charge.success pays (a card or Pay with Transfer), bank.transfer.rejected marks a transfer of another amount, refund.processed and refund.failed settle a card refund',
          response: { 200: z.object({ message: z.string() }), 401: errorBodySchema, 400: errorBodySchema },
        },
      },
      async (request, reply) => {
        const raw = request.body as Buffer;
        const signature = request.headers['x-paystack-signature'];
        if (
          !isSignedByPaystack(raw, typeof signature === 'string' ? signature : undefined, cards.secretKey)
        ) {
          return reply.code(401).send({ message: PAYMENT_MESSAGES.badSignature });
        }
        let event: z.infer<typeof webhookEventSchema>;
        try {
          event = webhookEventSchema.parse(JSON.parse(raw.toString('utf8')));
        } catch {
          return reply.code(400).send({ message: 'The event is not valid JSON.' });
        }
        if (event.event === 'charge.success') {
          const transaction = transactionSchema.safeParse(event.data);
          if (!transaction.success) return reply.code(400).send({ message: 'The event has no transaction.' });
          const result = await service.settle(app.db, transaction.data);
          if (!result) request.log.warn('Paystack charge.success for an unknown reference');
        } else if (event.event === 'bank.transfer.rejected') {
          const rejected = transferRejectedSchema.safeParse(event.data);
          if (!rejected.success) return reply.code(400).send({ message: 'The event has no customer.' });
          if (!(await service.rejectTransfer(app.db, rejected.data))) {
            request.log.info('Paystack bank.transfer.rejected: nothing changed');
          }
        } else if (
          event.event === 'transfer.success' ||
          event.event === 'transfer.failed' ||
          event.event === 'transfer.reversed'
        ) {
          const transfer = paystackTransferSchema.safeParse(event.data);
          if (!transfer.success) return reply.code(400).send({ message: 'The event has no transfer.' });
          // A replay, or a transfer made on Paystack's dashboard, matches no pending refund: acknowledged.
          if (!(await settleTransferEvent(app.db, event.event, transfer.data))) {
            request.log.info(
              { reference: transfer.data.reference },
              `Paystack ${event.event}: nothing changed`,
            );
          }
        } else if (event.event === 'refund.processed' || event.event === 'refund.failed') {
          const refund = refundEventSchema.safeParse(event.data);
          if (!refund.success) return reply.code(400).send({ message: 'The event has no refund.' });
          // A replay, or a refund made on Paystack's dashboard, matches no pending refund: acknowledged.
          if (!(await settleRefundEvent(app.db, event.event, refund.data))) {
            request.log.info(
              { reference: refund.data.transaction_reference },
              `Paystack ${event.event}: nothing changed`,
            );
          }
        }
        // Anything else is acknowledged: Paystack retries only what is not.
        return { message: 'ok' };
      },
    );
  });
};

export default paymentRoutes;
