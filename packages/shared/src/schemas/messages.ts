import { z } from 'zod';

// Order news by WhatsApp, SMS and e-mail (issue 41): the channels, the pieces of news and the states a message
// goes through, as the API answers them and the back office shows them.

export const MESSAGE_CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const MESSAGE_KINDS = [
  'order_received',
  'payment_received',
  'packed',
  'out_for_delivery',
  'delivered',
  'refund_sent',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** `queued → sent → delivered | read | failed`: states only move forward. */
export const MESSAGE_STATES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/** One message about an order, as `GET /admin/orders/{id}` lists it. */
export const orderMessageSchema = z.object({
  channel: z.enum(MESSAGE_CHANNELS),
  kind: z.enum(MESSAGE_KINDS),
  state: z.enum(MESSAGE_STATES),
  /** Why it failed, in plain words ("number on DND"); only when failed. */
  error: z.string().optional(),
  /** When it reached its state (ISO time). */
  at: z.string(),
});
export type OrderMessage = z.infer<typeof orderMessageSchema>;

export const CHANNEL_NAMES: Record<MessageChannel, string> = {
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  email: 'E-mail',
};
