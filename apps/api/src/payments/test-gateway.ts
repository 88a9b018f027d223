// The one Paystack fake (issues 14 and 25). Without PAYSTACK_SECRET_KEY the shop takes "card payments" from
// itself through it, so a visitor can try the whole flow; the tests run their Paystack stand-in on it too
// (testing/paystack-stand-in.ts). It speaks the part of Paystack's API the shop uses (initialise, verify, a
// checkout page, signed charge.success webhooks; refunds, their list and signed refund.processed/refund.failed
// webhooks), so the shop's Paystack client and webhook run unchanged. Its
// transactions are kept where it is told: the shop's in the database, so a payment started on one instance is
// finished on another (issue 30); the tests' in memory, where a test can steer them. Never for real money.
import { createHash, randomBytes } from 'node:crypto';
import { formatNaira } from '@oko/shared/money';
import { PAYMENT_MESSAGES } from '@oko/shared/schemas/payment';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client';
import { testGatewayRefunds, testGatewayTransactions, testGatewayTransfers } from '../db/schema';
import { escapeHtml } from '../mail/templates';
import gatewayTransfers, {
  type GatewayTransfer,
  type GatewayTransfers,
  type TransferOutcome,
  finishesFrom,
  postSigned,
} from './test-gateway-transfers';

export const TEST_GATEWAY_PATH = '/payments/test-gateway';

export interface GatewayTransaction {
  reference: string;
  accessCode: string;
  email: string;
  /** Kobo. */
  amount: number;
  currency: string;
  callbackUrl: string;
  /** abandoned, success or failed; a test may report Paystack's others (ongoing, pending, processing). */
  status: string;
  gatewayResponse: string;
  paidAt: Date | null;
  /** `card` (initialise) or `bank_transfer` (a Pay with Transfer charge, issue 39). */
  channel: string;
}

/** A refund of one of the fake's transactions. */
export interface GatewayRefund {
  id: number;
  transactionReference: string;
  /** Kobo. */
  amount: number;
  currency: string;
  /** pending, then processed or failed, once. */
  status: string;
  merchantNote: string | null;
  createdAt: Date;
}

export type NewGatewayRefund = Pick<
  GatewayRefund,
  'transactionReference' | 'amount' | 'currency' | 'merchantNote'
>;

/** Where the fake keeps its transactions, their refunds and its transfers (test-gateway-transfers.ts). */
export interface GatewayTransactions extends GatewayTransfers {
  /** False when the reference is taken. */
  add(transaction: GatewayTransaction): Promise<boolean>;
  byReference(reference: string): Promise<GatewayTransaction | undefined>;
  byAccessCode(accessCode: string): Promise<GatewayTransaction | undefined>;
  /** abandoned → the outcome, once (a second press, here or on another instance, changes nothing): the settled
   * transaction, or undefined when it was not abandoned. */
  settle(accessCode: string, outcome: 'success' | 'failed'): Promise<GatewayTransaction | undefined>;
  addRefund(refund: NewGatewayRefund): Promise<GatewayRefund>;
  /** The transaction's refunds, oldest first. */
  refundsOf(reference: string): Promise<GatewayRefund[]>;
  /** What `GET /refund` lists (unset: `refundsOf`): a stand-in's list may lag behind its refunds, as Paystack's does. */
  listedRefundsOf?(reference: string): Promise<GatewayRefund[]>;
  /** pending → the outcome, once: the settled refund, or undefined when it was not pending. */
  settleRefund(id: number, outcome: 'processed' | 'failed'): Promise<GatewayRefund | undefined>;
  /** Whether a charge of this kept card is declined (unset: the one test card, DECLINING_TEST_EMAIL's). */
  declines?(authorizationCode: string, first: GatewayTransaction): boolean;
}

/**
 * A paid transaction's card is kept as `AUTH_<its reference>` (issue 40): charging it again charges the card that
 * paid it. The one test card that declines a charge: the one a shopper whose e-mail has `+decline@` paid with.
 */
