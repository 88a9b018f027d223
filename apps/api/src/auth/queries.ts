// Accounts, their e-mailed codes and their sessions (refresh tokens), through Drizzle.
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshTokens, users, verificationCodes } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The account's phone number becomes this one unless it has one (a checkout's number fills an empty profile). */
export async function setPhoneIfNone(db: Database, userId: number, phone: string): Promise<void> {
  await db
    .update(users)
    .set({ phone })
    .where(and(eq(users.id, userId), isNull(users.phone)));
}

/** Undefined when the address is taken (the unique index decides, so two registrations cannot both win). */
export async function insertUser(
  db: Database,
  values: { name: string; lastName: string; email: string; passwordHash: string; now: Date },
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({
      name: values.name,
      lastName: values.lastName,
      email: values.email,
      passwordHash: values.passwordHash,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function updateUser(
  db: Database,
  id: number,
  values: Partial<
    Pick<
      UserRow,
      'name' | 'lastName' | 'passwordHash' | 'emailVerifiedAt' | 'phone' | 'notifyWhatsapp' | 'notifySms'
    >
  > & {
    updatedAt: Date;
  },
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/** A new code replaces every earlier unused one of the same purpose. */
export async function replaceCode(
  db: Database,
  values: { userId: number; purpose: CodePurpose; codeHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(verificationCodes)
      .where(and(eq(verificationCodes.userId, values.userId), eq(verificationCodes.purpose, values.purpose)));
    await tx.insert(verificationCodes).values({
      userId: values.userId,
      purpose: values.purpose,
      codeHash: values.codeHash,
      expiresAt: values.expiresAt,
      createdAt: values.now,
    });
  });
}

export async function findActiveCode(db: Database, userId: number, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row;
}

/**
 * Takes one try of a code before it is compared, atomically: concurrent guesses can never get more than
 * `maxAttempts` comparisons. Undefined when the tries are used up (or the code is gone).
 */
export async function takeCodeAttempt(db: Database, codeId: number, maxAttempts: number) {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, codeId),
        isNull(verificationCodes.usedAt),
        lt(verificationCodes.attempts, maxAttempts),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  return row;
}

/** Marks a code used; false when another request used it first. */
export async function useCode(db: Database, codeId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

export async function insertRefreshToken(
  db: Database,
  values: { userId: number; tokenHash: string; expiresAt: Date; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(refreshTokens)
    .values({ ...values, createdAt: values.now })
    .returning({ id: refreshTokens.id });
  if (!row) throw new Error('refresh token not stored');
  return row.id;
}

export async function findLiveRefreshToken(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: refreshTokens.id, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** The signed-in user of a live session, or undefined when the session ended (logout, reset, expiry). */
export async function findSessionUser(db: Database, sessionId: number, userId: number, now: Date) {
  const [row] = await db
    .select({ user: users })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(
      and(
        eq(refreshTokens.id, sessionId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row?.user;
}

export async function revokeSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.id, sessionId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of the user, but the one named in `except` (a password change keeps its own). */
export async function revokeUserSessions(
  db: Database,
  userId: number,
  now: Date,
  except?: number,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        except === undefined ? undefined : ne(refreshTokens.id, except),
      ),
    );
}

/** Where a shopper hears order news (issue 41): the phone, the address and the channels turned on. */
export async function findNotifyContacts(
  db: Database,
  userId: number,
): Promise<{ phone: string | null; email: string; whatsapp: boolean; sms: boolean } | undefined> {
  const [row] = await db
    .select({ phone: users.phone, email: users.email, whatsapp: users.notifyWhatsapp, sms: users.notifySms })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** A STOP from `phone` on `channel`: that channel off, at once, for every account with that number. */
export async function turnOffNotify(
  db: Database,
  phone: string,
  channel: 'whatsapp' | 'sms',
): Promise<number> {
  const rows = await db
    .update(users)
    .set(channel === 'whatsapp' ? { notifyWhatsapp: false } : { notifySms: false })
    .where(eq(users.phone, phone))
    .returning({ id: users.id });
  return rows.length;
}

/** The checkout's "Send my order updates here by WhatsApp" (issue 41): on, if the account has a phone. */
export async function turnOnWhatsapp(db: Database, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ notifyWhatsapp: true })
    .where(and(eq(users.id, userId), sql`${users.phone} is not null`));
}
