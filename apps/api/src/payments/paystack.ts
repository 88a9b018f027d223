// A small client of Paystack's Transaction and Refund APIs over fetch (https://paystack.com/docs/api/transaction/,
// https://paystack.com/docs/api/refund/): initialise a transaction, verify it by reference, refund it and list its
// refunds, and check a webhook's signature. The same code talks to Paystack, to the
// shop's built-in test gateway and to the tests' stand-in: only the base address and the secret key differ.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export const PAYSTACK_BASE_URL = 'https://api.paystack.co';
/** A Paystack call that takes longer is given up: the shopper is told, the order keeps waiting for payment. */
export const PAYSTACK_TIMEOUT_MS = 10_000;
/** A timestamped signature older (or newer) than this is refused (Paystack's sample uses 300 s). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Paystack gave no answer about the transaction. `unknown`: Paystack says it has no transaction with that
 * reference, the one answer that proves nothing was paid. `refused`: another 4xx (a wrong key, a bad request).
 * `timeout`, `unreachable` and `unavailable` (a 5xx, a 429, an answer that is not Paystack's JSON) say nothing
 * about the payment: ask again later, never act as if it failed.
 */
export type PaystackErrorKind = 'timeout' | 'unreachable' | 'unavailable' | 'refused' | 'unknown';

export class PaystackError extends Error {
  constructor(
    message: string,
    readonly kind: PaystackErrorKind,
  ) {
    super(message);
    this.name = 'PaystackError';
  }
}

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.boolean(), message: z.string().optional(), data });

const initializeAnswer = envelope(
  z.object({ authorization_url: z.string().url(), access_code: z.string(), reference: z.string() }),
);

/** What a verify answer and a `charge.success` webhook both carry about the transaction. */
export const transactionSchema = z.object({
  /** Paystack's own id of the transaction (its refunds are listed by it). */
  id: z.number().int().optional(),
  reference: z.string(),
  /** success, failed, abandoned, ongoing, pending, processing, queued, reversed. */
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  gateway_response: z.string().nullish(),
  /** The card paid with, when Paystack can charge it again (`reusable`) without the shopper (issue 40). */
  authorization: z
    .object({ authorization_code: z.string(), reusable: z.boolean().nullish() })
    .nullish()
    .catch(null),
});
export type PaystackTransaction = z.infer<typeof transactionSchema>;

const verifyAnswer = envelope(transactionSchema);

/** A refund as Paystack answers it: created, or listed for a transaction. */
export const paystackRefundSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  /** pending, processing, processed, failed (or needs-attention: waiting on Paystack). */
  status: z.string(),
  amount: z.coerce.number().int(),
  merchant_note: z.string().nullish(),
});
export type PaystackRefund = z.infer<typeof paystackRefundSchema>;

const refundAnswer = envelope(paystackRefundSchema);
const refundsAnswer = envelope(z.array(paystackRefundSchema));

/**
 * What `refund.processed` and `refund.failed` carry: the refunded transaction's reference, the amount (a string in
 * Paystack's samples) and, when Paystack sends it, the refund's id.
 */
export const refundEventSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String).optional(),
  transaction_reference: z.string(),
  amount: z.coerce.number().int(),
  status: z.string().optional(),
  /** The shop's reference of the refund, when Paystack sends the note back. */
  merchant_note: z.string().nullish(),
});
export type PaystackRefundEvent = z.infer<typeof refundEventSchema>;

export interface RefundRequest {
  /** The transaction's reference. */
  transaction: string;
  /** Kobo, an integer; at most what the transaction has not yet refunded. */
  amountKobo: number;
  /** The shop's reference of the refund (decision 040), so a retry finds a refund an earlier try made. */
  merchantNote: string;
  customerNote?: string;
}

/**
 * Pay with Transfer's `POST /charge` answer (https://paystack.com/docs/payments/payment-methods/#pay-with-transfer):
 * `pending_bank_transfer`, the account opened for this payment, its bank and when it closes.
 */
const transferChargeAnswer = envelope(
  z.object({
    status: z.string(),
    reference: z.string(),
    amount: z.coerce.number().int(),
    account_name: z.string().min(1),
    account_number: z.string().min(1),
    bank: z.object({ name: z.string().min(1) }),
    account_expires_at: z.string().min(1),
  }),
);