export const AUTHORIZATION_PREFIX = 'AUTH_';
export const declinesByDefault = (_code: string, first: GatewayTransaction) =>
  first.email.includes('+decline@');

/** What Paystack's gateway_response says of a charged or declined card. */
export const GATEWAY_RESPONSES = { success: 'Approved', failed: 'Declined' } as const;

/** A table of the fake's kept by the caller's reference. */
type ByReference = typeof testGatewayTransactions | typeof testGatewayTransfers;

/** The shop's: tables every instance shares. */
export function databaseTransactions(db: Database): GatewayTransactions {
  const t = testGatewayTransactions;
  /** False when the reference is taken. */
  const addOnce = async <T extends ByReference>(table: T, row: T['$inferInsert']) => {
    const added = await db
      .insert(table as ByReference)
      .values(row)
      .onConflictDoNothing({ target: table.reference })
      .returning({ reference: table.reference });
    return added.length === 1;
  };
  const byReference = async <T extends ByReference>(table: T, reference: string) => {
    const [row] = await db
      .select()
      .from(table as ByReference)
      .where(eq(table.reference, reference))
      .limit(1);
    return row as T['$inferSelect'] | undefined;
  };
  return {
    add: (transaction) => addOnce(t, transaction),
    byReference: (reference) => byReference(t, reference),
    async byAccessCode(accessCode) {
      const [row] = await db.select().from(t).where(eq(t.accessCode, accessCode)).limit(1);
      return row;
    },
    async settle(accessCode, outcome) {
      const [row] = await db
        .update(t)
        .set({
          status: outcome,
          gatewayResponse: GATEWAY_RESPONSES[outcome],
          paidAt: outcome === 'success' ? new Date() : null,
        })
        .where(and(eq(t.accessCode, accessCode), eq(t.status, 'abandoned')))
        .returning();
      return row;
    },
    async addRefund(refund) {
      const [row] = await db.insert(testGatewayRefunds).values(refund).returning();
      return row!;
    },
    refundsOf: (reference) =>
      db
        .select()
        .from(testGatewayRefunds)
        .where(eq(testGatewayRefunds.transactionReference, reference))
        .orderBy(asc(testGatewayRefunds.id)),
    async settleRefund(id, outcome) {
      const [row] = await db
        .update(testGatewayRefunds)
        .set({ status: outcome })
        .where(and(eq(testGatewayRefunds.id, id), eq(testGatewayRefunds.status, 'pending')))
        .returning();
      return row;
    },
    addTransfer: (transfer) => addOnce(testGatewayTransfers, transfer),
    transferByReference: (reference) => byReference(testGatewayTransfers, reference),
    async finishTransfer(reference, outcome) {
      const [row] = await db
        .update(testGatewayTransfers)
        .set({ status: outcome })
        .where(
          and(
            eq(testGatewayTransfers.reference, reference),
            eq(testGatewayTransfers.status, finishesFrom(outcome)),
          ),
        )
        .returning();
      return row;
    },
  };
}

/**
 * The tests': maps by reference that a test reads and changes directly (`transfers`: the money sent). `now`
 * stamps refunds; the list of refunds leaves out those made less than `listLagMs` ago by it (Paystack's list
 * catching up with its answers).
 */
