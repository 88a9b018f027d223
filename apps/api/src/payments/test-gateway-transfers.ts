// The Paystack fake's Transfers (issue 39, decision 049), beside its transactions (test-gateway.ts): Nigeria's
// banks, an account number resolved to a name, transfer recipients, a transfer under the caller's own reference
// (a second one with the same reference is refused, as Paystack does), its verification by that reference, and the
// signed transfer.success / transfer.failed / transfer.reversed webhooks. The shop's gateway sends every transfer at
// once; the tests' stand-in keeps them pending until a test finishes them. Never for real money.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { signWebhook } from './paystack';

export interface GatewayTransfer {
  reference: string;
  transferCode: string;
  recipientCode: string;
  /** Kobo. */
  amount: number;
  currency: string;
  /** pending, then success, failed or reversed (once). */
  status: string;
  reason: string | null;
  createdAt: Date;
}

export type TransferOutcome = 'success' | 'failed' | 'reversed';

/** Where the fake keeps its transfers: a part of its store (test-gateway.ts, `GatewayTransactions`). */
export interface GatewayTransfers {
  /** False when the reference is taken. */
  addTransfer(transfer: Omit<GatewayTransfer, 'createdAt' | 'status'>): Promise<boolean>;
  transferByReference(reference: string): Promise<GatewayTransfer | undefined>;
  /** pending → the outcome (success → reversed too), once: the finished transfer, or undefined. */
  finishTransfer(reference: string, outcome: TransferOutcome): Promise<GatewayTransfer | undefined>;
}

/** The status a transfer must have to finish with `outcome`. */
export const finishesFrom = (outcome: TransferOutcome) => (outcome === 'reversed' ? 'success' : 'pending');

/** A few of Nigeria's banks as Paystack lists them (its codes). */
export const TEST_BANKS = [
  { name: 'Access Bank', code: '044' },
  { name: 'Ecobank Nigeria', code: '050' },
  { name: 'Fidelity Bank', code: '070' },
  { name: 'First Bank of Nigeria', code: '011' },
  { name: 'First City Monument Bank', code: '214' },
  { name: 'Guaranty Trust Bank', code: '058' },
  { name: 'Kuda Bank', code: '50211' },
  { name: 'Moniepoint MFB', code: '50515' },
  { name: 'OPay Digital Services Limited (OPay)', code: '999992' },
  { name: 'PalmPay', code: '999991' },
  { name: 'Stanbic IBTC Bank', code: '221' },
  { name: 'Sterling Bank', code: '232' },
  { name: 'Union Bank of Nigeria', code: '032' },
  { name: 'United Bank For Africa', code: '033' },
  { name: 'Wema Bank', code: '035' },
  { name: 'Zenith Bank', code: '057' },
] as const;

/** The name every test account resolves to; a number starting with 000 resolves to none (a wrong number). */
export const TEST_ACCOUNT_NAME = 'ADA OBI';
export const UNRESOLVABLE_PREFIX = '000';

/** The same account gives the same recipient code, as Paystack returns the existing recipient. */
const recipientCodeOf = (bankCode: string, accountNumber: string) =>
  `RCP_${createHash('sha256').update(`${bankCode}:${accountNumber}`).digest('hex').slice(0, 15)}`;

/** What a transfer answer, its verification and a transfer.* webhook say of a transfer, in Paystack's words. */
export const transferData = (transfer: GatewayTransfer) => ({
  reference: transfer.reference,
  transfer_code: transfer.transferCode,
  amount: transfer.amount,
  currency: transfer.currency,
  source: 'balance',
  reason: transfer.reason,
  status: transfer.status,
  recipient: { recipient_code: transfer.recipientCode, type: 'nuban' },
  createdAt: transfer.createdAt.toISOString(),
});

/** Posts a webhook `body` to the shop as Paystack signs it; answers the shop's status code. */
export async function postSigned(webhookUrl: string, body: string, secretKey: string): Promise<number> {
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signWebhook(body, secretKey) },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}

/** Paystack's signed transfer.success / transfer.failed / transfer.reversed; answers the shop's status code. */
export async function sendTransferEvent(
  webhookUrl: string,
  transfer: GatewayTransfer,
  secretKey: string,
): Promise<number> {
  const body = JSON.stringify({ event: `transfer.${transfer.status}`, data: transferData(transfer) });
  return postSigned(webhookUrl, body, secretKey);
}

