// The built-in test gateway (issue 14): without PAYSTACK_SECRET_KEY the shop takes "card payments" from itself,
// so a visitor can try the whole flow. It speaks the part of Paystack's API the shop uses (initialise, verify,
// a checkout page, signed charge.success webhooks), so the shop's Paystack client and webhook run unchanged.
// Transactions live in this process's memory: a test gateway for one instance, never for real money.
import { randomBytes } from 'node:crypto';
import { formatNaira } from '@oko/shared/money';
import { PAYMENT_MESSAGES } from '@oko/shared/schemas/payment';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from '../mail/templates';
import { signWebhook } from './paystack';

export const TEST_GATEWAY_PATH = '/payments/test-gateway';

export interface TestGatewayOptions {
  secretKey: string;
  /** Where the shop's webhook listens; unset: this server's own address. */
  webhookUrl?: string;
}

interface TestTransaction {
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  currency: string;
  callbackUrl: string;
  status: 'abandoned' | 'success' | 'failed';
  gatewayResponse: string;
  paidAt: string | null;
}

const initializeBody = z.object({
  email: z.string().min(1),
  amount: z.coerce.number().int().positive(),
  currency: z.string().default('NGN'),
  reference: z.string().min(1).max(200),
  callback_url: z.string().url(),
});

const testGateway: FastifyPluginAsync<TestGatewayOptions> = async (app, options) => {
  // The checkout page's buttons are plain forms; the outcome is in the path, so their (empty) body is ignored.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );
  const byReference = new Map<string, TestTransaction>();
  const byAccessCode = new Map<string, TestTransaction>();

  const webhookUrl = () => {
    if (options.webhookUrl) return options.webhookUrl;
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 3000;
    return `http://127.0.0.1:${port}/api/v1/payments/paystack/webhook`;
  };

  async function authorised(request: FastifyRequest, reply: FastifyReply) {
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return reply.code(401).send({ status: false, message: 'Invalid key' });
    }
  }

  const transactionData = (transaction: TestTransaction) => ({
    reference: transaction.reference,
    status: transaction.status,
    amount: transaction.amount,
    currency: transaction.currency,
    gateway_response: transaction.gatewayResponse,
    paid_at: transaction.paidAt,
    customer: { email: transaction.email },
  });

  app.post('/transaction/initialize', { onRequest: authorised }, async (request, reply) => {
    const body = initializeBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ status: false, message: 'Invalid transaction' });
    if (byReference.has(body.data.reference)) {
      return reply.code(400).send({ status: false, message: 'Duplicate Transaction Reference' });
    }
    const transaction: TestTransaction = {
      reference: body.data.reference,
      accessCode: randomBytes(9).toString('hex'),
      email: body.data.email,
      amount: body.data.amount,
      currency: body.data.currency,
      callbackUrl: body.data.callback_url,
      status: 'abandoned',
      gatewayResponse: 'The transaction was not completed',
      paidAt: null,
    };
    byReference.set(transaction.reference, transaction);
    byAccessCode.set(transaction.accessCode, transaction);
    return {
      status: true,
      message: 'Authorization URL created',
      data: {
        // The checkout page is on this shop, at the address the shopper comes back to.
        authorization_url: `${new URL(transaction.callbackUrl).origin}/api/v1${TEST_GATEWAY_PATH}/checkout/${transaction.accessCode}`,
        access_code: transaction.accessCode,
        reference: transaction.reference,
      },
    };
  });

  app.get<{ Params: { reference: string } }>(
    '/transaction/verify/:reference',
    { onRequest: authorised },
    async (request, reply) => {
      const transaction = byReference.get(request.params.reference);
      if (!transaction)
        return reply.code(404).send({ status: false, message: 'Transaction reference not found' });
      return { status: true, message: 'Verification successful', data: transactionData(transaction) };
    },
  );

  app.get<{ Params: { accessCode: string } }>('/checkout/:accessCode', async (request, reply) => {
    const transaction = byAccessCode.get(request.params.accessCode);
    if (!transaction) return reply.code(404).type('text/html').send('<p>This payment link is not valid.</p>');
    const action = (outcome: string) =>
      `/api/v1${TEST_GATEWAY_PATH}/checkout/${escapeHtml(transaction.accessCode)}/${outcome}`;
    const settled = transaction.status !== 'abandoned';
    return reply.type('text/html').header('cache-control', 'no-store').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payment · Oko Farm</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1c1917}
.note{background:#fef3c7;padding:.5rem .75rem;border-radius:.375rem}.amount{font-size:2rem;font-weight:700}
form{display:inline}button{font-size:1rem;padding:.75rem 1.5rem;margin:.5rem .5rem 0 0;border-radius:.375rem;border:0;cursor:pointer}
.pay{background:#15803d;color:#fff}.decline{background:#e7e5e4}</style></head>
<body><main>
<h1>Oko Farm test payment</h1>
<p class="note">${escapeHtml(PAYMENT_MESSAGES.testMode)}</p>
<p>Amount</p><p class="amount">${escapeHtml(formatNaira(transaction.amount))}</p>
<p>${escapeHtml(transaction.email)} · reference ${escapeHtml(transaction.reference)}</p>
${
  settled
    ? `<p>This payment is already ${transaction.status === 'success' ? 'paid' : 'declined'}.</p>`
    : `<form method="post" action="${action('pay')}"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${action('decline')}"><button class="decline" type="submit">Decline</button></form>`
}
</main></body></html>`);
  });

  app.post<{ Params: { accessCode: string; outcome: string } }>(
    '/checkout/:accessCode/:outcome',
    async (request, reply) => {
      const transaction = byAccessCode.get(request.params.accessCode);
      const outcome = request.params.outcome;
      if (!transaction || (outcome !== 'pay' && outcome !== 'decline')) {
        return reply.code(404).type('text/html').send('<p>This payment link is not valid.</p>');
      }
      if (transaction.status === 'abandoned') {
        transaction.status = outcome === 'pay' ? 'success' : 'failed';
        transaction.gatewayResponse = outcome === 'pay' ? 'Approved' : 'Declined';
        transaction.paidAt = outcome === 'pay' ? new Date().toISOString() : null;
        if (transaction.status === 'success') {
          // As Paystack does, after the charge: a signed charge.success. Not awaited, so the shopper's return and
          // the webhook race as they do in real life; the shop settles either way.
          const body = JSON.stringify({ event: 'charge.success', data: transactionData(transaction) });
          fetch(webhookUrl(), {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-paystack-signature': signWebhook(body, options.secretKey),
            },
            body,
          }).catch((error: unknown) =>
            request.log.warn({ err: error }, 'Test gateway webhook not delivered'),
          );
        }
      }
      const back = new URL(transaction.callbackUrl);
      back.searchParams.set('trxref', transaction.reference);
      back.searchParams.set('reference', transaction.reference);
      return reply.redirect(back.toString(), 303);
    },
  );
};

export default testGateway;
