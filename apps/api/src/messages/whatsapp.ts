// WhatsApp through Meta's Cloud API (decision 041): `POST {WHATSAPP_API_URL}/{phone-number-id}/messages` with an
// approved utility template (one per kind of news, `oko_<kind>`, its body's {{1}}, {{2}} … filled in order), and
// the webhook Meta posts status changes (sent, delivered, read, failed with `errors[].code`) and the shopper's
// own messages to, signed with the app secret in X-Hub-Signature-256.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { type PhoneProvider, MessageRefused, postJson } from './provider';

/**
 * The template of each kind of news, registered in WhatsApp Manager under this name (docs/deploy.md): the name
 * WHATSAPP_TEMPLATES gives the kind, else `oko_<kind>`.
 */
export const templateName = (kind: string, templates: TemplateNames = {}) => templates[kind] ?? `oko_${kind}`;

/** WHATSAPP_TEMPLATES: the shop's own name for a kind's template, where it is not `oko_<kind>`. */
export type TemplateNames = Readonly<Partial<Record<string, string>>>;

/** What Meta allows in a template's name: lowercase letters, digits and underscores, at most 512. */
export const TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/;

/**
 * WHATSAPP_TEMPLATES as written, `kind=name` pairs apart by commas
 * (`out_for_delivery=order_on_its_way,packed=order_packed_v2`): the names, or why not.
 */
export function parseTemplateNames(
  written: string,
  kinds: readonly string[],
): { names: Record<string, string> } | { problem: string } {
  const names: Record<string, string> = {};
  for (const pair of written
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [kind = '', name = '', ...rest] = pair.split('=').map((part) => part.trim());
    if (!kinds.includes(kind) || rest.length > 0)
      return { problem: `"${pair}": the kind must be one of ${kinds.join(', ')}, as kind=name` };
    if (!TEMPLATE_NAME.test(name))
      return { problem: `"${pair}": a template's name is lowercase letters, digits and underscores` };
    names[kind] = name;
  }
  return { names };
}
export const TEMPLATE_LANGUAGE = 'en';

/** Meta's codes in plain words, for the back office; others show Meta's own title. */
export const WHATSAPP_ERRORS: Record<string, string> = {
  '131026': 'number cannot receive WhatsApp',
  '131047': 'more than 24 hours since the shopper wrote',
  '131049': 'held back by WhatsApp',
  '131050': 'shopper stopped these messages',
  '131051': 'message type not supported',
  '132000': 'template parameters do not match',
  '132001': 'template not approved',
};

const errorSchema = z.object({
  code: z.union([z.number(), z.string()]).transform(String),
  title: z.string().optional(),
  message: z.string().optional(),
});

export function whatsappCloud(options: {
  token: string;
  phoneNumberId: string;
  apiUrl: string;
  templates?: TemplateNames;
}): PhoneProvider {
  return {
    async send(message) {
      const answer = await postJson(
        `${options.apiUrl.replace(/\/+$/, '')}/${options.phoneNumberId}/messages`,
        {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          // Meta takes the number without its +.
          to: message.to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: templateName(message.kind, options.templates),
            language: { code: TEMPLATE_LANGUAGE },
            components: [
              { type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) },
            ],
          },
        },
        { authorization: `Bearer ${options.token}` },
      );
      const ok = z
        .object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) })
        .safeParse(answer.body);
      if (answer.status >= 200 && answer.status < 300 && ok.success) {
        return { providerId: ok.data.messages[0]!.id, state: 'sent' };
      }
      if (answer.status >= 400 && answer.status < 500 && answer.status !== 429) {
        const error = z.object({ error: errorSchema }).safeParse(answer.body);
        const code = error.success ? error.data.error.code : String(answer.status);
        throw new MessageRefused(
          code,
          WHATSAPP_ERRORS[code] ?? (error.success ? (error.data.error.message ?? 'refused') : 'refused'),
        );
      }
      throw new Error(`WhatsApp answered ${answer.status}`);
    },
  };
}

/** X-Hub-Signature-256: "sha256=" and the HMAC-SHA256 of the raw body with the app secret, in hex. */
export const signWhatsapp = (rawBody: string | Buffer, appSecret: string) =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;

export function isSignedByMeta(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(signWhatsapp(rawBody, appSecret));
  const given = Buffer.from(header.trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const statusSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  recipient_id: z.string().optional(),
  errors: z.array(errorSchema).optional(),
});
const inboundSchema = z.object({
  from: z.string().min(1),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string() }).optional(),
});

/** The parts of Meta's webhook the shop reads: `entry[].changes[].value.{statuses, messages}`. */
export const whatsappEventSchema = z.object({
  object: z.string(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string().optional(),
              value: z
                .object({
                  statuses: z.array(statusSchema).optional(),
                  messages: z.array(inboundSchema).optional(),
                })
                .optional(),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});
export type WhatsappEvent = z.infer<typeof whatsappEventSchema>;
