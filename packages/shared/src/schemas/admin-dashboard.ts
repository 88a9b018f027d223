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

/**
 * Money over a period (issue 38), naira with 2 decimals: `money_in` the payments received (card, transfer, cash
 * collected), `money_back` the refunds settled (sent), `net` the first less the second (below 0 on a day that gave
 * back more than it took).
 */
export const takingsSchema = z.object({ money_in: z.string(), money_back: z.string(), net: z.string() });
export type Takings = z.infer<typeof takingsSchema>;

/** One Lagos day's takings: "2026-11-28". */
export const dayTakingsSchema = takingsSchema.extend({ date: z.string() });
export type DayTakings = z.infer<typeof dayTakingsSchema>;

/** How many days `takings_by_day` covers, and `deliveries_by_day`. */
export const TAKINGS_DAYS = 30;
export const DELIVERY_DAYS = 7;

export const bestSellerSchema = z.object({
  product_id: z.number().int().nullable(),
  product_name: z.string(),
  /** Units ordered. */
  quantity: z.number().int(),
  /** What their lines came to after packing, naira. */
  takings: z.string(),
});
export type BestSeller = z.infer<typeof bestSellerSchema>;

/** `GET /admin/dashboard`. */
export const dashboardSchema = z.object({
  /** Open orders by status: each is waiting for its next step. */
  orders_waiting: z.object({
    pending: z.number().int(),
    confirmed: z.number().int(),
    processing: z.number().int(),
    out_for_delivery: z.number().int(),
  }),
  /** Refunds still pending (issue 27): card refunds Paystack has not confirmed, bank transfers the owner must send. */
  refunds_pending: z.number().int(),
  /** Net of refunds (issue 38): today, the last 7 and the last 30 Lagos days (today included). */
  takings: z.object({ today: takingsSchema, last_7_days: takingsSchema, last_30_days: takingsSchema }),
  /** The last TAKINGS_DAYS Lagos days, oldest first, days without money included. */
  takings_by_day: z.array(dayTakingsSchema),
  /** Orders to deliver (not cancelled) by their window's Lagos day: today and the next 6, empty days included. */
  deliveries_by_day: z.array(z.object({ date: z.string(), orders: z.number().int() })),
  /** Orders placed in the last 7 Lagos days (cancelled left out): the 5 products most sold by units and by naira. */
  best_sellers: z.object({ by_quantity: z.array(bestSellerSchema), by_takings: z.array(bestSellerSchema) }),
  /**
   * The jobs table's health (issue 40): jobs due now and not yet done (mail, messages, refunds, card checks), and
   * how long the oldest has waited, in seconds (0 when none waits).
   */
  jobs: z.object({ waiting: z.number().int(), oldest_seconds: z.number().int() }),
  /** Units on sale with LOW_STOCK_AT or fewer left (0: out of stock), fewest first, at most 20. */
  low_stock: z.array(lowStockUnitSchema),
  latest_orders: z.array(adminOrderSummarySchema),
  /** The owner's: the last 10 back-office writes; null for staff. */
  audit: z.array(auditEntrySchema).nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardAnswerSchema = dataEnvelope(dashboardSchema);
