// The back office's payments of an order under /api/v1/admin (staff and owner; issues 13 and 23, decision 017): a
// bank transfer's money received, or a payment on delivery's cash collected. Orders' routes (issue 37): they
// answer the order, and payments decides "paid" (payments/mark-paid.ts). Card payments are marked paid by
// Paystack's report (payments/routes.ts), through the same markPaid. The owner confirms a bank transfer refund sent
// (issue 27); card refunds are settled by Paystack's report.
import { orderParams, orderRefundParams } from '@oko/shared/params';
import { adminOrderDetailSchema, paymentReceivedSchema } from '@oko/shared/schemas/admin-orders';
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import { dataEnvelope } from '@oko/shared/schemas/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, backOfficeRoutes } from '../auth/back-office';
import type { Database } from '../db/client';
import { getOrder } from './admin-service';
import { REFUND_MESSAGES } from '@oko/shared/schemas/refund';
import { markPaymentReceived } from '../payments/mark-paid';
import { confirmTransferSent } from '../payments/refunds';
import { sendBankRefund } from '../payments/transfers';

/** A step the owner takes on a refund by bank transfer: confirm it sent, or send it through Paystack. */
type RefundStep = (db: Database, actorId: number, orderId: number, refundId: number) => Promise<unknown>;

/** Staff and the owner: the money received. */
const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  backOfficeRoutes(app, 'staff');

  app.post(
    '/admin/orders/:orderId/payment-received',
    {
      schema: {
        summary:
          'A bank transfer received or a payment on delivery’s cash collected, `amount` in naira (absent: amount_due): payment_status becomes paid, the shopper is mailed (422 cards or ₦0, 409 cancelled or paid)',
        params: orderParams,
        body: paymentReceivedSchema,
        response: { 200: dataEnvelope(adminOrderDetailSchema) },
      },
    },
    async (request) => {
      const { orderId } = request.params;
      const received = await markPaymentReceived(
        app.db,
        actorOf(request).userId,
        orderId,
        request.body?.amount,
      );
      return { data: await getOrder(app.db, orderId), message: ADMIN_MESSAGES.moneyReceived(received) };
    },
  );
};

/** The owner only: a refund by bank transfer sent. */
const ownerRoutes: FastifyPluginAsyncZod = async (app) => {
  backOfficeRoutes(app, 'owner');

  /** `POST …/refunds/:refundId/<step>`: `act` moves the refund on; answers the order. */
  const refundRoute = (step: string, summary: string, act: RefundStep, message: string) =>
    app.post(
      `/admin/orders/:orderId/refunds/:refundId/${step}`,
      {
        schema: {
          summary,
          params: orderRefundParams,
          response: { 200: dataEnvelope(adminOrderDetailSchema) },
        },
      },
      async (request) => {
        const { orderId, refundId } = request.params;
        await act(app.db, actorOf(request).userId, orderId, refundId);
        return { data: await getOrder(app.db, orderId), message };
      },
    );
  refundRoute(
    'sent',
    'Owner only: the bank transfer refunding the shopper was sent; the refund becomes processed, audited (422 a card refund, 409 not pending)',
    confirmTransferSent,
    REFUND_MESSAGES.confirmedSent,
  );
  refundRoute(
    'send',
    'Owner only (issue 39): sends a refund to the shopper’s kept bank account through Paystack Transfers, once; a failed one is sent again as a new refund (404 not this order’s, 422 not to a bank account or no account kept, 409 sent or being sent)',
    sendBankRefund,
    REFUND_MESSAGES.sending,
  );
};

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(staffRoutes);
  await app.register(ownerRoutes);
};

export default paymentRoutes;
