// Every kind of job the shop queues, and the shape of its payload (issue 25): `enqueueJob` takes only a payload
// of its kind's shape, and the worker parses each payload against it when it claims the job, so a handler gets
// typed data and a row that does not fit (written by an older version, or by hand) is set aside, never run.
// Payloads carry ids, not rendered mail: the worker reads the rows and renders the mail when it sends it.
import { ORDER_STATUSES } from '@oko/shared/schemas/order';
import { z } from 'zod';
import { MAX_ID } from '../ids';

const rowId = z.number().int().min(1).max(MAX_ID);
/** An amount of money, in kobo. */
const kobo = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const JOB_PAYLOADS = {
  /**
   * A verification or password-reset code for the account of `email`, if there is one (auth/account-mail.ts):
   * the worker makes the code and mails it, so the request does the same work for a known and an unknown address.
   */
  'account-code': z.object({ email: z.string().min(1), purpose: z.enum(['verify', 'reset']) }),
  /** The staff invitation of `userId`, with a fresh link to choose a password when the account needs one. */
  'staff-invitation': z.object({ userId: rowId, invitedBy: rowId, siteUrl: z.url() }),
  /** One of an order's mails (orders/order-mail.ts), rendered from the order as it stands when sent. */
  'order-mail': z.discriminatedUnion('mail', [
    /** To the shopper: we received your order. */
    z.object({ mail: z.literal('order-received'), orderId: rowId }),
    /** To the shop (its site_email; none: nothing is sent): a new order. */
    z.object({ mail: z.literal('new-order'), orderId: rowId }),
    /**
     * To the shopper: their payment arrived. `amountKobo`: what came in (a difference packing made is less than the
     * order's total, issue 38); absent in jobs queued before it was kept: the total.
     */
    z.object({ mail: z.literal('payment-received'), orderId: rowId, amountKobo: kobo.optional() }),
    /** To the shop: a card payment arrived (money nobody in the shop saw), with its reference and amount. */
    z.object({
      mail: z.literal('card-payment-received'),
      orderId: rowId,
      reference: z.string().min(1),
      amountKobo: kobo.optional(),
    }),
    /**
     * To the shopper: the order moved to `status`. `unpaidMinutes`: a card order cancelled by itself because it
     * was not paid within that many minutes (CARD_PAYMENT_MINUTES), which the mail says (issue 23).
     */
    z.object({
      mail: z.literal('status-changed'),
      orderId: rowId,
      status: z.enum(ORDER_STATUSES),
      unpaidMinutes: z.number().int().min(1).optional(),
    }),
    /**
     * To the shopper: a transfer of another amount reached their Pay with Transfer account, sent back (issue 39).
     * `amountKobo`: what the account takes (a difference's is not the total, issue 38).
     */
    z.object({ mail: z.literal('transfer-rejected'), orderId: rowId, amountKobo: kobo.optional() }),
    /** To the shopper: a refund of the order was kept as shop credit, at their choice (issue 39). */
    z.object({ mail: z.literal('refund-credited'), orderId: rowId, refundId: rowId }),
    /** To the shopper: packing changed the order (weighed, left out, substituted), the new total (issue 27). */
    z.object({ mail: z.literal('packing-changed'), orderId: rowId }),
    /** To the shopper: a refund was sent, whatever its way (issue 39). */
    z.object({ mail: z.literal('refund-sent'), orderId: rowId, refundId: rowId }),
  ]),
  /**
   * One message about an order on one channel (messages/, issue 41): its text is rendered by orders/order-messages.ts
   * as the order stands when sent, then sent once (the row's claim), whatever retries or instances do.
   */
  'order-message': z.object({ messageId: rowId }),
  /** An SMS still "sent" 10 minutes after sending, with no delivery report: it goes by e-mail. */
  'message-check': z.object({ messageId: rowId }),
  /** The time limit of an unpaid card order; `tries`: how often Paystack was unreachable for it so far. */
  'card-payment-expiry': z.object({ orderId: rowId, tries: z.number().int().min(1).optional() }),
  /** The reconciler: asks Paystack about an open card payment attempt (a webhook can be lost). */
  'card-payment-check': z.object({ reference: z.string().min(1) }),
  /** A card refund (payments/refunds.ts) sent to Paystack, once: the row says whether it was sent already. */
  'card-refund': z.object({ refundId: rowId }),
  /** A refund sent to the shopper's bank account through Paystack Transfers (payments/transfers.ts), once. */
  'bank-refund': z.object({ refundId: rowId }),
  /** The standing orders' generator (orders/standing-order-run.ts, issue 40): a schedule's run, or the owner's. */
  'standing-orders': z.object({}),
  /** To the shopper: a standing order's window was missed, short of stock, could not be placed, or declined. */
  'standing-order-mail': z.object({
    mail: z.enum(['missed', 'short', 'failed', 'declined']),
    runId: rowId,
  }),
  /**
   * To the shopper, a day before their box is placed (decision 048): skip or change it. Queued by the generator
   * with the key `standing-reminder:<standing order>:<window>`, so once per standing order per window.
   */
  'standing-order-reminder': z.object({ standingOrderId: rowId, windowId: rowId }),
  /** The hourly purge of old jobs (queue.ts PURGE_SCHEDULE), run by one instance. */
  'purge-jobs': z.object({}),
} as const;

export type JobKind = keyof typeof JOB_PAYLOADS;
export type JobPayload<Kind extends JobKind> = z.output<(typeof JOB_PAYLOADS)[Kind]>;

/** What runs each kind: every kind a worker is given is claimed by it; the others wait for a worker that has them. */
export type JobHandlers = { [Kind in JobKind]?: (payload: JobPayload<Kind>) => Promise<void> };

export const JOB_KINDS = Object.keys(JOB_PAYLOADS) as JobKind[];

export const isJobKind = (kind: string): kind is JobKind => Object.hasOwn(JOB_PAYLOADS, kind);
