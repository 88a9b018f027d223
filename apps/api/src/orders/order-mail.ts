// Order mail queued in the transaction of the order change (decision 014): a rolled-back change queues nothing,
// a committed one always has its mail, and sending (after commit, by the job worker) never blocks an order.
import { formatWindow } from '@oko/shared/lagos-time';
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@oko/shared/schemas/order';
import { bankDetailsSchema } from '@oko/shared/schemas/order';
import type { Database } from '../db/client';
import { settings, users } from '../db/schema';
import { queueMail } from '../mail/queue';
import {
  NOTIFIED_STATUSES,
  type OrderMailFacts,
  cardPaymentReceivedMail,
  newOrderMail,
  orderReceivedMail,
  paymentReceivedMail,
  statusChangedMail,
} from '../mail/order-templates';
import { findBankDetails } from '../settings/queries';
import { findOrder, listOrderLines } from './queries';

/** Links in mail when the process was given no APP_URL (tests, a default `npm start`). */
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/** The storefront's tracking page of an order (apps/web paths.users.tracking). */
export const trackingUrl = (publicUrl: string, orderId: number) =>
  `${publicUrl}/users/orders/tracking?orderId=${orderId}`;

async function shopper(db: Database, userId: number) {
  const [row] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} of an order not found`);
  return row;
}

async function shopEmail(db: Database): Promise<string | undefined> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'site_email'));
  return typeof row?.value === 'string' && row.value.includes('@') ? row.value : undefined;
}

async function orderFacts(db: Database, orderId: number, publicUrl: string): Promise<OrderMailFacts> {
  const order = await findOrder(db, orderId);
  if (!order) throw new Error(`order ${orderId} not found for its mail`);
  const address = order.deliveryAddress;
  const bank =
    order.paymentMethod === 'bank_transfer' ? bankDetailsSchema.safeParse(await findBankDetails(db)) : null;
  return {
    orderId,
    shopper: await shopper(db, order.userId),
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    lines: await listOrderLines(db, orderId),
    subtotalKobo: order.subtotalKobo,
    deliveryFeeKobo: order.deliveryFeeKobo,
    totalKobo: order.totalKobo,
    deliveryChannelName: order.deliveryChannelName,
    deliveryWindow:
      order.deliveryWindowStartsAt && order.deliveryWindowEndsAt
        ? formatWindow({
            starts_at: order.deliveryWindowStartsAt.toISOString(),
            ends_at: order.deliveryWindowEndsAt.toISOString(),
          })
        : null,
    deliveryAddress: [
      address.street_no,
      address.address,
      address.nearest_landmark,
      address.city,
      address.state,
      address.country,
    ]
      .filter(Boolean)
      .join(', '),
    phone: order.phone,
    bankDetails: bank?.success ? bank.data : null,
    trackingUrl: trackingUrl(publicUrl, orderId),
  };
}

/** In the order's transaction: "order received" to the shopper, "new order" to the shop (its site_email). */
export async function queueOrderPlacedMails(tx: Database, orderId: number, publicUrl: string): Promise<void> {
  const facts = await orderFacts(tx, orderId, publicUrl);
  await queueMail(tx, orderReceivedMail(facts));
  const shop = await shopEmail(tx);
  if (shop) await queueMail(tx, newOrderMail(shop, facts));
}

/**
 * In the payment's transaction: "payment received" to the shopper; for a card (a `reference`, money nobody in the
 * shop saw arrive) "card payment received" to the shop too.
 */
export async function queuePaymentReceivedMails(
  tx: Database,
  orderId: number,
  publicUrl: string,
  reference?: string,
): Promise<void> {
  const facts = await orderFacts(tx, orderId, publicUrl);
  await queueMail(tx, paymentReceivedMail(facts));
  const shop = reference === undefined ? undefined : await shopEmail(tx);
  if (shop && reference !== undefined) await queueMail(tx, cardPaymentReceivedMail(shop, facts, reference));
}

/** In the status change's transaction: the shopper hears of the states that matter to them. */
export async function queueStatusMail(
  tx: Database,
  orderId: number,
  status: OrderStatus,
  publicUrl: string,
): Promise<void> {
  if (!NOTIFIED_STATUSES.includes(status)) return;
  const order = await findOrder(tx, orderId);
  if (!order) return;
  await queueMail(
    tx,
    statusChangedMail(
      { orderId, shopper: await shopper(tx, order.userId), trackingUrl: trackingUrl(publicUrl, orderId) },
      status,
    ),
  );
}
