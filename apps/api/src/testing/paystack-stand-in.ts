// A Paystack stand-in for tests: the shop's own Paystack fake (payments/test-gateway.ts, the test gateway) served
// alone on a free port, its transactions in memory where a test steers them: charge or decline a transaction (a
// card's, or a Pay with Transfer charge's account, whose wrong amount it can reject),
// slow every answer down, report another amount, or answer everything with an outage. Its refunds stay pending
// until a test finishes them (`finishRefund`: the signed refund.processed or refund.failed webhook). One fake for the test
// gateway and the tests (issue 25): what one learns of Paystack's API, both speak.
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import testGateway, {
  GATEWAY_RESPONSES,
  type GatewayRefund,
  type GatewayTransaction,
  memoryTransactions,
  sendChargeSuccess,
  sendRefundEvent,
  sendTransferRejected,
} from '../payments/test-gateway';
import { paystackClient } from '../payments/paystack';
import {
  type GatewayTransfer,
  type TransferOutcome,
  sendTransferEvent,
} from '../payments/test-gateway-transfers';
import type { CardPayments } from '../payments/paystack';

/** Paystack's reports of a payment still under way (a bank transfer or USSD the shopper has not finished). */
type StillArriving = 'ongoing' | 'pending' | 'processing';

export interface PaystackStandIn {
  url: string;
  secretKey: string;
  /** Every transaction it was asked to start, by reference. */
  transactions: Map<string, GatewayTransaction>;
  /** Every refund it was asked for, oldest first. */
  refunds: GatewayRefund[];
  /** Every transfer it was asked to send (issue 39), by the caller's reference: the money that left the balance. */
  transfers: Map<string, GatewayTransfer>;
  /**
   * Paystack finishes the transfer (once; `reversed` after success too) and sends its signed transfer.* webhook;
   * a finished transfer's webhook is sent again as it stands (a replay). Answers the shop's status code.
   */
  finishTransfer(webhookUrl: string, reference: string, outcome?: TransferOutcome): Promise<number>;
  /** Every request it received, as "METHOD path". */
  requests: string[];
  /** Answers are held this long (a Paystack that does not answer in time). */
  delayMs: number;
  /**
   * Calls are carried out, but their answer is lost on the way back (a proxy's 504 after Paystack did the work),
   * this many times.
   */
  loseAnswers: number;
  /** As `loseAnswers`, for the answers to charges of kept cards only (`POST /transaction/charge_authorization`). */
  loseChargeAnswers: number;
  /** The stand-in's clock (refunds are stamped with it); a test gives it the shop's. */
  now: () => Date;
  /** Its list of refunds leaves out those made less than this long ago (Paystack's list catching up). */
  listLagMs: number;
  /** Set: every call is answered with this instead (Paystack down, rate limiting, a proxy's error page). */
  outage: { status: number; contentType: string; body: string } | null;
  /** Kept cards (`AUTH_<reference>`) whose charges are declined. */
  declining: Set<string>;
  /** The shopper completes (or fails) the payment at Paystack; `amount`/`currency` change what Paystack reports. */
  charge(
    reference: string,
    outcome: 'success' | 'failed' | StillArriving,
    report?: { amount?: number; currency?: string },
  ): void;
  /** Sends charge.success for the reference to the shop's webhook; answers the shop's status code. */
  sendWebhook(webhookUrl: string, reference: string, options?: { secretKey?: string }): Promise<number>;
  /**
   * Pay with Transfer (issue 39): a transfer of `amount` kobo (default: a naira short) reached the account of
   * `reference` and was sent back: Paystack's signed bank.transfer.rejected. Answers the shop's status code.
   */
  rejectTransfer(webhookUrl: string, reference: string, amount?: number): Promise<number>;
  /**
   * Paystack finishes refund `id` (once) and sends its signed refund.processed or refund.failed; a finished
   * refund's webhook is sent again as it stands (a replay). `withoutId`: the event names no refund, as Paystack's
   * documented sample. Answers the shop's status code.
   */
  finishRefund(
    webhookUrl: string,
    id: number,
    outcome: 'processed' | 'failed',
    options?: { withoutId?: boolean },
  ): Promise<number>;
  close(): Promise<void>;
}

