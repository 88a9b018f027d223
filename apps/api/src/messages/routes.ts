// The providers' webhooks (issue 41): GET /webhooks/whatsapp (Meta's verification handshake), POST
// /webhooks/whatsapp (statuses and the shopper's replies, X-Hub-Signature-256) and POST /webhooks/sms (Termii's
// delivery reports and replies, X-Termii-Signature). Unsigned or wrongly signed: 401, nothing read.
import { errorBodySchema } from '@oko/shared/schemas/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MessageProviders } from './providers';
import { applyReport, isStop, stopFrom } from './service';
import { isSignedByTermii, termiiEventSchema, termiiState } from './sms';
import { WHATSAPP_ERRORS, isSignedByMeta, whatsappEventSchema } from './whatsapp';

export interface MessageRoutesOptions {
  providers: MessageProviders;
}

const tags = ['messages'];
const BAD_SIGNATURE = 'The webhook is not signed by the provider.';
const answers = { 200: z.object({ message: z.string() }), 400: errorBodySchema, 401: errorBodySchema };
const WHATSAPP_STATES = ['sent', 'delivered', 'read', 'failed'] as const;

const messageRoutes: FastifyPluginAsyncZod<MessageRoutesOptions> = async (app, { providers }) => {
  app.get(
    '/webhooks/whatsapp',
    {
      schema: {
        tags,
        summary:
          "Meta's webhook verification: answers hub.challenge when hub.verify_token is WHATSAPP_VERIFY_TOKEN",
        querystring: z.object({
          'hub.mode': z.string().max(100).optional(),
          'hub.verify_token': z.string().max(500).optional(),
          'hub.challenge': z.string().max(500).optional(),
        }),
        response: { 200: z.string(), 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const hook = providers.whatsappWebhook;
      if (
        !hook ||
        query['hub.mode'] !== 'subscribe' ||
        query['hub.verify_token'] !== hook.verifyToken ||
        query['hub.challenge'] === undefined
      ) {
        return reply.code(403).send({ message: 'The verify token does not match.' });
      }
      return reply.type('text/plain').send(query['hub.challenge']);
    },
  );

  // The signatures are over the raw bytes, not a re-serialised object.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    const parse = <T>(raw: Buffer, schema: z.ZodType<T>): T | undefined => {
      try {
        const parsed = schema.safeParse(JSON.parse(raw.toString('utf8')));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    };

    webhook.post(
      '/webhooks/whatsapp',
      {
        schema: {
          tags,
          summary:
            "WhatsApp Cloud API's webhook (X-Hub-Signature-256): message statuses move the shop's messages, a STOP turns WhatsApp off",
          response: answers,
        },
      },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-hub-signature-256'];
        const hook = providers.whatsappWebhook;
        if (
          !hook ||
          !isSignedByMeta(raw, typeof signature === 'string' ? signature : undefined, hook.appSecret)
        ) {
          return reply.code(401).send({ message: BAD_SIGNATURE });
        }
        const event = parse(raw, whatsappEventSchema);
        if (!event) return reply.code(400).send({ message: 'The event is not one of WhatsApp’s.' });
        for (const change of event.entry.flatMap((entry) => entry.changes)) {
          for (const status of change.value?.statuses ?? []) {
            const state = WHATSAPP_STATES.find((known) => known === status.status);
            if (!state) continue;
            const error = status.errors?.[0];
            await applyReport(app.db, {
              channel: 'whatsapp',
              providerId: status.id,
              state,
              ...(error
                ? { code: error.code, text: WHATSAPP_ERRORS[error.code] ?? error.title ?? 'not delivered' }
                : {}),
            });
          }
          for (const inbound of change.value?.messages ?? []) {
            const text = inbound.text?.body ?? inbound.button?.text ?? '';
            if (isStop(text)) await stopFrom(app.db, inbound.from, 'whatsapp');
          }
        }
        return { message: 'ok' };
      },
    );

    webhook.post(
      '/webhooks/sms',
      {
        schema: {
          tags,
          summary:
            "Termii's delivery reports and replies (X-Termii-Signature): a report moves the shop's SMS, a STOP turns SMS off",
          response: answers,
        },
      },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-termii-signature'];
        const secret = providers.smsWebhookSecret;
        if (
          !secret ||
          !isSignedByTermii(raw, typeof signature === 'string' ? signature : undefined, secret)
        ) {
          return reply.code(401).send({ message: BAD_SIGNATURE });
        }
        const event = parse(raw, termiiEventSchema);
        if (!event) return reply.code(400).send({ message: 'The event is not one of Termii’s.' });
        if (event.type === 'inbound') {
          if (event.sender && isStop(event.message ?? '')) await stopFrom(app.db, event.sender, 'sms');
        } else if (event.message_id && event.status) {
          const state = termiiState(event.status);
          if (state) await applyReport(app.db, { channel: 'sms', providerId: event.message_id, ...state });
        }
        return { message: 'ok' };
      },
    );
  });
};

export default messageRoutes;
