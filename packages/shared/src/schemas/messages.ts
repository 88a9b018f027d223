import { z } from 'zod';

// Order news by WhatsApp, SMS and e-mail (issue 41): the channels, the pieces of news and the states a message
// goes through, as the API answers them and the back office shows them.

export const MESSAGE_CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const MESSAGE_KINDS = [
  'order_received',
  /** To the shop's own WhatsApp (Settings), not the shopper: "New order #12 (₦17,180, Express Mon 9-13)". */
  'new_order',
  'payment_received',
  'packed',
  'out_for_delivery',
  /** A collection's "out for delivery": ready at its pick-up point, with no rider (its own template's words). */
  'ready_for_collection',
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

export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  order_received: 'Order received',
  new_order: 'New order (to the shop)',
  payment_received: 'Payment received',
  packed: 'Packed',
  out_for_delivery: 'Out for delivery',
  ready_for_collection: 'Ready for collection',
  delivered: 'Delivered',
  refund_sent: 'Refund sent',
};

/**
 * A message as the owner's order page lists it: "WhatsApp · read 10:42", "SMS · failed: number on DND · sent by
 * e-mail instead" (the channel that took the news on after it, from `all`, the order's messages). `time` writes
 * the moment (Lagos time).
 */
export function describeMessage(
  message: OrderMessage,
  all: readonly OrderMessage[],
  time: (at: string) => string,
) {
  const head = `${CHANNEL_NAMES[message.channel]} · ${message.state}`;
  if (message.state !== 'failed') return `${head} ${time(message.at)}`;
  const order = MESSAGE_CHANNELS.indexOf(message.channel);
  const next = all.find(
    (other) => other.kind === message.kind && MESSAGE_CHANNELS.indexOf(other.channel) > order,
  );
  return [
    `${head}${message.error ? `: ${message.error}` : ''}`,
    ...(next ? [`sent by ${next.channel === 'email' ? 'e-mail' : CHANNEL_NAMES[next.channel]} instead`] : []),
  ].join(' · ');
}