export function memoryTransactions(): GatewayTransactions & {
  all: Map<string, GatewayTransaction>;
  refunds: GatewayRefund[];
  transfers: Map<string, GatewayTransfer>;
  now: () => Date;
  listLagMs: number;
} {
  const all = new Map<string, GatewayTransaction>();
  const refunds: GatewayRefund[] = [];
  const transfers = new Map<string, GatewayTransfer>();
  const byAccessCode = async (accessCode: string) =>
    [...all.values()].find((transaction) => transaction.accessCode === accessCode);
  const store = {
    all,
    refunds,
    transfers,
    now: () => new Date(),
    listLagMs: 0,
    async add(transaction: GatewayTransaction) {
      if (all.has(transaction.reference)) return false;
      all.set(transaction.reference, transaction);
      return true;
    },
    byReference: async (reference: string) => all.get(reference),
    byAccessCode,
    async settle(accessCode: string, outcome: 'success' | 'failed') {
      const transaction = await byAccessCode(accessCode);
      if (transaction?.status !== 'abandoned') return undefined;
      Object.assign(transaction, {
        status: outcome,
        gatewayResponse: GATEWAY_RESPONSES[outcome],
        paidAt: outcome === 'success' ? new Date() : null,
      });
      return transaction;
    },
    async addRefund(refund: NewGatewayRefund) {
      const added = { ...refund, id: refunds.length + 1, status: 'pending', createdAt: store.now() };
      refunds.push(added);
      return added;
    },
    refundsOf: async (reference: string) =>
      refunds.filter((refund) => refund.transactionReference === reference),
    listedRefundsOf: async (reference: string) =>
      refunds.filter(
        (refund) =>
          refund.transactionReference === reference &&
          store.now().getTime() - refund.createdAt.getTime() >= store.listLagMs,
      ),
    async settleRefund(id: number, outcome: 'processed' | 'failed') {
      const refund = refunds.find((each) => each.id === id);
      if (refund?.status !== 'pending') return undefined;
      refund.status = outcome;
      return refund;
    },
    async addTransfer(transfer: Omit<GatewayTransfer, 'createdAt' | 'status'>) {
      if (transfers.has(transfer.reference)) return false;
      transfers.set(transfer.reference, { ...transfer, status: 'pending', createdAt: new Date() });
      return true;
    },
    transferByReference: async (reference: string) => transfers.get(reference),
    async finishTransfer(reference: string, outcome: TransferOutcome) {
      const transfer = transfers.get(reference);
      if (transfer?.status !== finishesFrom(outcome)) return undefined;
      transfer.status = outcome;
      return transfer;
    },
  };
  return store;
}

export interface TestGatewayOptions {
  secretKey: string;
  transactions: GatewayTransactions;
  /** Where the shop's webhook listens; unset: this server's own address. */
  webhookUrl?: string;
  /** Where the shopper pays; unset: the checkout page below, at the address the shopper comes back to. */
  checkoutUrl?: (transaction: GatewayTransaction) => string;
  /**
   * Refunds are processed at once and their refund.processed webhook sent (the shop's gateway); unset: they stay
   * pending until a test settles them (the stand-in's `finishRefund`), as Paystack's take a while.
   */
  processRefunds?: boolean;
  /** Transfers succeed at once with their transfer.success webhook (the shop's gateway); unset: pending. */
  processTransfers?: boolean;
}

/** What a verify answer and a charge.success webhook say of a transaction, in Paystack's words. */
export const transactionData = (transaction: GatewayTransaction) => ({
  reference: transaction.reference,
  status: transaction.status,
  amount: transaction.amount,
  currency: transaction.currency,
  gateway_response: transaction.gatewayResponse,
  paid_at: transaction.paidAt?.toISOString() ?? null,
  channel: transaction.channel,
  customer: { email: transaction.email },
  authorization:
    transaction.status === 'success'
      ? { authorization_code: `${AUTHORIZATION_PREFIX}${transaction.reference}`, reusable: true }
      : null,
});

/** The test account of a Pay with Transfer charge: ten digits of its own, the same on every instance. */
export const testAccountNumber = (reference: string) =>
  String(
    BigInt(`0x${createHash('sha256').update(reference).digest('hex').slice(0, 15)}`) % 10_000_000_000n,
  ).padStart(10, '0');
export const TEST_BANK = { name: 'Test Bank', accountName: 'OKO FARM TEST CHECKOUT' } as const;

/**
 * Paystack's signed `bank.transfer.rejected` for a transfer of `amount` kobo that reached the account of
 * `transaction` (its documented sample: Paystack's transaction id and the customer, not the shop's reference).
 */
