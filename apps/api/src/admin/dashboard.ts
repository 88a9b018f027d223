// The back office's first page (issue 13): orders waiting for each next step, the
// takings net of refunds by Lagos day (issue 38), deliveries of the next 7 days, the week's best sellers, units low
// on stock, the latest orders and, for the owner, the latest audit entries. A read across the domains, through
// their queries; it writes nothing.
import { koboToNaira } from '@oko/shared/money';
import { unitLabel } from '@oko/shared/units';
import {
  type BestSeller,
  DELIVERY_DAYS,
  type Dashboard,
  type DayTakings,
  LOW_STOCK_AT,
  TAKINGS_DAYS,
  type Takings,
} from '@oko/shared/schemas/admin-dashboard';
import type { OrderStatus } from '@oko/shared/schemas/order';
import type { Database } from '../db/client';
import { countPendingRefunds } from '../payments/refunds';
import { takingsByDay } from '../ledger/account';
import { type Actor, latestAuditEntries } from '../audit/queries';
import { jobQueueHealth } from '../jobs/queue';
import { lowStockUnits } from '../catalog/admin-product-queries';
import { addDays, lagosDay, lagosMidnight } from '@oko/shared/lagos-time';
import { toAdminSummary } from '../orders/admin-service';
import {
  bestSellersSince,
  countOrdersByStatus,
  deliveriesByDay,
  listAllOrders,
} from '../orders/admin-queries';

const takingsOf = (inKobo: number, backKobo: number): Takings => ({
  money_in: koboToNaira(inKobo),
  money_back: koboToNaira(backKobo),
  net: koboToNaira(inKobo - backKobo),
});

/**
 * The owner's numbers (issue 38): money in and money back (refunds settled) as the orders' accounts hold them
 * (decision 044), for each of the last TAKINGS_DAYS Lagos days, oldest first, and their sums over today, 7 and 30
 * days: every figure is a sum of the days, so they add up.
 */
async function takings(db: Database, todayDate: string) {
  const days = Array.from({ length: TAKINGS_DAYS }, (_, index) =>
    addDays(todayDate, index - TAKINGS_DAYS + 1),
  );
  const moved = new Map(
    (await takingsByDay(db, lagosMidnight(days[0]!))).map((row) => [row.day, row] as const),
  );
  const kobo = days.map((date) => ({
    date,
    in: moved.get(date)?.inKobo ?? 0,
    back: moved.get(date)?.backKobo ?? 0,
  }));
  const over = (count: number) => {
    const last = kobo.slice(-count);
    return takingsOf(
      last.reduce((sum, day) => sum + day.in, 0),
      last.reduce((sum, day) => sum + day.back, 0),
    );
  };
  const byDate: DayTakings[] = kobo.map((day) => ({ date: day.date, ...takingsOf(day.in, day.back) }));
  return { takings: { today: over(1), last_7_days: over(7), last_30_days: over(TAKINGS_DAYS) }, byDate };
}

const toBestSeller = (row: Awaited<ReturnType<typeof bestSellersSince>>[number]): BestSeller => ({
  product_id: row.productId,
  product_name: row.productName,
  quantity: row.quantity,
  takings: koboToNaira(row.takings),
});

export async function dashboard(db: Database, actor: Actor, now = new Date()): Promise<Dashboard> {
  const todayDate = lagosDay(now);
  const today = lagosMidnight(todayDate);
  const byStatus = await countOrdersByStatus(db);
  const low = await lowStockUnits(db, LOW_STOCK_AT, 20);
  const latest = await listAllOrders(db, {}, 5, 0);
  const audit = actor.role === 'owner' ? await latestAuditEntries(db, 10) : null;
  const refundsPending = await countPendingRefunds(db);
  const money = await takings(db, todayDate);
  const nextDays = Array.from({ length: DELIVERY_DAYS }, (_, index) => addDays(todayDate, index));
  const deliveries = new Map(
    (await deliveriesByDay(db, today, lagosMidnight(addDays(todayDate, DELIVERY_DAYS)))).map((row) => [
      row.day,
      row.orders,
    ]),
  );
  const weekAgo = lagosMidnight(addDays(todayDate, -6));
  const waiting = (status: OrderStatus) => byStatus.find((row) => row.status === status)?.total ?? 0;
  return {
    orders_waiting: {
      pending: waiting('pending'),
      confirmed: waiting('confirmed'),
      processing: waiting('processing'),
      out_for_delivery: waiting('out_for_delivery'),
    },
    refunds_pending: refundsPending,
    takings: money.takings,
    takings_by_day: money.byDate,
    deliveries_by_day: nextDays.map((date) => ({ date, orders: deliveries.get(date) ?? 0 })),
    best_sellers: {
      by_quantity: (await bestSellersSince(db, weekAgo, 'quantity')).map(toBestSeller),
      by_takings: (await bestSellersSince(db, weekAgo, 'takings')).map(toBestSeller),
    },
    jobs: await jobQueueHealth(db).then(({ waiting, oldestSeconds }) => ({
      waiting,
      oldest_seconds: oldestSeconds,
    })),
    low_stock: low.map((unit) => ({
      product_unit_id: unit.productUnitId,
      product_id: unit.productId,
      product_name: unit.productName,
      unit_label: unitLabel(Number(unit.unitNumber), { name: unit.unitName, symbol: unit.unitSymbol }),
      available_quantity: unit.availableQuantity,
    })),
    latest_orders: latest.rows.map(toAdminSummary),
    audit,
  };
}
