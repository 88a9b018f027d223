// A Paystack stand-in for tests: a real HTTP server on a free port that answers the shop's Paystack client as
// Paystack's Transaction API does (initialize, verify; Bearer secret key; amounts in kobo) and sends signed
// charge.success webhooks. Tests steer it: charge or decline a transaction, slow it down, report another amount.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signWebhook } from '../payments/paystack';

/** Paystack's reports of a payment still under way (a bank transfer or USSD the shopper has not finished). */
type StillArriving = 'ongoing' | 'pending' | 'processing';

export interface StandInTransaction {
  reference: string;
  email: string;
  amount: number;
  currency: string;
  callback_url: string;
  status: 'abandoned' | 'success' | 'failed' | StillArriving;
  gateway_response: string;
}

export interface PaystackStandIn {
  url: string;
  secretKey: string;
  transactions: Map<string, StandInTransaction>;
  /** Every request it received, as "METHOD path". */
  requests: string[];
  /** Answers are held this long (a Paystack that does not answer in time). */
  delayMs: number;
  /** Set: every call is answered with this instead (Paystack down, rate limiting, a proxy's error page). */
  outage: { status: number; contentType: string; body: string } | null;
  /** The shopper completes (or fails) the payment at Paystack; `amount`/`currency` change what Paystack reports. */
  charge(
    reference: string,
    outcome: 'success' | 'failed' | StillArriving,
    report?: { amount?: number; currency?: string },
  ): void;
  /** Sends charge.success for the reference to the shop's webhook; answers the shop's status code. */
  sendWebhook(webhookUrl: string, reference: string, options?: { secretKey?: string }): Promise<number>;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

export async function startPaystackStandIn(
  secretKey = 'sk_test_stand_in_0123456789',
): Promise<PaystackStandIn> {
  const transactions = new Map<string, StandInTransaction>();
  const requests: string[] = [];
  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const standIn: PaystackStandIn = {
    url: '',
    secretKey,
    transactions,
    requests,
    delayMs: 0,
    outage: null,
    charge(reference, outcome, report = {}) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`stand-in: no transaction ${reference}`);
      transaction.status = outcome;
      transaction.gateway_response =
        outcome === 'success' ? 'Approved' : outcome === 'failed' ? 'Declined' : 'Transaction in progress';
      if (report.amount !== undefined) transaction.amount = report.amount;
      if (report.currency !== undefined) transaction.currency = report.currency;
    },
    async sendWebhook(webhookUrl, reference, options = {}) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`stand-in: no transaction ${reference}`);
      const body = JSON.stringify({
        event: 'charge.success',
        data: { id: 1, domain: 'test', ...transaction },
      });
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-paystack-signature': signWebhook(body, options.secretKey ?? secretKey),
        },
        body,
      });
      await response.arrayBuffer();
      return response.status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = createServer(async (request, response) => {
    const path = request.url ?? '/';
    requests.push(`${request.method} ${path}`);
    const body = await readBody(request);
    if (standIn.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, standIn.delayMs));
    if (response.destroyed) return;
    if (standIn.outage) {
      const { status, contentType, body: text } = standIn.outage;
      return response.writeHead(status, { 'content-type': contentType }).end(text);
    }
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return send(response, 401, { status: false, message: 'Invalid key' });
    }
    if (request.method === 'POST' && path === '/transaction/initialize') {
      const input = JSON.parse(body) as Record<string, string>;
      const reference = input.reference!;
      if (transactions.has(reference)) {
        return send(response, 400, { status: false, message: 'Duplicate Transaction Reference' });
      }
      transactions.set(reference, {
        reference,
        email: input.email!,
        amount: Number(input.amount),
        currency: input.currency ?? 'NGN',
        callback_url: input.callback_url!,
        status: 'abandoned',
        gateway_response: 'The transaction was not completed',
      });
      return send(response, 200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `https://checkout.paystack.test/${reference}`,
          access_code: `ac_${reference}`,
          reference,
        },
      });
    }
    const verify = /^\/transaction\/verify\/([^/?]+)$/.exec(path);
    if (request.method === 'GET' && verify) {
      const transaction = transactions.get(decodeURIComponent(verify[1]!));
      if (!transaction)
        return send(response, 404, { status: false, message: 'Transaction reference not found' });
      return send(response, 200, { status: true, message: 'Verification successful', data: transaction });
    }
    send(response, 404, { status: false, message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
