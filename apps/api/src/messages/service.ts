// Order news by WhatsApp, SMS and e-mail (issue 41, decision 041). One row per (order, kind, channel): the news is
// queued on the shopper's first channel; a send claims its row once, so retries and other instances never send
// it twice; provider answers and status webhooks only move a row forward; a failure passes the news on at once:
// WhatsApp → SMS (when the shopper has SMS on) → e-mail, and an SMS with no delivery report 10 minutes after it
// was sent goes by e-mail too. The text is the caller's (orders/ renders it): this domain never reads an order.
import type { MessageChannel, MessageKind, MessageState } from '@oko/shared/schemas/messages';
import { findNotifyContacts, turnOffNotify } from '../auth/queries';
import type { Database } from '../db/client';
import type { JobHandlers } from '../jobs/kinds';
import { enqueueJob } from '../jobs/queue';
import type { Mailer } from '../mail/mailer';
import { MessageRefused } from './provider';
import type { MessageProviders } from './providers';
import {
  type MessageRow,
  advanceMessage,
  claimMessage,
  findMessage,
  insertMessage,
  listOrderMessages,
  releaseClaim,
} from './queries';

/** An SMS still "sent" this long after sending, with no delivery report, goes by e-mail. */
export const SMS_REPORT_MINUTES = 10;

export interface MessagesDeps {
  providers: MessageProviders;
  mailer: Mailer;
  /** The shop's clock (tests move it): when an SMS's report is overdue. */
  clock: () => Date;
}

/** What the caller renders for one message: the text, an e-mail's subject, a WhatsApp template's values. */
export interface MessageContent {
  subject: string;
  text: string;
  html: string;
  parameters: string[];
}

export { type MessageRow };

/** Queues a row on `channel` and its send job (in the caller's transaction); false when it was there already. */
async function queueOn(
  tx: Database,
  message: { orderId: number; userId: number | null; kind: MessageKind },
  channel: MessageChannel,
  recipient: string,
): Promise<boolean> {
  const id = await insertMessage(tx, { ...message, channel, recipient });
  if (id === undefined) return false;
  await enqueueJob(tx, 'order-message', { messageId: id });
  return true;
}

/**
 * In the order change's transaction: the news goes to the shopper's phone, by WhatsApp or else SMS, when they
 * turned one on. Answers whether it goes by phone (e-mail is then the fallback, not a second copy).
 */
export async function queueOrderNews(
  tx: Database,
  news: { orderId: number; userId: number; kind: MessageKind },
): Promise<boolean> {
  const contacts = await findNotifyContacts(tx, news.userId);
  if (!contacts?.phone) return false;
  const channel = contacts.whatsapp ? 'whatsapp' : contacts.sms ? 'sms' : null;
  if (!channel) return false;
  await queueOn(tx, news, channel, contacts.phone);
  return true;
}

/** In the order's transaction: the shop's own news (a new order) to the shop's WhatsApp number. No fallback: the
 * shop has the same news by e-mail already. */
export async function queueShopNews(
  tx: Database,
  news: { orderId: number; kind: MessageKind },
  whatsapp: string,
): Promise<void> {
  await queueOn(tx, { ...news, userId: null }, 'whatsapp', whatsapp);
}

/** Whether the shopper has a phone channel on: their news goes there, e-mail being the fallback. */
export async function hasPhoneNews(db: Database, userId: number): Promise<boolean> {
  const contacts = await findNotifyContacts(db, userId);
  return Boolean(contacts?.phone && (contacts.whatsapp || contacts.sms));
}

/** An order e-mail the mail job sent (a receipt, a status mail): listed beside the other channels. */
export async function recordEmailSent(
  db: Database,
  sent: { orderId: number; userId: number; kind: MessageKind; to: string },
): Promise<void> {
  await insertMessage(
    db,
    { orderId: sent.orderId, userId: sent.userId, kind: sent.kind, channel: 'email', recipient: sent.to },
    'sent',
  );
}

/** The next channel after `failed`: SMS after WhatsApp when the shopper has it on, else e-mail. */
async function passOn(tx: Database, failed: MessageRow): Promise<void> {
  if (failed.userId === null || failed.channel === 'email') return;
  const contacts = await findNotifyContacts(tx, failed.userId);
  if (!contacts) return;
  const news = { orderId: failed.orderId, userId: failed.userId, kind: failed.kind };
  if (failed.channel === 'whatsapp' && contacts.sms && contacts.phone) {
    if (await queueOn(tx, news, 'sms', contacts.phone)) return;
  }
  // Already e-mailed (a receipt): nothing more to send.
  await queueOn(tx, news, 'email', contacts.email);
}