export async function sendTransferRejected(
  webhookUrl: string,
  transaction: GatewayTransaction,
  amount: number,
  secretKey: string,
): Promise<number> {
  const body = JSON.stringify({
    event: 'bank.transfer.rejected',
    data: {
      bank_transfer: {
        amount: String(amount),
        message: 'incorrect amount sent',
        message_type: 'INCORRECT_AMOUNT',
        transaction_id: transaction.accessCode,
      },
      customer: { email: transaction.email },
    },
  });
  return postSigned(webhookUrl, body, secretKey);
}

/** Paystack's signed charge.success for `transaction`, sent to `webhookUrl`; answers the shop's status code. */
export async function sendChargeSuccess(
  webhookUrl: string,
  transaction: GatewayTransaction,
  secretKey: string,
): Promise<number> {
  const body = JSON.stringify({ event: 'charge.success', data: transactionData(transaction) });
  return postSigned(webhookUrl, body, secretKey);
}

/** What a refund answer, a list of refunds and a refund.* webhook say of a refund, in Paystack's words. */
export const refundData = (refund: GatewayRefund) => ({
  id: refund.id,
  status: refund.status,
  amount: refund.amount,
  currency: refund.currency,
  merchant_note: refund.merchantNote,
  transaction: { reference: refund.transactionReference },
  createdAt: refund.createdAt.toISOString(),
});

/**
 * Paystack's signed refund.processed or refund.failed for `refund`; answers the shop's status code. `withoutId`:
 * as Paystack's documented sample, which names the transaction and the amount but not the refund.
 */
export async function sendRefundEvent(
  webhookUrl: string,
  refund: GatewayRefund,
  secretKey: string,
  options: { withoutId?: boolean } = {},
): Promise<number> {
  const body = JSON.stringify({
    event: `refund.${refund.status}`,
    data: {
      ...(options.withoutId ? {} : { id: refund.id }),
      status: refund.status,
      transaction_reference: refund.transactionReference,
      refund_reference: refund.status === 'processed' ? `ARN${refund.id}` : null,
      // A string, as in Paystack's samples.
      amount: String(refund.amount),
      currency: refund.currency,
    },
  });
  return postSigned(webhookUrl, body, secretKey);
}

const refundBody = z.object({
  transaction: z.union([z.string().min(1), z.number()]).transform(String),
  amount: z.coerce.number().int().positive().optional(),
  currency: z.string().default('NGN'),
  merchant_note: z.string().max(500).optional(),
});

const initializeBody = z.object({
  email: z.string().min(1),
  amount: z.coerce.number().int().positive(),
  currency: z.string().default('NGN'),
  reference: z.string().min(1).max(200),
  callback_url: z.string().url(),
});

const chargeBody = z.object({
  email: z.string().min(1),
  amount: z.coerce.number().int().positive(),
  currency: z.string().default('NGN'),
  reference: z.string().min(1).max(200),
  bank_transfer: z.object({ account_expires_at: z.string().min(1) }),
  metadata: z.looseObject({ order_url: z.string().url().optional() }).optional(),
});

const chargeAuthorizationBody = z.object({
  email: z.string().min(1),
  amount: z.coerce.number().int().positive(),
  currency: z.string().default('NGN'),
  authorization_code: z.string().min(1),
  reference: z.string().min(1).max(200).optional(),
  queue: z.boolean().optional(),
});

/** A page of the fake's (its checkout, its test bank): its title and heading, the shop's icon, the test-mode note,
 * then `main`. */
