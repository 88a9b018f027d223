// Standing orders (issue 40): the weekly box. A shopper's order repeated every week (or two) on one channel,
// weekday and window of day; the shop's generator places one order per delivery window it falls in. The shapes
// and messages both apps use.
import { z } from 'zod';
import { MAX_ITEMS, PAYMENT_METHODS, type PaymentMethod } from '../constants';
import { dataEnvelope } from './api';
import { idSchema } from './numbers';
import { IF_UNAVAILABLE } from './order';

export const STANDING_ORDER_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type StandingOrderStatus = (typeof STANDING_ORDER_STATUSES)[number];

/** What became of one window of a standing order; `upcoming` until its run is placed (or skipped). */
export const STANDING_RUN_STATES = ['upcoming', 'skipped', 'placed', 'short', 'missed', 'failed'] as const;
export type StandingRunState = (typeof STANDING_RUN_STATES)[number];

/** How many hours before a window's cut-off its order is placed, unless the owner sets otherwise. */
export const DEFAULT_STANDING_ORDER_LEAD_HOURS = 24;
/** How many of the next runs a standing order answers. */
export const NEXT_RUNS = 4;

const PAYMENT_METHOD_VALUES = PAYMENT_METHODS.map((method) => method.value) as [
  PaymentMethod,
  ...PaymentMethod[],
];

export const STANDING_ORDER_MESSAGES = {
  created: 'Your weekly order is set up.',
  updated: 'Your weekly order is changed.',
  cancelled: 'Your weekly order is cancelled.',
  skipped: 'That delivery is skipped.',
  notFound: 'Weekly order not found.',
  weekday: 'weekday must be a whole number from 1 (Monday) to 7 (Sunday)',
  everyWeeks: 'every_weeks must be 1 or 2',
  windowStart: 'window_start must be a time such as 09:00',
  noSuchWindow: 'The delivery channel has no window on that weekday at that time.',
  lines: 'lines is required',
  quantity: 'quantity must be a whole number of at least 1',
  pausedUntil: 'paused_until must be a date written YYYY-MM-DD',
  skipNotUpcoming: 'That delivery is not one of the next four of this weekly order.',
  skipTooLate: 'That delivery can no longer change: its cut-off has passed.',
  /** 422 under from_order_id: the order to repeat has no delivery day (placed before delivery windows). */
  orderWithoutWindow: 'This order has no delivery day to repeat.',
  /** 422 under address_id: repeating a delivered order needs the shopper's address. */
  noAddress: 'Add your delivery address first.',
  cancelledNoChange: 'A cancelled weekly order cannot change.',
  leadHours: 'standing_order_lead_hours must be a whole number of hours from 1 to 168',
} as const;

const wholeId = (field: string) => idSchema(`${field} is required`);

export const standingOrderLineInputSchema = z.object({
  product_unit_id: wholeId('product_unit_id'),
  quantity: z.coerce
    .number({ error: STANDING_ORDER_MESSAGES.quantity })
    .int(STANDING_ORDER_MESSAGES.quantity)
    .min(1, STANDING_ORDER_MESSAGES.quantity)
    .max(10_000, STANDING_ORDER_MESSAGES.quantity),
  if_unavailable: z
    .enum(IF_UNAVAILABLE, { error: `if_unavailable must be one of ${IF_UNAVAILABLE.join(', ')}` })
    .optional(),
});

const linesSchema = z
  .array(standingOrderLineInputSchema, { error: STANDING_ORDER_MESSAGES.lines })
  .min(1, STANDING_ORDER_MESSAGES.lines)
  .max(MAX_ITEMS.lines, STANDING_ORDER_MESSAGES.lines);

const isoDaySchema = z
  .string({ error: STANDING_ORDER_MESSAGES.pausedUntil })
  .regex(/^\d{4}-\d{2}-\d{2}$/, STANDING_ORDER_MESSAGES.pausedUntil)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), STANDING_ORDER_MESSAGES.pausedUntil);

/**
 * `POST /standing-orders`. With `from_order_id`, what the body leaves out is the order's: its channel, weekday and
 * window of day, address or pick-up point, payment method and lines (decision 048), so "Repeat this order every
 * week" sends `{from_order_id, every_weeks}`.
 */
