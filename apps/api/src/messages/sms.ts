// SMS through Termii (decision 041): `POST {SMS_API_URL}/api/sms/send` on the `dnd` route, the transactional one
// that reaches numbers on the Do-Not-Disturb list (the `generic` route drops them while answering "sent"), and its
// delivery reports, posted to the shop's webhook signed with X-Termii-Signature (HMAC-SHA512 of the raw body).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { type PhoneProvider, MessageRefused, postJson } from './provider';

export const SMS_ROUTE = 'dnd';

export function smsGateway(options: { apiKey: string; senderId: string; apiUrl: string }): PhoneProvider {
  return {
    async send(message) {
      const answer = await postJson(`${options.apiUrl.replace(/\/+$/, '')}/api/sms/send`, {
        api_key: options.apiKey,
        // Termii takes the number in international form without the +.
        to: message.to.replace(/^\+/, ''),
        from: options.senderId,
        sms: message.text,
        type: 'plain',
        channel: SMS_ROUTE,
      });
      const ok = z
        .object({ message_id: z.union([z.string(), z.number()]).transform(String) })
        .safeParse(answer.body);
      if (answer.status >= 200 && answer.status < 300 && ok.success) {
        // "Successfully Sent" means handed to the network, not delivered: the report says that.
        return { providerId: ok.data.message_id, state: 'sent' };
      }
      if (answer.status >= 400 && answer.status < 500 && answer.status !== 429) {
        const said = z.object({ message: z.string() }).safeParse(answer.body);
        throw new MessageRefused(String(answer.status), said.success ? said.data.message : 'refused');
      }
      throw new Error(`Termii answered ${answer.status}`);
    },
  };
}

export const signTermii = (rawBody: string | Buffer, secret: string) =>
  createHmac('sha512', secret).update(rawBody).digest('hex');

export function isSignedByTermii(rawBody: Buffer, header: string | undefined, secret: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(signTermii(rawBody, secret));
  const given = Buffer.from(header.trim().toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A delivery report ("outbound") or a shopper's reply ("inbound": `sender` and `message`). */
export const termiiEventSchema = z.object({
  type: z.string().optional(),
  message_id: z.union([z.string(), z.number()]).transform(String).optional(),
  status: z.string().optional(),
  sender: z.string().optional(),
  message: z.string().optional(),
});
export type TermiiEvent = z.infer<typeof termiiEventSchema>;

/** Termii's status words → the message's state and, when it failed, why in plain words. */
export function termiiState(
  status: string,
): { state: 'sent' | 'delivered' | 'failed'; code?: string; text?: string } | null {
  const said = status.toLowerCase();
  if (said.startsWith('delivered')) return { state: 'delivered' };
  if (said.startsWith('dnd')) return { state: 'failed', code: 'dnd', text: 'number on DND' };
  if (said.startsWith('message sent')) return { state: 'sent' };
  if (said.includes('fail') || said.includes('reject') || said.includes('expired')) {
    return { state: 'failed', code: 'failed', text: 'not delivered' };
  }
  return null;
}