const gatewayPage = (title: string, main: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Oko Farm</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1c1917}
.note{background:#fef3c7;padding:.5rem .75rem;border-radius:.375rem}.amount{font-size:2rem;font-weight:700}
form{display:inline}button{font-size:1rem;padding:.75rem 1.5rem;margin:.5rem .5rem 0 0;border-radius:.375rem;border:0;cursor:pointer}
.pay{background:#15803d;color:#fff}.decline{background:#e7e5e4}</style></head>
<body><main>
<h1>Oko Farm ${title.toLowerCase()}</h1>
<p class="note">${escapeHtml(PAYMENT_MESSAGES.testMode)}</p>
${main}
</main></body></html>`;

/** The checkout page is on this shop, at the address the shopper comes back to. */
const checkoutPage = (transaction: GatewayTransaction) =>
  `${new URL(transaction.callbackUrl).origin}/api/v1${TEST_GATEWAY_PATH}/checkout/${transaction.accessCode}`;

const testGateway: FastifyPluginAsync<TestGatewayOptions> = async (app, options) => {
  // The checkout page's buttons are plain forms; the outcome is in the path, so their (empty) body is ignored.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );
  const { transactions } = options;

  const webhookUrl = () => {
    if (options.webhookUrl) return options.webhookUrl;
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 3000;
    return `http://127.0.0.1:${port}/api/v1/payments/paystack/webhook`;
  };

  /**
   * A new transaction under the shop's reference, kept; unpaid unless `fields` say otherwise. Undefined when the
   * reference is taken.
   */
  async function opened(
    fields: Pick<
      GatewayTransaction,
      'reference' | 'email' | 'amount' | 'currency' | 'callbackUrl' | 'channel'
    > &
      Partial<GatewayTransaction>,
  ): Promise<GatewayTransaction | undefined> {
    const transaction: GatewayTransaction = {
      accessCode: randomBytes(9).toString('hex'),
      status: 'abandoned',
      gatewayResponse: 'The transaction was not completed',
      paidAt: null,
      ...fields,
    };
    return (await transactions.add(transaction)) ? transaction : undefined;
  }

  const duplicate = (reply: FastifyReply) =>
    reply.code(400).send({ status: false, message: 'Duplicate Transaction Reference' });

  async function authorised(request: FastifyRequest, reply: FastifyReply) {
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return reply.code(401).send({ status: false, message: 'Invalid key' });
    }
  }

  // Transfers (issue 39): banks, resolve, recipients, transfers and their webhooks.
  await app.register(gatewayTransfers, {
    secretKey: options.secretKey,
    transfers: transactions,
    webhookUrl,
    authorised,
    processTransfers: options.processTransfers,
  });

  app.post('/transaction/initialize', { onRequest: authorised }, async (request, reply) => {
    const body = initializeBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ status: false, message: 'Invalid transaction' });
    const { callback_url: callbackUrl, ...paying } = body.data;
    const transaction = await opened({ ...paying, callbackUrl, channel: 'card' });
    if (!transaction) return duplicate(reply);
    return {
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: options.checkoutUrl?.(transaction) ?? checkoutPage(transaction),
        access_code: transaction.accessCode,
        reference: transaction.reference,
      },
    };
  });

  // Pay with Transfer (issue 39): an account number of the fake's for this one payment, as Paystack's answer.
  app.post('/charge', { onRequest: authorised }, async (request, reply) => {
    const body = chargeBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ status: false, message: 'Invalid charge' });
    const { reference, email, amount, currency, metadata } = body.data;
    const transaction = await opened({
      reference,
      email,
      amount,
      currency,
      // Where "Send the transfer" takes the shopper back to (the shop's order page), if the shop said.
      callbackUrl: metadata?.order_url ?? '',
      channel: 'bank_transfer',
    });
    if (!transaction) return duplicate(reply);
    return {
      status: true,
      message: 'Charge attempted',
      data: {
        status: 'pending_bank_transfer',
        display_text: 'Please make a transfer to the account specified',
        reference: transaction.reference,
        amount: transaction.amount,
        account_name: TEST_BANK.accountName,
        account_number: testAccountNumber(transaction.reference),
        bank: { slug: 'test-bank', name: TEST_BANK.name, id: 24 },
        account_expires_at: body.data.bank_transfer.account_expires_at,
      },
    };
  });

  app.post('/transaction/charge_authorization', { onRequest: authorised }, async (request, reply) => {
    const body = chargeAuthorizationBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ status: false, message: 'Invalid charge' });
    const code = body.data.authorization_code;
    const first = code.startsWith(AUTHORIZATION_PREFIX)
      ? await transactions.byReference(code.slice(AUTHORIZATION_PREFIX.length))
      : undefined;
    if (!first || first.status !== 'success') {
      return reply.code(400).send({ status: false, message: 'Invalid authorization code' });
    }
    const declined = (transactions.declines ?? declinesByDefault)(code, first);
    const { email, amount, currency } = body.data;
    const transaction = await opened({
      email,
      amount,
      currency,
      reference: body.data.reference ?? `charge-${randomBytes(8).toString('hex')}`,
      callbackUrl: '',
      channel: 'card',
      status: declined ? 'failed' : 'success',
      gatewayResponse: GATEWAY_RESPONSES[declined ? 'failed' : 'success'],
      paidAt: declined ? null : new Date(),
    });
    if (!transaction) return duplicate(reply);
    return { status: true, message: 'Charge attempted', data: transactionData(transaction) };
  });

  app.get<{ Params: { reference: string } }>(
    '/transaction/verify/:reference',
    { onRequest: authorised },
    async (request, reply) => {
      const transaction = await transactions.byReference(request.params.reference);
      if (!transaction)
        return reply.code(404).send({ status: false, message: 'Transaction reference not found' });
      return { status: true, message: 'Verification successful', data: transactionData(transaction) };
    },
  );

  app.post('/refund', { onRequest: authorised }, async (request, reply) => {
    const body = refundBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ status: false, message: 'Invalid refund' });
    const transaction = await transactions.byReference(body.data.transaction);
    if (!transaction) return reply.code(404).send({ status: false, message: 'Transaction not found' });
    if (transaction.status !== 'success') {
      return reply
        .code(400)
        .send({ status: false, message: 'Cannot refund a transaction that was not paid' });
    }
    const refunded = (await transactions.refundsOf(transaction.reference))
      .filter((refund) => refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amount, 0);
    const amount = body.data.amount ?? transaction.amount - refunded;
    if (amount <= 0 || amount > transaction.amount - refunded) {
      return reply.code(400).send({
        status: false,
        message: 'Refund amount cannot be more than the amount left on the transaction',
      });
    }
    let refund = await transactions.addRefund({
      transactionReference: transaction.reference,
      amount,
      currency: body.data.currency,
      merchantNote: body.data.merchant_note ?? null,
    });
    if (options.processRefunds) {
      refund = (await transactions.settleRefund(refund.id, 'processed')) ?? refund;
      // After the answer, as Paystack's webhook comes after its answer; not awaited.
      setImmediate(() => {
        sendRefundEvent(webhookUrl(), refund, options.secretKey).catch((error: unknown) =>
          request.log.warn({ err: error }, 'Test gateway refund webhook not delivered'),
        );
      });
    }
    return { status: true, message: 'Refund has been queued for processing', data: refundData(refund) };
  });

  app.get<{ Querystring: { transaction?: string } }>(
    '/refund',
    { onRequest: authorised },
    async (request) => {
      const reference = request.query.transaction;
      const found = reference
        ? await (transactions.listedRefundsOf ?? transactions.refundsOf).call(transactions, reference)
        : [];
      return { status: true, message: 'Refunds retrieved', data: found.map(refundData) };
    },
  );

  app.get<{ Params: { accessCode: string } }>('/checkout/:accessCode', async (request, reply) => {
    const transaction = await transactions.byAccessCode(request.params.accessCode);
    if (!transaction) return reply.code(404).type('text/html').send('<p>This payment link is not valid.</p>');
    const action = (outcome: string) =>
      `/api/v1${TEST_GATEWAY_PATH}/checkout/${escapeHtml(transaction.accessCode)}/${outcome}`;
    const settled = transaction.status !== 'abandoned';
    return reply
      .type('text/html')
      .header('cache-control', 'no-store')
      .send(
        gatewayPage(
          'Test payment',
          `<p>Amount</p><p class="amount">${escapeHtml(formatNaira(transaction.amount))}</p>
<p>${escapeHtml(transaction.email)} · reference ${escapeHtml(transaction.reference)}</p>
${
  settled
    ? `<p>This payment is already ${transaction.status === 'success' ? 'paid' : 'declined'}.</p>`
    : `<form method="post" action="${action('pay')}"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${action('decline')}"><button class="decline" type="submit">Decline</button></form>`
}`,
        ),
      );
  });

  app.post<{ Params: { accessCode: string; outcome: string } }>(
    '/checkout/:accessCode/:outcome',
    async (request, reply) => {
      const outcome = request.params.outcome;
      const transaction = await transactions.byAccessCode(request.params.accessCode);
      if (!transaction || (outcome !== 'pay' && outcome !== 'decline')) {
        return reply.code(404).type('text/html').send('<p>This payment link is not valid.</p>');
      }
      const settled = await transactions.settle(
        transaction.accessCode,
        outcome === 'pay' ? 'success' : 'failed',
      );
      if (settled?.status === 'success') {
        // As Paystack does, after the charge: a signed charge.success, once. Not awaited, so the shopper's return
        // and the webhook race as they do in real life; the shop settles either way.
        sendChargeSuccess(webhookUrl(), settled, options.secretKey).catch((error: unknown) =>
          request.log.warn({ err: error }, 'Test gateway webhook not delivered'),
        );
      }
      const back = new URL(transaction.callbackUrl);
      back.searchParams.set('trxref', transaction.reference);
      back.searchParams.set('reference', transaction.reference);
      return reply.redirect(back.toString(), 303);
    },
  );

  // The test bank of Pay with Transfer (issue 39): the shopper "sends" the transfer, or a wrong amount, and the
  // fake sends Paystack's signed events, as the money landing at Paystack does.
  const transferPage = (transaction: GatewayTransaction) => {
    const action = (outcome: string) =>
      `/api/v1${TEST_GATEWAY_PATH}/transfer/${encodeURIComponent(transaction.reference)}/${outcome}`;
    const settled = transaction.status !== 'abandoned';
    return gatewayPage(
      'Test bank',
      `<p>To ${escapeHtml(TEST_BANK.name)} ${escapeHtml(testAccountNumber(transaction.reference))} (${escapeHtml(TEST_BANK.accountName)})</p>
<p class="amount">${escapeHtml(formatNaira(transaction.amount))}</p>
${
  settled
    ? '<p>This transfer has landed already.</p>'
    : `<form method="post" action="${action('send')}"><button class="pay" type="submit">Send the transfer</button></form>
<form method="post" action="${action('wrong-amount')}"><button class="decline" type="submit">Send a wrong amount</button></form>`
}`,
    );
  };

  const transferOf = async (reference: string) => {
    const transaction = await transactions.byReference(reference);
    return transaction?.channel === 'bank_transfer' ? transaction : undefined;
  };

  app.get<{ Params: { reference: string } }>('/transfer/:reference', async (request, reply) => {
    const transaction = await transferOf(request.params.reference);
    if (!transaction) return reply.code(404).type('text/html').send('<p>This transfer is not known.</p>');
    return reply.type('text/html').header('cache-control', 'no-store').send(transferPage(transaction));
  });

  app.post<{ Params: { reference: string; outcome: string } }>(
    '/transfer/:reference/:outcome',
    async (request, reply) => {
      const outcome = request.params.outcome;
      const transaction = await transferOf(request.params.reference);
      if (!transaction || (outcome !== 'send' && outcome !== 'wrong-amount')) {
        return reply.code(404).type('text/html').send('<p>This transfer is not known.</p>');
      }
      // Awaited, unlike the card page's: the shopper comes back to an order page that already says what happened.
      if (outcome === 'send') {
        const settled = await transactions.settle(transaction.accessCode, 'success');
        if (settled) await sendChargeSuccess(webhookUrl(), settled, options.secretKey);
      } else if (transaction.status === 'abandoned') {
        // A naira short, as a slip of the finger would be.
        await sendTransferRejected(webhookUrl(), transaction, transaction.amount - 100, options.secretKey);
      }
      if (!transaction.callbackUrl)
        return reply.type('text/html').send(transferPage((await transferOf(transaction.reference))!));
      return reply.redirect(transaction.callbackUrl, 303);
    },
  );
};

export default testGateway;