export interface TransferCharge {
  accountNumber: string;
  accountName: string;
  bankName: string;
  expiresAt: Date;
}

/**
 * `bank.transfer.rejected`: a transfer that reached the account for another amount, sent back. Paystack's sample
 * names its own transaction id and the customer, not the shop's reference.
 */
export const transferRejectedSchema = z.object({
  bank_transfer: z
    .looseObject({ transaction_id: z.union([z.string(), z.number()]).transform(String).optional() })
    .optional(),
  customer: z.looseObject({ email: z.string() }),
  /** The shop's reference, when Paystack (or the test gateway) sends it. */
  reference: z.string().optional(),
});
export type PaystackTransferRejected = z.infer<typeof transferRejectedSchema>;

export const webhookEventSchema = z.object({ event: z.string(), data: z.looseObject({}) });

// Transfers (issue 39, decision 049; https://paystack.com/docs/transfers/single-transfers/): the list of banks,
// an account number resolved to its name, a transfer recipient, a transfer under the shop's own reference, its
// verification by that reference, and the transfer.success / transfer.failed / transfer.reversed webhooks.

/** `GET /bank?country=nigeria`: Paystack's banks (its answer carries more fields; these are the ones used). */
const banksAnswer = envelope(
  z.array(z.looseObject({ name: z.string(), code: z.string(), active: z.boolean().nullish() })),
);
export interface PaystackBank {
  code: string;
  name: string;
}

/** `GET /bank/resolve?account_number=&bank_code=`. */
const resolveAnswer = envelope(z.looseObject({ account_number: z.string(), account_name: z.string() }));

/** `POST /transferrecipient` (type `nuban`). */
const recipientAnswer = envelope(z.looseObject({ recipient_code: z.string().min(1) }));

/** A transfer as `POST /transfer`, `GET /transfer/verify/{reference}` and the transfer.* webhooks carry it. */
export const paystackTransferSchema = z.looseObject({
  reference: z.string(),
  transfer_code: z.string().nullish(),
  /** pending, otp, success, failed, reversed, abandoned (and received / queued on the way). */
  status: z.string(),
  amount: z.coerce.number().int(),
  reason: z.string().nullish(),
});
export type PaystackTransfer = z.infer<typeof paystackTransferSchema>;
const transferAnswer = envelope(paystackTransferSchema);

export interface TransferRequest {
  /** Kobo, an integer. */
  amountKobo: number;
  recipientCode: string;
  /** The shop's own reference (the refund's): Paystack refuses a second transfer with it. */
  reference: string;
  reason: string;
}

export interface InitializeRequest {
  email: string;
  /** Kobo, an integer. */
  amountKobo: number;
  currency: 'NGN';
  reference: string;
  callbackUrl: string;
  metadata?: Record<string, unknown>;
}

export interface TransferChargeRequest {
  email: string;
  /** Kobo, an integer. */
  amountKobo: number;
  reference: string;
  /** When the account stops taking money (TRANSFER_ACCOUNT_MINUTES from now). */
  accountExpiresAt: Date;
  metadata?: Record<string, unknown>;
}

/** `POST /transaction/charge_authorization`: a kept card charged again, under the shop's own reference. */
export interface ChargeAuthorizationRequest {
  email: string;
  /** Kobo, an integer. */
  amountKobo: number;
  authorizationCode: string;
  reference: string;
}

export interface PaystackClient {
  initialize(request: InitializeRequest): Promise<{ authorizationUrl: string; reference: string }>;
  /** Charges a reusable authorization (with `queue: true`, as Paystack asks of scheduled charges in bulk). */
  chargeAuthorization(request: ChargeAuthorizationRequest): Promise<PaystackTransaction>;
  /** Pay with Transfer: an account number for this one payment (`POST /charge` with `bank_transfer`). */
  chargeTransfer(request: TransferChargeRequest): Promise<TransferCharge>;
  verify(reference: string): Promise<PaystackTransaction>;
  refund(request: RefundRequest): Promise<PaystackRefund>;
  /** The refunds of a transaction, by Paystack's id of it (or its reference). */
  listRefunds(transaction: string): Promise<PaystackRefund[]>;
  /** Nigeria's banks (`GET /bank?country=nigeria`). */
  listBanks(): Promise<PaystackBank[]>;
  /** The name of an account (`GET /bank/resolve`); a `refused` PaystackError when Paystack cannot resolve it. */
  resolveAccount(accountNumber: string, bankCode: string): Promise<{ accountName: string }>;
  /** A transfer recipient for a Nigerian account (`POST /transferrecipient`, type nuban): its `RCP_…` code. */
  createRecipient(request: {
    name: string;
    accountNumber: string;
    bankCode: string;
  }): Promise<{ recipientCode: string }>;
  /** Sends money from the shop's Paystack balance (`POST /transfer`, source balance). */
  transfer(request: TransferRequest): Promise<PaystackTransfer>;
  /** A transfer by the shop's reference (`GET /transfer/verify/{reference}`); `unknown` when there is none. */
  verifyTransfer(reference: string): Promise<PaystackTransfer>;
}

