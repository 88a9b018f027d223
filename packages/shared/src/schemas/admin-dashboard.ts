import { z } from 'zod';
import { auditEntrySchema } from './admin-audit';
import { adminOrderSummarySchema } from './admin-orders';
import { dataEnvelope } from './api';

// The back office's first page (issue 13): a read across the domains.

/** A unit at or below this many left counts as low on the dashboard. */
export const LOW_STOCK_AT = 5;

export const lowStockUnitSchema = z.object({
  product_unit_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  /** "25 kg". */
  unit_label: z.string(),
  available_quantity: z.number().int(),
});

const salesSchema = z.object({
  /** Orders placed in the period, cancelled ones left out. */
  orders: z.number().int(),
  /** Their totals, naira with 2 decimals. */
  total: z.string(),
});

/** `GET /admin/dashboard`. */
export const dashboardSchema = z.object({
  /** Open orders by status: each is waiting for its next step. */
  orders_waiting: z.object({
    pending: z.number().int(),
    confirmed: z.number().int(),
    processing: z.number().int(),
    out_for_delivery: z.number().int(),
  }),
  /** Today and this week (from Monday), in Lagos time. */
  sales: z.object({ today: salesSchema, week: salesSchema }),
  /** Refunds still pending (issue 27): card refunds Paystack has not confirmed, bank transfers the owner must send. */
  refunds_pending: z.number().int(),
  /** Units on sale with LOW_STOCK_AT or fewer left (0: out of stock), fewest first, at most 20. */
  low_stock: z.array(lowStockUnitSchema),
  latest_orders: z.array(adminOrderSummarySchema),
  /** The owner's: the last 10 back-office writes; null for staff. */
  audit: z.array(auditEntrySchema).nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardAnswerSchema = dataEnvelope(dashboardSchema);
