// The messages table (issue 41), through Drizzle: only messages/ writes it.
import type { MessageChannel, MessageKind, MessageState } from '@oko/shared/schemas/messages';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { messages } from '../db/schema';

export type MessageRow = typeof messages.$inferSelect;

/** The row's id, or undefined when this news is already on its way on that channel. */
export async function insertMessage(
  db: Database,
  values: {
    orderId: number;
    userId: number | null;
    kind: MessageKind;
    channel: MessageChannel;
    recipient: string;
  },
  state: MessageState = 'queued',
): Promise<number | undefined> {
  const [row] = await db
    .insert(messages)
    .values({
      ...values,
      state,
      ...(state === 'queued' ? {} : { attemptedAt: sql`now()`, sentAt: sql`now()` }),
    })
    .onConflictDoNothing({ target: [messages.orderId, messages.kind, messages.channel] })
    .returning({ id: messages.id });
  return row?.id;
}

export async function findMessage(db: Database, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}

/** The send's claim: one worker, once. Undefined when it was claimed before (sent, or being sent). */
export async function claimMessage(db: Database, id: number): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(messages)
    .set({ attemptedAt: sql`now()` })
    .where(and(eq(messages.id, id), isNull(messages.attemptedAt), eq(messages.state, 'queued')))
    .returning();
  return row;
}

/** Nothing went out (no connection, a 5xx): the next try may send it. */
export async function releaseClaim(db: Database, id: number): Promise<void> {
  await db.update(messages).set({ attemptedAt: null }).where(eq(messages.id, id));
}

/** How far along a state is: a report only moves a message to a later state (failed and delivered are ends). */
const rank = (state: SQL) =>
  sql`(case ${state} when 'queued' then 0 when 'sent' then 1 when 'delivered' then 2 when 'failed' then 2 else 3 end)`;
type SQL = ReturnType<typeof sql>;

/**
 * Moves the message named by `where` to `state` if that is forward; the row when it moved, undefined when the
 * report was old or seen before (nothing changes).
 */
export async function advanceMessage(
  db: Database,
  where: { id: number } | { channel: MessageChannel; providerId: string },
  state: MessageState,
  extra: { providerId?: string; errorCode?: string; errorText?: string } = {},
): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(messages)
    .set({
      state,
      stateAt: sql`now()`,
      ...extra,
      ...(state === 'sent' || extra.providerId ? { sentAt: sql`coalesce(${messages.sentAt}, now())` } : {}),
    })
    .where(
      and(
        'id' in where
          ? eq(messages.id, where.id)
          : and(eq(messages.channel, where.channel), eq(messages.providerId, where.providerId)),
        sql`${rank(sql`${messages.state}`)} < ${rank(sql`${state}::text`)}`,
      ),
    )
    .returning();
  return row;
}

export async function listOrderMessages(db: Database, orderId: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(eq(messages.orderId, orderId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}
