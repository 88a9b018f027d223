// Stand-ins for tests (issue 41): Meta's WhatsApp Cloud API and Termii, on one free local port, speaking their
// documented shapes (POST /{phone-number-id}/messages → {messages: [{id: "wamid…"}]}, POST /api/sms/send →
// {message_id, message: "Successfully Sent"}), keeping what they were asked; a test makes the next WhatsApp
// answers refusals (Meta's error body) and posts the providers' signed webhooks to the shop.
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { signTermii } from '../messages/sms';
import { signWhatsapp } from '../messages/whatsapp';

export interface StandInRequest {
  provider: 'whatsapp' | 'sms';
  path: string;
  headers: Record<string, unknown>;
  body: Record<string, unknown>;
}

export interface MessagingStandIn {
  url: string;
  requests: StandInRequest[];
  /** Answer the next WhatsApp sends with Meta's error `code` (HTTP 400). */
  refuseWhatsapp: { code: number; message: string } | null;
  close(): Promise<void>;
}

export const STAND_IN_KEYS = {
  whatsapp: {
    token: 'EAAG-stand-in-token',
    phoneNumberId: '106540352242922',
    appSecret: 'stand-in-app-secret',
    verifyToken: 'stand-in-verify-token',
  },
  sms: { apiKey: 'TLstandinkey', senderId: 'OkoFarm', webhookSecret: 'stand-in-termii-secret' },
} as const;

export async function startMessagingStandIn(): Promise<MessagingStandIn> {
  const server = Fastify({ logger: false });
  let sequence = 0;
  const standIn: MessagingStandIn = {
    url: '',
    requests: [],
    refuseWhatsapp: null,
    close: () => server.close(),
  };
  server.post('/:phoneNumberId/messages', async (request, reply) => {
    standIn.requests.push({
      provider: 'whatsapp',
      path: request.url,
      headers: request.headers,
      body: request.body as Record<string, unknown>,
    });
    if (standIn.refuseWhatsapp) {
      return reply.code(400).send({
        error: { ...standIn.refuseWhatsapp, type: 'OAuthException', fbtrace_id: 'AbCdEf' },
      });
    }
    sequence += 1;
    const to = (request.body as { to: string }).to;
    return {
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: to }],
      messages: [{ id: `wamid.HBgN${String(sequence).padStart(6, '0')}` }],
    };
  });
  server.post('/api/sms/send', async (request) => {
    standIn.requests.push({
      provider: 'sms',
      path: request.url,
      headers: request.headers,
      body: request.body as Record<string, unknown>,
    });
    sequence += 1;
    return {
      message_id: `90${String(sequence).padStart(8, '0')}`,
      message: 'Successfully Sent',
      balance: 95.5,
      user: 'Oko Farm',
    };
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  standIn.url = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return standIn;
}

/** Meta's webhook envelope around one change of the shop's WhatsApp number (`value`: its statuses or messages). */
const whatsappEvent = (value: object) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }],
    },
  ],
});

/** Meta's status webhook for message `id`, signed (or with `signature` given, e.g. none). */
export function whatsappStatusEvent(
  id: string,
  status: 'sent' | 'delivered' | 'read' | 'failed',
  errorCode?: number,
): object {
  return whatsappEvent({
    metadata: {
      display_phone_number: '2348095550142',
      phone_number_id: STAND_IN_KEYS.whatsapp.phoneNumberId,
    },
    statuses: [
      {
        id,
        status,
        timestamp: String(Math.floor(Date.now() / 1000)),
        recipient_id: '2348031234567',
        ...(errorCode
          ? {
              errors: [
                {
                  code: errorCode,
                  title: 'Re-engagement message',
                  message: 'Re-engagement message',
                  error_data: {
                    details: 'Message failed to send because more than 24 hours have passed',
                  },
                },
              ],
            }
          : {}),
      },
    ],
  });
}

/** Meta's webhook of a shopper's own message `text` from `from` (digits, no +). */
export const whatsappInboundEvent = (from: string, text: string) =>
  whatsappEvent({
    contacts: [{ profile: { name: 'Ada' }, wa_id: from }],
    messages: [{ from, id: 'wamid.IN1', timestamp: '1700000000', type: 'text', text: { body: text } }],
  });

/** Termii's delivery report of message `messageId`. */
export const termiiReport = (messageId: string, status: string) => ({
  type: 'outbound',
  id: `req-${messageId}`,
  message_id: messageId,
  receiver: '2348031234567',
  sender: STAND_IN_KEYS.sms.senderId,
  message: 'Oko Farm order',
  sent_at: '2026-11-28 09:00:00',
  cost: '4',
  status,
  channel: 'dnd',
});

/** Posts a provider's webhook to the shop as the provider signs it; `sign: false` sends it unsigned. */
export async function postWebhook(
  app: FastifyInstance,
  provider: 'whatsapp' | 'sms',
  event: object,
  sign = true,
): Promise<number> {
  const raw = JSON.stringify(event);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (sign && provider === 'whatsapp') {
    headers['x-hub-signature-256'] = signWhatsapp(raw, STAND_IN_KEYS.whatsapp.appSecret);
  }
  if (sign && provider === 'sms')
    headers['x-termii-signature'] = signTermii(raw, STAND_IN_KEYS.sms.webhookSecret);
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/webhooks/${provider}`,
    headers,
    payload: raw,
  });
  return response.statusCode;
}
