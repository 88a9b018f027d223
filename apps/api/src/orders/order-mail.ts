// Order mail queued as jobs in the transaction of the order change (decisions 014 and 027): a rolled-back change
// queues nothing, a committed one always has its mail. The job holds the order's id; the worker reads the order
// and renders the mail after commit, so an order's transaction never renders mail while it holds stock rows.
import { formatWindow } from '@oko/shared/lagos-time';
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@oko/shared/schemas/order';
import { bankDetailsSchema } from '@oko/shared/schemas/order';
import type { Database } from '../db/client';
import { settings, users } from '../db/schema';
import type { JobHandlers, JobPayload } from '../jobs/kinds';
import { enqueueJob, enqueueJobs } from '../jobs/queue';
import type { Mailer } from '../mail/mailer';
import {
  NOTIFIED_STATUSES,
  type OrderMailFacts,
  cardPaymentReceivedMail,
  newOrderMail,
  orderReceivedMail,
  packingChangedMail,
  paymentReceivedMail,
  refundCreditedMail,
  transferRejectedMail,
  refundSentMail,
  statusChangedMail,
} from '../mail/order-templates';
import { findBankDetails } from '../settings/queries';
import { creditBalanceKobo } from '../credit/queries';
import { listRefundsOf } from '../payments/refunds';
import { queueOrderNews, recordEmailSent } from '../messages/service';
import { queueShopOrderMessage, queueStatusMessage, statusNews } from './order-messages';
import { type OrderRow, findOrder, listOrderLines } from './queries';
import { packedDeal } from './service';
import { packedDealRows } from '@oko/shared/schemas/deals';
import { nairaToKobo } from '@oko/shared/money';
import { landmarkText } from '@oko/shared/landmark';
import { linkBase, trackingUrl } from './tracking-url';

type Shopper = { email: string; name: string };

async function shopper(db: Database, userId: number): Promise<Shopper> {
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

async function orderFacts(
  db: Database,
  order: OrderRow,
  publicUrl: string | undefined,
  /** The shopper, when the caller has read them already. */
  to?: Shopper,
): Promise<OrderMailFacts> {
  const orderId = order.id;
  const address = order.deliveryAddress;
  const bank =
    order.paymentMethod === 'bank_transfer' ? bankDetailsSchema.safeParse(await findBankDetails(db)) : null;
  return {
    orderId,
    shopper: to ?? (await shopper(db, order.userId)),
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    lines: await listOrderLines(db, orderId),
    subtotalKobo: order.subtotalKobo,
    discount: order.discountCode === null ? null : { code: order.discountCode, kobo: order.discountKobo },
    payAhead:
      order.payAheadPercent === null ? null : { percent: order.payAheadPercent, kobo: order.payAheadKobo },
    deliveryFeeKobo: order.deliveryFeeKobo,
    totalKobo: order.totalKobo,
    // The money as the order's account says (decision 044): the one place it is added up.
    finalTotalKobo: order.figures.finalTotalKobo,
    amountPaidKobo: order.figures.amountPaidKobo,
    amountDueKobo: order.figures.amountDueKobo,
    refundDueKobo: order.figures.refundDueKobo,
    packedDeal: packedDealOf(order),
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
      address.nearest_landmark && landmarkText(address.nearest_landmark),
      address.city,
      address.state,
      address.country,
    ]
      .filter(Boolean)
      .join(', '),
    pickupPoint: order.pickupPoint,
    phone: order.phone,
    bankDetails: bank?.success ? bank.data : null,
    trackingUrl: trackingUrl(linkBase(publicUrl, order), orderId),
  };
}

/** The deal as packing re-priced it (decision 051), as the order's detail answers it, in kobo. */
function packedDealOf(order: OrderRow): OrderMailFacts['packedDeal'] {
  const detail = { packed_deal: packedDeal(order) };
  return {
    rows: packedDealRows(detail).map((row) => ({ label: row.label, kobo: nairaToKobo(row.amount) })),
    droppedCode: detail.packed_deal?.dropped ? order.discountCode : null,
  };
}

/**
 * In the order's transaction: "order received" to the shopper (`userId`, who placed it), "new order" to the shop
 * (and to its WhatsApp, `ownerWhatsapp`, when Settings names one).
 */
export async function queueOrderPlacedMails(
  tx: Database,
  order: { orderId: number; userId: number; ownerWhatsapp: string | null },
): Promise<void> {
  const { orderId, userId } = order;
  await enqueueJobs(tx, 'order-mail', [
    { mail: 'order-received', orderId },
    { mail: 'new-order', orderId },
  ]);
  await queueOrderNews(tx, { orderId, userId, kind: 'order_received' });
  await queueShopOrderMessage(tx, orderId, order.ownerWhatsapp);
}

/**
 * In the status change's transaction: the shopper hears of the states that matter to them; `unpaidMinutes` says
 * why a card order was cancelled by itself.
 */