const recipientBody = z.object({
  type: z.literal('nuban'),
  name: z.string().min(1),
  account_number: z.string().regex(/^\d{10}$/),
  bank_code: z.string().min(1),
  currency: z.string().default('NGN'),
});

const transferBody = z.object({
  source: z.literal('balance'),
  amount: z.coerce.number().int().positive(),
  recipient: z.string().startsWith('RCP_'),
  // Paystack: lowercase letters, digits, - and _.
  reference: z.string().regex(/^[a-z0-9_-]{16,50}$/),
  reason: z.string().max(200).optional(),
  currency: z.string().default('NGN'),
});

export interface GatewayTransfersOptions {
  secretKey: string;
  transfers: GatewayTransfers;
  webhookUrl: () => string;
  authorised: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** Each transfer succeeds at once and its transfer.success is sent (the shop's gateway); unset: pending. */
  processTransfers?: boolean;
}

const gatewayTransfers: FastifyPluginAsync<GatewayTransfersOptions> = async (app, options) => {
  const { transfers, authorised } = options;

  app.get('/bank', { onRequest: authorised }, async () => ({
    status: true,
    message: 'Banks retrieved',
    data: TEST_BANKS.map((bank, index) => ({
      id: index + 1,
      name: bank.name,
      code: bank.code,
      country: 'Nigeria',
      currency: 'NGN',
      type: 'nuban',
      active: true,
    })),
  }));

  app.get<{ Querystring: { account_number?: string; bank_code?: string } }>(
    '/bank/resolve',
    { onRequest: authorised },
    async (request, reply) => {
      const { account_number: number, bank_code: code } = request.query;
      const known = TEST_BANKS.some((bank) => bank.code === code);
      if (!number || !/^\d{10}$/.test(number) || !known || number.startsWith(UNRESOLVABLE_PREFIX)) {
        return reply
          .code(422)
          .send({ status: false, message: 'Could not resolve account name. Check parameters or try again.' });
      }
      return {
        status: true,
        message: 'Account number resolved',
        data: { account_number: number, account_name: TEST_ACCOUNT_NAME, bank_id: 9 },
      };
    },
  );

  app.post('/transferrecipient', { onRequest: authorised }, async (request, reply) => {
    const body = recipientBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ status: false, message: 'Invalid recipient' });
    const bank = TEST_BANKS.find((each) => each.code === body.data.bank_code);
    if (!bank) return reply.code(400).send({ status: false, message: 'Invalid bank code' });
    return {
      status: true,
      message: 'Transfer recipient created successfully',
      data: {
        active: true,
        currency: body.data.currency,
        name: body.data.name,
        type: 'nuban',
        recipient_code: recipientCodeOf(bank.code, body.data.account_number),
        details: {
          account_number: body.data.account_number,
          account_name: TEST_ACCOUNT_NAME,
          bank_code: bank.code,
          bank_name: bank.name,
        },
      },
    };
  });

  app.post('/transfer', { onRequest: authorised }, async (request, reply) => {
    const body = transferBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ status: false, message: 'Invalid transfer' });
    const added = await transfers.addTransfer({
      reference: body.data.reference,
      transferCode: `TRF_${randomBytes(8).toString('hex')}`,
      recipientCode: body.data.recipient,
      amount: body.data.amount,
      currency: body.data.currency,
      reason: body.data.reason ?? null,
    });
    if (!added) {
      return reply.code(400).send({
        status: false,
        message: 'Please provide a unique reference. Reference already exists on a transfer',
      });
    }
    let transfer = (await transfers.transferByReference(body.data.reference))!;
    if (options.processTransfers) {
      transfer = (await transfers.finishTransfer(transfer.reference, 'success')) ?? transfer;
      const sent = transfer;
      // After the answer, as Paystack's webhook comes after its answer; not awaited.
      setImmediate(() => {
        sendTransferEvent(options.webhookUrl(), sent, options.secretKey).catch((error: unknown) =>
          request.log.warn({ err: error }, 'Test gateway transfer webhook not delivered'),
        );
      });
    }
    return { status: true, message: 'Transfer has been queued', data: transferData(transfer) };
  });

  app.get<{ Params: { reference: string } }>(
    '/transfer/verify/:reference',
    { onRequest: authorised },
    async (request, reply) => {
      const transfer = await transfers.transferByReference(request.params.reference);
      if (!transfer) return reply.code(404).send({ status: false, message: 'Transfer not found' });
      return { status: true, message: 'Transfer retrieved', data: transferData(transfer) };
    },
  );
};

export default gatewayTransfers;