/** The shop's card payments as the server was started with them (server.ts), beside the client they use. */
export interface CardPayments {
  client: PaystackClient;
  /** Signs webhooks: Paystack's secret key, or the test gateway's generated one. */
  secretKey: string;
  /** True when the shop's built-in test gateway takes the payments (no PAYSTACK_SECRET_KEY). */
  testMode: boolean;
  /** An unpaid card order is cancelled after this long (CARD_PAYMENT_MINUTES). */
  paymentMinutes: number;
  /** A Pay with Transfer account stays open this long (TRANSFER_ACCOUNT_MINUTES); then the order is cancelled. */
  transferMinutes: number;
  /** The storefront's address for the payment mails' links. */
  publicUrl: string;
}

/** What a failed answer says (Paystack's errors: https://paystack.com/docs/api/errors/). */
function answerKind(status: number, body: unknown, message: unknown, code: unknown): PaystackErrorKind {
  if (status >= 500 || status === 429 || typeof body !== 'object' || body === null) return 'unavailable';
  const notFound =
    code === 'transaction_not_found' ||
    code === 'transfer_not_found' ||
    (typeof message === 'string' &&
      /transaction reference not found|transfer not found|reference not found/i.test(message));
  if ((status === 400 || status === 404) && notFound) return 'unknown';
  return status >= 400 ? 'refused' : 'unavailable';
}

