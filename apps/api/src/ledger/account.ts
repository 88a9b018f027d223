// The account of an order (issue 38, decision 044): a leaf both orders/ and payments/ write to, owning one table.
// Every movement of an order's money is an entry, written by the caller in the transaction of the change that
// causes it; an order's figures are sums of its entries, computed here and nowhere else: for one order
// (`figuresOf`, inside a transaction) and for any page of orders (`figuresColumn`, in the page's own query).
import type { PaymentMethod } from '@oko/shared/constants';
import { type SQL, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type MoneyEntryKind, OWED_ENTRY_KINDS, orderMoneyEntries, orders } from '../db/schema';

/** The sums an order's figures are computed from, in kobo. */
export interface EntrySums {
  /** What the order now comes to. */
  owedKobo: number;
  /** What came in. */
  inKobo: number;
  /** Refunds asked for (failed ones included). */
  requestedKobo: number;
  /** Refunds settled as sent. */
  refundedKobo: number;
  /** Refunds that failed: nothing went out. */
  failedKobo: number;
  /** Shop credit taken off the order at checkout (issue 39). */
  creditKobo: number;
  /** Of that, what went back to the shopper's credit (a cancel, packing). */
  creditReturnedKobo: number;
}

/** An order's money, in kobo, as every answer shows it. */
export interface OrderFigures {
  finalTotalKobo: number;
  /** Shop credit the order holds (taken less returned): counted as held, like money in, but never refunded. */
  creditUsedKobo: number;
  amountPaidKobo: number;
  amountRefundedKobo: number;
  /** What the shopper still owes: 0 once paid or collected. */
  amountDueKobo: number;
  /** What the shop still owes the shopper, pending (and failed) refunds included. */
  refundDueKobo: number;
  /** Money in that no refund (pending or processed) is taking back: the most a new refund may give. */
  refundableKobo: number;
  /** Of that, what the order no longer comes to: the refund still to ask for (packing, a cancel). */
  notYetAskedBackKobo: number;
  /** Credit the order holds beyond what it comes to once money refunds are asked: to return to the shopper. */
  creditToReturnKobo: number;
}

/** The one place the figures are added up. */
export function orderFigures(sums: EntrySums): OrderFigures {
  // Shop credit on the order counts as held, as money in does; money goes back before credit does (decision 050).
  const credit = sums.creditKobo - sums.creditReturnedKobo;
  const owedInMoney = Math.max(0, sums.owedKobo - credit);
  const held = sums.inKobo - sums.refundedKobo + credit;
  const refundable = sums.inKobo - (sums.requestedKobo - sums.failedKobo);
  return {
    finalTotalKobo: sums.owedKobo,
    creditUsedKobo: credit,
    amountPaidKobo: sums.inKobo,
    amountRefundedKobo: sums.refundedKobo,
    amountDueKobo: Math.max(0, sums.owedKobo - held),
    refundDueKobo: Math.max(0, held - sums.owedKobo),
    refundableKobo: Math.max(0, refundable),
    notYetAskedBackKobo: Math.max(0, refundable - owedInMoney),
    creditToReturnKobo: Math.min(
      credit,
      Math.max(0, Math.max(0, refundable) + credit - Math.max(0, sums.owedKobo)),
    ),
  };
}

const NO_ENTRIES: EntrySums = {
  owedKobo: 0,
  inKobo: 0,
  requestedKobo: 0,
  refundedKobo: 0,
  failedKobo: 0,
  creditKobo: 0,
  creditReturnedKobo: 0,
};

const sumOf = (kinds: readonly MoneyEntryKind[]) =>
  sql`coalesce(sum(e.amount_kobo) filter (where e.kind in (${sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  )})), 0)`;

/** The sums of the entries `e` as one json object. */
const sumsObject = sql`json_build_object(
  'owedKobo', ${sumOf(OWED_ENTRY_KINDS)},
  'inKobo', ${sumOf(['payment'])},
  'requestedKobo', ${sumOf(['refund_requested'])},
  'refundedKobo', ${sumOf(['refund_processed'])},
  'failedKobo', ${sumOf(['refund_failed'])},
  'creditKobo', ${sumOf(['credit'])},
  'creditReturnedKobo', ${sumOf(['credit_returned'])})`;

function toSums(value: unknown): EntrySums {
  if (value === null || value === undefined) return NO_ENTRIES;
  const raw = (typeof value === 'string' ? JSON.parse(value) : value) as Record<keyof EntrySums, unknown>;
  return {
    owedKobo: Number(raw.owedKobo),
    inKobo: Number(raw.inKobo),
    requestedKobo: Number(raw.requestedKobo),
    refundedKobo: Number(raw.refundedKobo),
    failedKobo: Number(raw.failedKobo),
    creditKobo: Number(raw.creditKobo),
    creditReturnedKobo: Number(raw.creditReturnedKobo),
  };
}

/**
 * A column for any query over `orders`: each row's figures, computed from its entries in the same query (written
 * out: the outer "orders" must stay qualified). Every reader of orders selects it (orders/queries.ts).
 */
export const figuresColumn =
  sql<OrderFigures>`(select ${sumsObject} from order_money_entries e where e.order_id = "orders"."id")`.mapWith(
    (value: unknown) => orderFigures(toSums(value)),
  );

/** One order's figures, read in the caller's transaction (after the order's row lock, they are current). */
export async function figuresOf(db: Database, orderId: number): Promise<OrderFigures> {
  const [row] = await db.select({ figures: figuresColumn }).from(orders).where(eq(orders.id, orderId));
  return row?.figures ?? orderFigures(NO_ENTRIES);
}

export interface Entry {
  kind: MoneyEntryKind;
  amountKobo: number;
  method?: PaymentMethod;
  refundId?: number;
  userId?: number | null;
}

/** Writes the entries in the caller's transaction; an entry of 0 is not written (nothing moved). */
export async function recordEntries(db: Database, orderId: number, entries: Entry[]): Promise<void> {
  const moved = entries.filter((entry) => entry.amountKobo !== 0);
  if (moved.length === 0) return;
  await db.insert(orderMoneyEntries).values(moved.map((entry) => ({ orderId, ...entry })));
}

/** The order's entries, oldest first. */
export async function listEntries(db: Database, orderId: number) {
  return db
    .select()
    .from(orderMoneyEntries)
    .where(eq(orderMoneyEntries.orderId, orderId))
    .orderBy(orderMoneyEntries.id);
}

/** Money in and money back since `since`, by the Lagos day it moved: the dashboard's takings. */
export async function takingsByDay(
  db: Database,
  since: Date,
): Promise<{ day: string; inKobo: number; backKobo: number }[]> {
  const day: SQL<string> = sql`to_char((${orderMoneyEntries.createdAt} at time zone 'UTC') + interval '1 hour', 'YYYY-MM-DD')`;
  const sumWhere = (kind: MoneyEntryKind) =>
    sql<number>`coalesce(sum(${orderMoneyEntries.amountKobo}) filter (where ${orderMoneyEntries.kind} = ${kind}), 0)`.mapWith(
      Number,
    );
  return db
    .select({ day, inKobo: sumWhere('payment'), backKobo: sumWhere('refund_processed') })
    .from(orderMoneyEntries)
    .where(
      sql`${orderMoneyEntries.kind} in ('payment', 'refund_processed') and ${orderMoneyEntries.createdAt} >= ${since}`,
    )
    .groupBy(day);
}
