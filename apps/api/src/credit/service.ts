// Shop credit as the shopper and the back office read it (issue 39).
import { koboToNaira } from '@oko/shared/money';
import type { ShopCredit } from '@oko/shared/schemas/credit';
import type { Database } from '../db/client';
import { creditBalanceKobo, listCreditEntries } from './queries';

/** `GET /users/credit`: the balance and its history, newest first. */
export async function shopCreditOf(db: Database, userId: number): Promise<ShopCredit> {
  const [balanceKobo, entries] = await Promise.all([
    creditBalanceKobo(db, userId),
    listCreditEntries(db, userId),
  ]);
  return {
    balance: koboToNaira(balanceKobo),
    entries: entries.map((entry) => ({
      amount: koboToNaira(entry.amountKobo),
      reason: entry.reason,
      order_id: entry.orderId,
      at: entry.createdAt.toISOString(),
    })),
  };
}
