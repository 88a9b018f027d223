// The shopper's bank account for refunds (issue 39, decision 049): the bank chosen from Paystack's list (cached a
// day: it changes rarely and every profile page reads it), the number resolved by Paystack to the account's name,
// and Paystack's transfer recipient for it, kept together so a refund is sent with one call. Keeping an account
// lets the shop send the shopper's pending refunds by itself when the owner allows it (transfers.ts).
import {
  BANK_ACCOUNT_MESSAGES,
  type Bank,
  type BankAccount,
  type bankAccountInputSchema,
} from '@oko/shared/schemas/bank-account';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { bankAccounts } from '../db/schema';
import { DomainError, fieldError } from '../errors';
import { type CardPayments, type PaystackClient, PaystackError } from './paystack';
import { queueAutomaticTransfers } from './transfer-start';

/** How long Paystack's list of banks is kept before it is asked again. */
export const BANKS_CACHE_MS = 24 * 60 * 60_000;

const banksCache = new WeakMap<PaystackClient, { at: number; banks: Promise<Bank[]> }>();

/** Nigeria's banks, by name, from Paystack (once a day per client; a failed read is not kept). */
export async function listBanks(cards: CardPayments, now = Date.now()): Promise<Bank[]> {
  const cached = banksCache.get(cards.client);
  if (cached && now - cached.at < BANKS_CACHE_MS) return cached.banks;
  const banks = cards.client
    .listBanks()
    .then((list) =>
      list.map((bank) => ({ code: bank.code, name: bank.name })).sort((a, b) => a.name.localeCompare(b.name)),
    );
  banksCache.set(cards.client, { at: now, banks });
  try {
    return await banks;
  } catch (error) {
    banksCache.delete(cards.client);
    if (error instanceof PaystackError) throw new DomainError(502, BANK_ACCOUNT_MESSAGES.unavailable);
    throw error;
  }
}

export type BankAccountRow = typeof bankAccounts.$inferSelect;

export async function findBankAccount(db: Database, userId: number): Promise<BankAccountRow | undefined> {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId));
  return row;
}

export const toBankAccount = (row: BankAccountRow): BankAccount => ({
  bank_code: row.bankCode,
  bank_name: row.bankName,
  account_name: row.accountName,
  account_number_last4: row.accountNumber.slice(-4),
});

/**
 * `PUT /users/bank-account`: Paystack resolves the number at the bank (422 naming `account_number` when it
 * cannot; `bank_code` when the bank is not in its list), makes the transfer recipient, and the account replaces the
 * shopper's earlier one. The shopper's refunds still waiting for an account may then go by themselves.
 */
export async function keepBankAccount(
  db: Database,
  cards: CardPayments,
  userId: number,
  input: z.output<typeof bankAccountInputSchema>,
): Promise<BankAccount> {
  const bank = (await listBanks(cards)).find((each) => each.code === input.bank_code);
  if (!bank) throw fieldError(422, 'bank_code', BANK_ACCOUNT_MESSAGES.bankRequired);
  let accountName: string;
  let recipientCode: string;
  try {
    ({ accountName } = await cards.client.resolveAccount(input.account_number, bank.code));
  } catch (error) {
    if (error instanceof PaystackError && (error.kind === 'refused' || error.kind === 'unknown'))
      throw fieldError(422, 'account_number', BANK_ACCOUNT_MESSAGES.notResolved);
    if (error instanceof PaystackError) throw new DomainError(502, BANK_ACCOUNT_MESSAGES.unavailable);
    throw error;
  }
  try {
    ({ recipientCode } = await cards.client.createRecipient({
      name: accountName,
      accountNumber: input.account_number,
      bankCode: bank.code,
    }));
  } catch (error) {
    if (error instanceof PaystackError) throw new DomainError(502, BANK_ACCOUNT_MESSAGES.unavailable);
    throw error;
  }
  const values = {
    userId,
    bankCode: bank.code,
    bankName: bank.name,
    accountNumber: input.account_number,
    accountName,
    recipientCode,
  };
  const row = await db.transaction(async (tx) => {
    const [kept] = await tx
      .insert(bankAccounts)
      .values(values)
      .onConflictDoUpdate({ target: bankAccounts.userId, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    await queueAutomaticTransfers(tx, { userId });
    return kept!;
  });
  return toBankAccount(row);
}

/** The kept accounts of these shoppers, by shopper, as the back office names them beside a refund. */
export async function keptAccountsOf(
  db: Database,
  userIds: number[],
): Promise<Map<number, { account_name: string; bank_name: string; account_number_last4: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(bankAccounts)
    .where(inArray(bankAccounts.userId, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.userId, toBankAccount(row)]));
}