export function paystackClient(options: {
  baseUrl: string;
  secretKey: string;
  timeoutMs?: number;
}): PaystackClient {
  const timeoutMs = options.timeoutMs ?? PAYSTACK_TIMEOUT_MS;

  async function call<D>(
    path: string,
    schema: z.ZodType<{ status: boolean; data: D }>,
    init: RequestInit = {},
  ): Promise<D> {
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl.replace(/\/+$/, '')}${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new PaystackError(
        timedOut ? `Paystack did not answer within ${timeoutMs} ms` : 'Paystack could not be reached',
        timedOut ? 'timeout' : 'unreachable',
      );
    }
    const body: unknown = await response.json().catch(() => undefined);
    const parsed = schema.safeParse(body);
    if (response.ok && parsed.success && parsed.data.status) return parsed.data.data;
    const { message, code } = (body ?? {}) as { message?: unknown; code?: unknown };
    throw new PaystackError(
      `Paystack answered ${response.status}${typeof message === 'string' ? `: ${message.slice(0, 200)}` : ''}`,
      answerKind(response.status, body, message, code),
    );
  }

  return {
    async initialize(request) {
      const data = await call('/transaction/initialize', initializeAnswer, {
        method: 'POST',
        body: JSON.stringify({
          email: request.email,
          // Paystack takes the amount in the currency's subunit, as a string or number.
          amount: String(request.amountKobo),
          currency: request.currency,
          reference: request.reference,
          callback_url: request.callbackUrl,
          metadata: request.metadata,
        }),
      });
      return { authorizationUrl: data.authorization_url, reference: data.reference };
    },
    async chargeTransfer(request) {
      const data = await call('/charge', transferChargeAnswer, {
        method: 'POST',
        body: JSON.stringify({
          email: request.email,
          amount: String(request.amountKobo),
          reference: request.reference,
          bank_transfer: { account_expires_at: request.accountExpiresAt.toISOString() },
          metadata: request.metadata,
        }),
      });
      const expiresAt = new Date(data.account_expires_at);
      return {
        accountNumber: data.account_number,
        accountName: data.account_name,
        bankName: data.bank.name,
        // Paystack's own close, or ours when its answer has none readable.
        expiresAt: Number.isNaN(expiresAt.getTime()) ? request.accountExpiresAt : expiresAt,
      };
    },
    chargeAuthorization: (request) =>
      call('/transaction/charge_authorization', verifyAnswer, {
        method: 'POST',
        body: JSON.stringify({
          email: request.email,
          amount: String(request.amountKobo),
          currency: 'NGN',
          authorization_code: request.authorizationCode,
          reference: request.reference,
          queue: true,
        }),
      }),
    verify: (reference) => call(`/transaction/verify/${encodeURIComponent(reference)}`, verifyAnswer),
    refund: (request) =>
      call('/refund', refundAnswer, {
        method: 'POST',
        body: JSON.stringify({
          transaction: request.transaction,
          amount: request.amountKobo,
          currency: 'NGN',
          merchant_note: request.merchantNote,
          ...(request.customerNote ? { customer_note: request.customerNote } : {}),
        }),
      }),
    listRefunds: (transaction) =>
      call(`/refund?transaction=${encodeURIComponent(transaction)}&perPage=100`, refundsAnswer),
    async listBanks() {
      const banks = await call('/bank?country=nigeria&currency=NGN&perPage=100', banksAnswer);
      return banks
        .filter((bank) => bank.active !== false)
        .map((bank) => ({ code: bank.code, name: bank.name }));
    },
    async resolveAccount(accountNumber, bankCode) {
      const data = await call(
        `/bank/resolve?account_number=${encodeURIComponent(accountNumber)}&bank_code=${encodeURIComponent(bankCode)}`,
        resolveAnswer,
      );
      return { accountName: data.account_name };
    },
    async createRecipient(request) {
      const data = await call('/transferrecipient', recipientAnswer, {
        method: 'POST',
        body: JSON.stringify({
          type: 'nuban',
          name: request.name,
          account_number: request.accountNumber,
          bank_code: request.bankCode,
          currency: 'NGN',
        }),
      });
      return { recipientCode: data.recipient_code };
    },
    transfer: (request) =>
      call('/transfer', transferAnswer, {
        method: 'POST',
        body: JSON.stringify({
          source: 'balance',
          amount: request.amountKobo,
          recipient: request.recipientCode,
          reference: request.reference,
          reason: request.reason,
          currency: 'NGN',
        }),
      }),
    verifyTransfer: (reference) => call(`/transfer/verify/${encodeURIComponent(reference)}`, transferAnswer),
  };
}

const hmac = (secretKey: string, ...parts: (string | Buffer)[]) => {
  const mac = createHmac('sha512', secretKey);
  for (const part of parts) mac.update(part);
  return mac.digest();
};

const sameBytes = (expected: Buffer, hex: string) =>
  /^[0-9a-f]{128}$/i.test(hex) && timingSafeEqual(expected, Buffer.from(hex, 'hex'));

/**
 * Whether `x-paystack-signature` signs these exact bytes with the secret key. Two forms are accepted, as
 * Paystack's documentation shows both: the classic hex HMAC-SHA512 of the raw body, and the timestamped
 * `t=<unix seconds>,v1=<key id>:<hex>` (HMAC-SHA512 of `t.` + body, several v1 entries while keys rotate,
 * refused when `t` is more than five minutes away).
 */
export function isSignedByPaystack(
  rawBody: Buffer,
  header: string | undefined,
  secretKey: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  if (!header.includes('=')) return sameBytes(hmac(secretKey, rawBody), header.trim());
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, ...rest] = part.split('=');
    const value = rest.join('=').trim();
    if (key?.trim() === 't') {
      if (timestamp !== undefined || !/^\d{1,12}$/.test(value)) return false;
      timestamp = value;
    } else if (key?.trim() === 'v1') {
      signatures.push(value.slice(value.indexOf(':') + 1));
    }
  }
  if (timestamp === undefined || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = hmac(secretKey, `${timestamp}.`, rawBody);
  return signatures.some((hex) => sameBytes(expected, hex));
}

/** The classic signature, as Paystack (and the test gateway) sends it. */
export const signWebhook = (rawBody: string | Buffer, secretKey: string) =>
  hmac(secretKey, rawBody).toString('hex');
