// The back office's audit log (decision 017): every write records who, what, when and the row before and
// after, in the same transaction as the write, so a change and its record stand or fall together.
import { isDeepStrictEqual } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import type { AuditEntity, AuditEntry } from '@oko/shared/schemas/admin-audit';
import type { UserRole } from '@oko/shared/schemas/auth-answers';
import type { Database } from '../db/client';
import { auditLog, users } from '../db/schema';

export interface AuditRecord {
  /** Who did it; null for `npm run owner:create` and for a card payment Paystack reported. */
  userId: number | null;
  /** What was done: "order.status", "product.create", "product_unit.update", "stock.adjust", … */
  action: string;
  entity: string;
  entityId: number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * The one way to write an audit entry: what `userId` did to which row, and the row before and after. A write that
 * changed nothing (the same fields before and after, e.g. a form saved as it was) leaves no entry.
 */
export async function recordAudit(db: Database, record: AuditRecord): Promise<void> {
  if (record.before !== undefined && isDeepStrictEqual(record.before, record.after)) return;
  await db.insert(auditLog).values({
    userId: record.userId,
    action: record.action,
    entity: record.entity,
    entityId: record.entityId,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** Who is acting: the back-office account behind the request. */
export interface Actor {
  userId: number;
  role: UserRole;
}

/**
 * The audit entry of a back-office account's change, about the entity its action names first ("product.update":
 * a product), through `recordAudit`.
 */
export function auditChange(
  db: Database,
  actor: Actor,
  action: `${string}.${string}`,
  entityId: number | null,
  change: { before?: unknown; after?: unknown },
): Promise<void> {
  return recordAudit(db, {
    userId: actor.userId,
    action,
    entity: action.split('.')[0]!,
    entityId,
    ...change,
  });
}

/** The named fields of a row: an audit entry keeps what changed, not the whole row. */
export function pick(row: object, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => keys.includes(key)));
}

const aboutEntity = (entity: AuditEntity | undefined) => (entity ? eq(auditLog.entity, entity) : undefined);

/** How many entries there are (about one kind of entity, if given). */
export async function countAuditEntries(db: Database, entity?: AuditEntity): Promise<number> {
  return db.$count(auditLog, aboutEntity(entity));
}

/** The latest entries (about one kind of entity, if given), newest first, with who made them. */
export async function latestAuditEntries(
  db: Database,
  limit: number,
  offset = 0,
  entity?: AuditEntity,
): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      at: auditLog.at,
      userId: users.id,
      userName: users.name,
      userEmail: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(aboutEntity(entity))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    before: row.before,
    after: row.after,
    by: row.userId === null ? null : { id: row.userId, name: row.userName ?? '', email: row.userEmail ?? '' },
    at: row.at.toISOString(),
  }));
}
