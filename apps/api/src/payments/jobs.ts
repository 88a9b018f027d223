// The card payment's jobs (decision 014's claimed jobs; their payloads in jobs/kinds.ts): the time limit of an
// unpaid order, and the reconciler that asks Paystack about an open attempt (a webhook can be lost). Queued in
// the transaction that causes them.
import type { Database } from '../db/client';
import { enqueueJob } from '../jobs/queue';

export const EXPIRY_JOB = 'card-payment-expiry';
export const CHECK_JOB = 'card-payment-check';
/** How long after an attempt starts (and then between checks) the reconciler asks Paystack about it. */
export const CHECK_INTERVAL_SECONDS = 5 * 60;

/** `tries`: how often Paystack was unreachable for this expiry so far (its backoff). */
export const queueCardPaymentExpiry = (tx: Database, orderId: number, minutes: number, tries?: number) =>
  enqueueJob(
    tx,
    EXPIRY_JOB,
    tries ? { orderId, tries } : { orderId },
    new Date(Date.now() + minutes * 60_000),
  );

export const queuePaymentCheck = (tx: Database, reference: string, afterSeconds = CHECK_INTERVAL_SECONDS) =>
  enqueueJob(tx, CHECK_JOB, { reference }, new Date(Date.now() + afterSeconds * 1000));
