// Order news by WhatsApp and SMS (issue 41), beside the order mails (order-mail.ts): queued in the order change's
// transaction on the shopper's channel (the messages domain decides which and keeps the rows), and rendered here
// when the job sends it, from the order as it stands then. The messages domain never reads an order: this file
// gives it the words.
import { formatLagosMoment, formatWindow } from '@oko/shared/lagos-time';
import { formatNaira } from '@oko/shared/money';
import type { MessageKind } from '@oko/shared/schemas/messages';
import type { OrderStatus } from '@oko/shared/schemas/order';
import { BRAND } from '@oko/shared/constants';
import type { Database } from '../db/client';
import type { JobHandlers } from '../jobs/kinds';
import {
  type MessageContent,
  type MessageRow,
  type MessagesDeps,
  queueOrderNews,
  queueShopNews,
  sendMessage,
} from '../messages/service';
import { readyForCollectionSentence, riderSentence } from '../mail/order-templates';
import { linkBase, trackingUrl } from './tracking-url';
import { findOrder } from './queries';

/**
 * The news an order's move to `status` is on the shopper's phone, if any: a collection's "out for delivery" is
 * that it waits at its pick-up point (its own kind, so its own approved template's words).
 */
export function statusNews(status: OrderStatus, order: { pickupPoint: unknown }): MessageKind | undefined {
  if (status === 'out_for_delivery') return order.pickupPoint ? 'ready_for_collection' : 'out_for_delivery';
  if (status === 'delivered') return 'delivered';
  return undefined;
}

/** In the order change's transaction: `kind` to the shopper's phone if they chose one; whether it goes so. */
export async function queueOrderMessage(tx: Database, orderId: number, kind: MessageKind): Promise<boolean> {
  const order = await findOrder(tx, orderId);
  if (!order) return false;
  return queueOrderNews(tx, { orderId, userId: order.userId, kind });
}

/** In the order change's transaction: the news of its move to `status`, if any; whether it goes by phone. */
export async function queueStatusMessage(
  tx: Database,
  orderId: number,
  status: OrderStatus,
): Promise<boolean> {
  const order = await findOrder(tx, orderId);
  const kind = order && statusNews(status, order);
  if (!order || !kind) return false;
  return queueOrderNews(tx, { orderId, userId: order.userId, kind });
}

/** In the order's transaction: "New order" to the shop's WhatsApp (`whatsapp`, Settings' number) when there is one. */
export async function queueShopOrderMessage(
  tx: Database,
  orderId: number,
  whatsapp: string | null,
): Promise<void> {
  if (whatsapp) await queueShopNews(tx, { orderId, kind: 'new_order' }, whatsapp);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The words of one message: short, plain, with the order's link. Null: the order is gone. */
export async function renderOrderMessage(
  db: Database,
  message: Pick<MessageRow, 'orderId' | 'kind'>,
  /** APP_URL; unset: the address the order was placed from. */
  publicUrl: string | undefined,
  cardPaymentMinutes: number | null,
): Promise<MessageContent | null> {
  const order = await findOrder(db, message.orderId);
  if (!order) return null;
  const number = `#${order.id}`;
  const total = formatNaira(order.finalTotalKobo || order.totalKobo);
  const window =
    order.deliveryWindowStartsAt && order.deliveryWindowEndsAt
      ? formatWindow({
          starts_at: order.deliveryWindowStartsAt.toISOString(),
          ends_at: order.deliveryWindowEndsAt.toISOString(),
        })
      : null;
  let detail: string;
  let link = trackingUrl(linkBase(publicUrl, order), order.id);
  switch (message.kind) {
    case 'new_order':
      detail = `New order ${number} (${[total, order.deliveryChannelName, window].filter(Boolean).join(', ')})`;
      link = `${linkBase(publicUrl, order)}/admin/orders/${order.id}`;
      break;
    case 'order_received': {
      const payBy =
        order.paymentStatus !== 'paid' && order.paymentMethod === 'cards' && cardPaymentMinutes
          ? ` Please pay by ${formatLagosMoment(new Date(order.createdAt.getTime() + cardPaymentMinutes * 60_000))}.`
          : order.paymentStatus !== 'paid' && order.paymentMethod === 'bank_transfer'
            ? ' Please pay by transfer: the bank details are in your e-mail.'
            : '';
      detail = `We received your order (${total}).${payBy}`;
      break;
    }
    case 'payment_received':
      detail = `We received your payment for your order (${total}). Thank you!`;
      break;
    case 'packed':
      detail = `Your order is packed. Some items changed at packing; the new total is ${total}.`;
      break;
    case 'out_for_delivery': {
      const rider = riderSentence({ name: order.riderName, phone: order.riderPhone });
      detail = `Your order is on its way${window ? ` (${window})` : ''}.${rider ? ` ${rider}` : ''}`;
      break;
    }
    case 'ready_for_collection':
      // A collection has no rider (the back office asks for none). Queued only for an order with its point
      // (statusNews); the words stay plain should it be gone.
      detail = order.pickupPoint
        ? readyForCollectionSentence(order.pickupPoint)
        : 'Your order is ready for collection.';
      if (window) detail += ` Collection time: ${window}.`;
      break;
    case 'delivered':
      detail = order.pickupPoint
        ? 'You have collected your order. Enjoy your produce!'
        : 'Your order has been delivered. Enjoy your produce!';
      break;
    case 'refund_sent':
      detail = 'We have sent you a refund for your order.';
      break;
  }
  const text = `${BRAND} order ${number}: ${detail} ${link}`;
  return {
    subject: `${BRAND}: order ${number}`,
    text,
    html: `<p>${escapeHtml(`${BRAND} order ${number}: ${detail}`)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    // The templates' body: "{{1}}: {{2}} Follow it here: {{3}}" (docs/deploy.md).
    parameters: [number, detail, link],
  };
}

export const orderMessageJobHandlers = (
  db: Database,
  deps: MessagesDeps,
  publicUrl: string | undefined,
  cardPaymentMinutes: number | null = null,
): JobHandlers => ({
  'order-message': ({ messageId }) =>
    sendMessage(db, deps, messageId, (message) =>
      renderOrderMessage(db, message, publicUrl, cardPaymentMinutes),
    ),
});