export const createStandingOrderSchema = z
  .object({
    delivery_channel_id: wholeId('delivery_channel_id').optional(),
    address_id: wholeId('address_id').optional(),
    pickup_point_id: wholeId('pickup_point_id').optional(),
    weekday: z.coerce
      .number({ error: STANDING_ORDER_MESSAGES.weekday })
      .int(STANDING_ORDER_MESSAGES.weekday)
      .min(1, STANDING_ORDER_MESSAGES.weekday)
      .max(7, STANDING_ORDER_MESSAGES.weekday)
      .optional(),
    every_weeks: z
      .union([z.literal(1), z.literal(2)], { error: STANDING_ORDER_MESSAGES.everyWeeks })
      .default(1),
    window_start: z
      .string({ error: STANDING_ORDER_MESSAGES.windowStart })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, STANDING_ORDER_MESSAGES.windowStart)
      .optional(),
    payment_method: z.enum(PAYMENT_METHOD_VALUES, { error: 'payment_method is required' }).optional(),
    lines: linesSchema.optional(),
    from_order_id: wholeId('from_order_id').optional(),
  })
  .superRefine((input, context) => {
    if (input.from_order_id !== undefined) return;
    const required: [keyof typeof input, string][] = [
      ['delivery_channel_id', 'delivery_channel_id is required'],
      ['weekday', STANDING_ORDER_MESSAGES.weekday],
      ['window_start', STANDING_ORDER_MESSAGES.windowStart],
      ['payment_method', 'payment_method is required'],
      ['lines', STANDING_ORDER_MESSAGES.lines],
    ];
    for (const [field, message] of required) {
      if (input[field] === undefined) context.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type CreateStandingOrderInput = z.input<typeof createStandingOrderSchema>;

/** `PATCH /standing-orders/{id}`: any of the lines, a pause until a day (null: no pause), the status. */
export const updateStandingOrderSchema = z
  .object({
    lines: linesSchema.optional(),
    paused_until: isoDaySchema.nullable().optional(),
    status: z
      .enum(STANDING_ORDER_STATUSES, { error: `status must be one of ${STANDING_ORDER_STATUSES.join(', ')}` })
      .optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'Nothing to change.');
export type UpdateStandingOrderInput = z.input<typeof updateStandingOrderSchema>;

/** `POST /standing-orders/{id}/skip`. */
export const skipStandingRunSchema = z.object({ delivery_window_id: wholeId('delivery_window_id') });

export const standingOrderParams = z.object({ standingOrderId: wholeId('standingOrderId') });

const windowSchema = z.object({
  id: z.number(),
  starts_at: z.string(),
  ends_at: z.string(),
  cutoff_at: z.string(),
});

export const standingRunSchema = z.object({
  delivery_window: windowSchema,
  state: z.enum(STANDING_RUN_STATES),
  order_id: z.number().optional(),
  /**
   * When the box is placed (the window's cut-off less the owner's lead time): changes and skips hold until then,
   * and the reminder goes a day before (decision 048).
   */
  changes_close_at: z.string(),
});
export type StandingRun = z.infer<typeof standingRunSchema>;

/** So many of a sale unit, named as the shopper reads it. */
const unitQuantitySchema = z.object({
  product_unit_id: z.number(),
  product_name: z.string(),
  unit_label: z.string(),
  quantity: z.number(),
});

export const standingOrderLineSchema = unitQuantitySchema.extend({ if_unavailable: z.enum(IF_UNAVAILABLE) });

export const standingOrderSchema = z.object({
  id: z.number(),
  status: z.enum(STANDING_ORDER_STATUSES),
  delivery_channel_id: z.number(),
  delivery_channel_name: z.string(),
  address_id: z.number().nullable(),
  pickup_point_id: z.number().nullable(),
  weekday: z.number(),
  every_weeks: z.number(),
  window_start: z.string(),
  payment_method: z.enum(PAYMENT_METHOD_VALUES),
  /** True once a card order of this standing order kept a reusable card: runs charge it. */
  card_kept: z.boolean(),
  paused_until: z.string().nullable(),
  lines: z.array(standingOrderLineSchema),
  next_runs: z.array(standingRunSchema),
  created_at: z.string(),
});
export type StandingOrder = z.infer<typeof standingOrderSchema>;
export const standingOrderAnswerSchema = dataEnvelope(standingOrderSchema);
export const standingOrderListAnswerSchema = dataEnvelope(z.array(standingOrderSchema));

/** The back office's list: each standing order with its shopper. */
export const adminStandingOrderSchema = standingOrderSchema.extend({
  shopper: z.object({ id: z.number(), name: z.string(), email: z.string() }),
});

/** `GET /admin/standing-orders/forecast?days=7`: per delivery day, the boxes and what they take from stock. */
export const standingForecastQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days must be a whole number from 1 to 14' })
    .int('days must be a whole number from 1 to 14')
    .min(1, 'days must be a whole number from 1 to 14')
    .max(14, 'days must be a whole number from 1 to 14')
    .default(7),
});
export const standingForecastDaySchema = z.object({
  day: z.string(),
  boxes: z.number(),
  units: z.array(unitQuantitySchema),
});
export type StandingForecastDay = z.infer<typeof standingForecastDaySchema>;

/** `POST /admin/standing-orders/run`: what the run did. */
export const standingRunReportSchema = z.object({
  placed: z.number(),
  short: z.number(),
  missed: z.number(),
  failed: z.number(),
  skipped: z.number(),
  order_ids: z.array(z.number()),
});
export type StandingRunReport = z.infer<typeof standingRunReportSchema>;
export const standingRunReportAnswerSchema = dataEnvelope(standingRunReportSchema);

export const leadHoursSchema = z.coerce
  .number({ error: STANDING_ORDER_MESSAGES.leadHours })
  .int(STANDING_ORDER_MESSAGES.leadHours)
  .min(1, STANDING_ORDER_MESSAGES.leadHours)
  .max(168, STANDING_ORDER_MESSAGES.leadHours);

export const adminStandingOrderListAnswerSchema = dataEnvelope(z.array(adminStandingOrderSchema));
export type AdminStandingOrder = z.infer<typeof adminStandingOrderSchema>;
export const standingForecastAnswerSchema = dataEnvelope(z.array(standingForecastDaySchema));