export async function queueStatusMail(
  tx: Database,
  orderId: number,
  status: OrderStatus,
  unpaidMinutes?: number,
): Promise<void> {
  // Out for delivery (ready for collection) and delivered go to the shopper's phone when they chose one, e-mail
  // being its fallback.
  const byPhone = await queueStatusMessage(tx, orderId, status);
  if (NOTIFIED_STATUSES.includes(status) && !byPhone) {
    await enqueueJob(tx, 'order-mail', {
      mail: 'status-changed',
      orderId,
      status,
      ...(unpaidMinutes === undefined ? {} : { unpaidMinutes }),
    });
  }
}

/** The job: one order mail, rendered from the order as it stands now (after commit, outside its row locks). */
export async function sendOrderMail(
  db: Database,
  mailer: Mailer,
  /** APP_URL; unset: each order's own address. */
  publicUrl: string | undefined,
  job: JobPayload<'order-mail'>,
): Promise<void> {
  const { orderId } = job;
  // The shopper's mails that are order news are listed with the order's messages (issue 41).
  if (job.mail === 'status-changed' || job.mail in MAIL_NEWS) {
    const order = await findOrder(db, orderId);
    if (!order) return;
    const news =
      job.mail === 'status-changed'
        ? statusNews(job.status, order)
        : MAIL_NEWS[job.mail as keyof typeof MAIL_NEWS];
    if (!news) return sendMailOf(db, mailer, publicUrl, job);
    const to = await shopper(db, order.userId);
    await sendMailOf(db, mailer, publicUrl, job, { order, to });
    await recordEmailSent(db, { orderId, userId: order.userId, kind: news, to: to.email });
    return;
  }
  return sendMailOf(db, mailer, publicUrl, job);
}

/** The shopper's mails that carry news a message carries too. */
const MAIL_NEWS = {
  'order-received': 'order_received',
  'payment-received': 'payment_received',
  'packing-changed': 'packed',
} as const;

async function sendMailOf(
  db: Database,
  mailer: Mailer,
  publicUrl: string | undefined,
  job: JobPayload<'order-mail'>,
  /** The order and its shopper as the caller read them for this job, not read again. */
  known: { order?: OrderRow; to?: Shopper } = {},
): Promise<void> {
  const { orderId } = job;
  const facts = async () => {
    const order = known.order ?? (await findOrder(db, orderId));
    if (!order) throw new Error(`order ${orderId} not found for its mail`);
    return orderFacts(db, order, publicUrl, known.to);
  };
  // The shop's mails go to its site_email; without one there is nobody to tell.
  switch (job.mail) {
    case 'order-received':
      return mailer.send(orderReceivedMail(await facts()));
    case 'payment-received':
      return mailer.send(paymentReceivedMail(await facts(), job.amountKobo));
    case 'new-order': {
      const shop = await shopEmail(db);
      return shop ? mailer.send(newOrderMail(shop, await facts())) : undefined;
    }
    case 'card-payment-received': {
      const shop = await shopEmail(db);
      return shop
        ? mailer.send(cardPaymentReceivedMail(shop, await facts(), job.reference, job.amountKobo))
        : undefined;
    }
    case 'packing-changed':
      return mailer.send(packingChangedMail(await facts()));
    case 'transfer-rejected':
      return mailer.send(transferRejectedMail(await facts(), job.amountKobo));
    case 'refund-sent': {
      const refund = (await listRefundsOf(db, [orderId])).find((each) => each.id === job.refundId);
      if (refund?.status !== 'processed') return;
      return mailer.send(
        refundSentMail(await facts(), {
          amountKobo: refund.amountKobo,
          way: refund.way,
          account: refund.payee ? `${refund.payee.bankName} ••••${refund.payee.accountLast4}` : null,
        }),
      );
    }
    case 'refund-credited': {
      const refund = (await listRefundsOf(db, [orderId])).find((row) => row.id === job.refundId);
      if (!refund) return;
      const orderFacts = await facts();
      const order = await findOrder(db, orderId);
      const balanceKobo = order ? await creditBalanceKobo(db, order.userId) : 0;
      return mailer.send(refundCreditedMail(orderFacts, refund.amountKobo, balanceKobo));
    }
    case 'status-changed': {
      const order = known.order ?? (await findOrder(db, orderId));
      if (!order) return;
      const to = known.to ?? (await shopper(db, order.userId));
      return mailer.send(
        statusChangedMail(
          {
            orderId,
            shopper: to,
            trackingUrl: trackingUrl(linkBase(publicUrl, order), orderId),
            pickupPoint: order.pickupPoint,
            rider: { name: order.riderName, phone: order.riderPhone },
          },
          job.status,
          job.unpaidMinutes,
        ),
      );
    }
  }
}

export const orderMailJobHandlers = (db: Database, mailer: Mailer, publicUrl?: string): JobHandlers => ({
  'order-mail': (payload) => sendOrderMail(db, mailer, publicUrl, payload),
});