export async function startPaystackStandIn(
  secretKey = 'sk_test_stand_in_0123456789',
): Promise<PaystackStandIn> {
  const store = memoryTransactions();
  const declining = new Set<string>();
  const server = Fastify({ logger: false });
  const known = (reference: string) => {
    const transaction = store.all.get(reference);
    if (!transaction) throw new Error(`stand-in: no transaction ${reference}`);
    return transaction;
  };

  const standIn: PaystackStandIn = {
    url: '',
    secretKey,
    transactions: store.all,
    refunds: store.refunds,
    requests: [],
    transfers: store.transfers,
    async finishTransfer(webhookUrl, reference, outcome) {
      if (outcome) await store.finishTransfer(reference, outcome);
      const transfer = store.transfers.get(reference);
      if (!transfer) throw new Error(`stand-in: no transfer ${reference}`);
      return sendTransferEvent(webhookUrl, transfer, secretKey);
    },
    declining,
    delayMs: 0,
    loseAnswers: 0,
    loseChargeAnswers: 0,
    get now() {
      return store.now;
    },
    set now(clock) {
      store.now = clock;
    },
    get listLagMs() {
      return store.listLagMs;
    },
    set listLagMs(lag) {
      store.listLagMs = lag;
    },
    outage: null,
    charge(reference, outcome, report = {}) {
      Object.assign(known(reference), {
        status: outcome,
        gatewayResponse:
          outcome in GATEWAY_RESPONSES ? GATEWAY_RESPONSES[outcome as 'success'] : 'Transaction in progress',
        ...report,
      });
    },
    sendWebhook: (webhookUrl, reference, options = {}) =>
      sendChargeSuccess(webhookUrl, known(reference), options.secretKey ?? secretKey),
    rejectTransfer(webhookUrl, reference, amount) {
      const transaction = known(reference);
      return sendTransferRejected(webhookUrl, transaction, amount ?? transaction.amount - 100, secretKey);
    },
    async finishRefund(webhookUrl, id, outcome, options = {}) {
      await store.settleRefund(id, outcome);
      const refund = store.refunds.find((each) => each.id === id);
      if (!refund) throw new Error(`stand-in: no refund ${id}`);
      return sendRefundEvent(webhookUrl, refund, secretKey, options);
    },
    close: () => server.close(),
  };

  // Before the fake's own key check, as Paystack's edge answers an outage before it looks at the key.
  server.addHook('onRequest', async (request, reply) => {
    standIn.requests.push(`${request.method} ${request.url}`);
    if (standIn.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, standIn.delayMs));
    if (standIn.outage) {
      const { status, contentType, body } = standIn.outage;
      return reply.code(status).type(contentType).send(body);
    }
  });
  server.addHook('onSend', async (request, reply, payload) => {
    const charge = request.url.startsWith('/transaction/charge_authorization');
    if (charge && standIn.loseChargeAnswers > 0) standIn.loseChargeAnswers -= 1;
    else if (standIn.loseAnswers > 0) standIn.loseAnswers -= 1;
    else return payload;
    reply.code(504).type('text/html');
    return '<html><body>504 Gateway Time-out</body></html>';
  });
  await server.register(testGateway, {
    secretKey,
    transactions: Object.assign(store, { declines: (code: string) => declining.has(code) }),
    // Paystack's own checkout, which no test opens.
    checkoutUrl: (transaction) => `https://checkout.paystack.test/${transaction.reference}`,
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  standIn.url = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return standIn;
}

/** The shop's address in tests that take cards through the stand-in: Paystack's return and the mails' links. */
export const CARD_TESTS_PUBLIC_URL = 'https://shop.example.ng';

/**
 * A stand-in and the card payments of a shop that talks to it, as the order, payment, refund and packing tests
 * use them. The client's time limit is long enough that a busy CI machine never times out an answer by accident;
 * a test's `standIn.delayMs` passes it on purpose.
 */
export async function cardPaymentsAgainstStandIn(): Promise<{
  standIn: PaystackStandIn;
  cards: CardPayments;
}> {
  const standIn = await startPaystackStandIn();
  const cards: CardPayments = {
    client: paystackClient({ baseUrl: standIn.url, secretKey: standIn.secretKey, timeoutMs: 1500 }),
    secretKey: standIn.secretKey,
    testMode: false,
    paymentMinutes: 30,
    transferMinutes: 30,
    publicUrl: CARD_TESTS_PUBLIC_URL,
  };
  return { standIn, cards };
}
