// The back office's first page (issue 13): orders waiting for each next step, today's and this week's sales, units
// low on stock, the latest orders and, for the owner, the latest audit entries. A read across the domains, through
// their queries; it writes nothing.
import { koboToNaira } from '@oko/shared/money';
import { unitLabel } from '@oko/shared/units';
import { type Dashboard, LOW_STOCK_AT } from '@oko/shared/schemas/admin-dashboard';
import type { OrderStatus } from '@oko/shared/schemas/order';
import type { Database } from '../db/client';
import { countPendingRefunds } from '../payments/refunds';
import { type Actor, latestAuditEntries } from '../audit/queries';
import { lowStockUnits } from '../catalog/admin-product-queries';
import { lagosDay, lagosMidnight } from '@oko/shared/lagos-time';
import { toAdminSummary } from '../orders/admin-service';
import { countOrdersByStatus, listAllOrders, salesSince } from '../orders/admin-queries';

const DAY_MS = 24 * 60 * 60 * 1000;

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
