// The back office's first page (issue 13): orders waiting for each next step, today's and this week's sales, the
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
import { lateCardMoneyByDay } from '../payments/queries';
import { countPendingRefunds, moneyBackByDay } from '../payments/refunds';
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
  moneyInByDay,
  salesSince,
} from '../orders/admin-queries';

const DAY_MS = 24 * 60 * 60 * 1000;

const takingsOf = (inKobo: number, backKobo: number): Takings => ({
  money_in: koboToNaira(inKobo),
  money_back: koboToNaira(backKobo),
  net: koboToNaira(inKobo - backKobo),
});

/** Kobo by Lagos day, several sources added up. */
function byDay(...sources: { day: string; kobo: number }[][]): Map<string, number> {
  const days = new Map<string, number>();
  for (const rows of sources) for (const row of rows) days.set(row.day, (days.get(row.day) ?? 0) + row.kobo);
  return days;
}

/**
 * The owner's numbers (issue 38): money in (payments received: the orders' and late card payments') and money back
 * (refunds settled) for each of the last TAKINGS_DAYS Lagos days, oldest first, and their sums over today, 7 and 30
 * days: every figure is a sum of the days, so they add up.
 */
async function takings(db: Database, todayDate: string) {
  const days = Array.from({ length: TAKINGS_DAYS }, (_, index) =>
    addDays(todayDate, index - TAKINGS_DAYS + 1),
  );
  const since = lagosMidnight(days[0]!);
  const moneyIn = byDay(await moneyInByDay(db, since), await lateCardMoneyByDay(db, since));
  const moneyBack = byDay(await moneyBackByDay(db, since));
  const kobo = days.map((date) => ({ date, in: moneyIn.get(date) ?? 0, back: moneyBack.get(date) ?? 0 }));
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
  // 0 Sunday … 6 Saturday, of the Lagos date; the week starts on Monday.
  const weekday = new Date(`${todayDate}T00:00:00Z`).getUTCDay();
  const monday = new Date(today.getTime() - ((weekday + 6) % 7) * DAY_MS);
  const byStatus = await countOrdersByStatus(db);
  const todaySales = await salesSince(db, today);
  const weekSales = await salesSince(db, monday);
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
    sales: {
      today: { orders: todaySales.orders, total: koboToNaira(todaySales.totalKobo) },
      week: { orders: weekSales.orders, total: koboToNaira(weekSales.totalKobo) },
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