async function fail(db: Database, where: { id: number }, code: string, text: string): Promise<void> {
  await db.transaction(async (tx) => {
    const failed = await advanceMessage(tx, where, 'failed', { errorCode: code, errorText: text });
    if (failed) await passOn(tx, failed);
  });
}

/**
 * The job: sends message `messageId` once, with the content `render` makes of it (null: there is nothing to say
 * any more). A refusal fails it and passes the news on; a network error or a 5xx frees it for the job's retry.
 */
export async function sendMessage(
  db: Database,
  deps: MessagesDeps,
  messageId: number,
  render: (message: MessageRow) => Promise<MessageContent | null>,
): Promise<void> {
  const message = await claimMessage(db, messageId);
  if (!message) return;
  try {
    // Turned off since it was queued (STOP, the profile's switch): the next channel carries it.
    if (message.channel !== 'email' && message.userId !== null) {
      const contacts = await findNotifyContacts(db, message.userId);
      if (!contacts?.[message.channel])
        throw new MessageRefused('stopped', 'channel turned off by the shopper');
    }
    const content = await render(message);
    if (!content) {
      await releaseClaim(db, messageId);
      return;
    }
    if (message.channel === 'email') {
      await deps.mailer.send({
        to: message.recipient,
        subject: content.subject,
        text: content.text,
        html: content.html,
      });
      await advanceMessage(db, { id: messageId }, 'sent');
      return;
    }
    const answer = await deps.providers[message.channel].send({
      to: message.recipient,
      kind: message.kind,
      orderId: message.orderId,
      text: content.text,
      parameters: content.parameters,
    });
    await db.transaction(async (tx) => {
      await advanceMessage(tx, { id: messageId }, answer.state, { providerId: answer.providerId });
      if (message.channel === 'sms' && answer.state === 'sent') {
        await enqueueJob(
          tx,
          'message-check',
          { messageId },
          new Date(deps.clock().getTime() + SMS_REPORT_MINUTES * 60_000),
        );
      }
    });
  } catch (error) {
    if (error instanceof MessageRefused) return fail(db, { id: messageId }, error.code, error.text);
    await releaseClaim(db, messageId);
    throw error;
  }
}

/** The job: an SMS still "sent" SMS_REPORT_MINUTES after sending goes by e-mail; one not due yet waits. */
export async function checkSmsReport(db: Database, deps: MessagesDeps, messageId: number): Promise<void> {
  const message = await findMessage(db, messageId);
  if (message?.state !== 'sent' || !message.sentAt) return;
  const due = new Date(message.sentAt.getTime() + SMS_REPORT_MINUTES * 60_000);
  if (deps.clock() < due) {
    await enqueueJob(db, 'message-check', { messageId }, due);
    return;
  }
  await db.transaction(async (tx) => passOn(tx, message));
}

/**
 * A provider's report about its message `providerId`: the state moves forward or nothing changes (a report seen
 * twice, or out of order); a failure passes the news on. Answers whether anything changed.
 */
export async function applyReport(
  db: Database,
  report: {
    channel: 'whatsapp' | 'sms';
    providerId: string;
    state: MessageState;
    code?: string;
    text?: string;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await advanceMessage(
      tx,
      { channel: report.channel, providerId: report.providerId },
      report.state,
      report.state === 'failed'
        ? { errorCode: report.code ?? 'failed', errorText: report.text ?? 'not delivered' }
        : {},
    );
    if (moved?.state === 'failed') await passOn(tx, moved);
    return moved !== undefined;
  });
}

/** "STOP" (and the usual ways of saying it) as the whole reply. */
export const isStop = (text: string) =>
  /^\s*(stop|stop all|unsubscribe|cancel|end|quit)\s*[.!]?\s*$/i.test(text);

/** A STOP from `from` (as the provider writes it, digits without +) turns `channel` off for that number at once. */
export async function stopFrom(db: Database, from: string, channel: 'whatsapp' | 'sms'): Promise<number> {
  const digits = from.replace(/\D/g, '');
  const national = /^(?:234|0)?([1-9]\d{9})$/.exec(digits)?.[1];
  if (!national) return 0;
  return turnOffNotify(db, `+234${national}`, channel);
}

/** An order's messages for the back office, oldest first. */
export async function orderMessages(db: Database, orderId: number) {
  const rows = await listOrderMessages(db, orderId);
  return rows.map((row) => ({
    channel: row.channel,
    kind: row.kind,
    state: row.state,
    ...(row.state === 'failed' && row.errorText ? { error: row.errorText } : {}),
    at: row.stateAt.toISOString(),
  }));
}

/** The messages domain's own job: the SMS report's deadline. */
export const messageJobHandlers = (db: Database, deps: MessagesDeps): JobHandlers => ({
  'message-check': ({ messageId }) => checkSmsReport(db, deps, messageId),
});
