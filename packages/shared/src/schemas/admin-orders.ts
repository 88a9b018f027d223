import { z } from 'zod';
import { orderMessageSchema } from './messages';
import { MAX_LENGTH } from '../constants';
import { PAYMENT_METHOD_VALUES } from '../payment-methods';
import { ADMIN_MESSAGES, isoDaySchema, MAX_STOCK, nairaReceivedSchema } from './admin';
import { dataEnvelope, pageEnvelope, pageQuerySchema } from './api';
import { idSchema, wholeNumberSchema } from './numbers';
import {
  ORDER_STATUSES,
  PAYMENT_ATTEMPT_STATUSES,
  PAYMENT_STATUSES,
  orderDetailSchema,
  orderSummarySchema,
  orderTrackingSchema,
} from './order';
import { orderWindowSchema } from './delivery';
import { boundedText } from './text';
import { adminRefundSchema } from './refund';
import { optionalPhoneSchema } from './phone';

// The back office's orders (issue 13): the list's filters, one order in full, a status change, the pick list.

export const RIDER_MESSAGES = {
  onlyOutForDelivery: 'A rider is given only when the order goes out for delivery.',
} as const;

/** The longest rider's name kept. */
export const RIDER_NAME_MAX = 80;

/**
 * `PATCH /admin/orders/{id}`. With `out_for_delivery`, the rider taking the order may be given (issue 41): their
 * name and a Nigerian phone number (kept as "+2348031234567"), each optional, empty meaning none; the shopper's
 * out-for-delivery message carries them.
 */
export const orderStatusChangeSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: ADMIN_MESSAGES.status }),
    rider_name: boundedText("rider's name", RIDER_NAME_MAX, z.string().trim())
      .transform((name) => name || null)
      .nullable()
      .optional(),
    rider_phone: optionalPhoneSchema,
  })
  .superRefine((change, context) => {
    if (change.status === 'out_for_delivery') return;
    for (const field of ['rider_name', 'rider_phone'] as const)
      if (change[field])
        context.addIssue({ code: 'custom', path: [field], message: RIDER_MESSAGES.onlyOutForDelivery });
  });
export type OrderStatusChange = z.input<typeof orderStatusChangeSchema>;

/** The rider taking an order out, as the owner gave them; null when neither name nor phone was given. */
export const riderSchema = z.object({ name: z.string().nullable(), phone: z.string().nullable() });
export type Rider = z.infer<typeof riderSchema>;

/**
 * `PATCH /admin/orders/{id}/lines/{lineId}` (issue 27), one of: `weighed_kg` (a weighed line's whole weight on
 * the scale), `outcome: "unavailable"` (left out), or `substitute_product_unit_id` with `quantity` (another unit
 * sent, when the shopper allowed it; `quantity` defaults to the line's), or `outcome: null` (undo either, while
 * packing). `shelf_count` (with a leaving out or a substitute) recounts the ordered unit's stock to that count;
 * without it stock is left alone (issue 43, decision 037).
 */
export const linePackingSchema = z
  .object({
    weighed_kg: z
      .number({ error: ADMIN_MESSAGES.weighedKg })
      .min(0.001, ADMIN_MESSAGES.weighedKg)
      .max(100_000, ADMIN_MESSAGES.weighedKg)
      .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, ADMIN_MESSAGES.weighedKg)
      .optional(),
    // null undoes a left-out or substituted line while the order is being packed (issue 43).
    outcome: z.literal('unavailable', { error: 'outcome must be unavailable or null' }).nullable().optional(),
    substitute_product_unit_id: z
      .number({ error: ADMIN_MESSAGES.substituteUnknown })
      .int(ADMIN_MESSAGES.substituteUnknown)
      .positive(ADMIN_MESSAGES.substituteUnknown)
      .optional(),
    quantity: wholeNumberSchema(1, 10_000, 'The quantity must be a whole number from 1.').optional(),
    // How many of the ordered unit are left on the shelf, when the packer counted them: the unit's stock
    // becomes that count. Without it, leaving out or substituting a line never touches stock (issue 43).
    shelf_count: wholeNumberSchema(0, MAX_STOCK, ADMIN_MESSAGES.shelfCount).optional(),
  })
  .refine(
    (input) =>
      [input.weighed_kg, input.outcome, input.substitute_product_unit_id].filter(
        (field) => field !== undefined,
      ).length === 1 &&
      (input.quantity === undefined || input.substitute_product_unit_id !== undefined) &&
      (input.shelf_count === undefined ||
        input.outcome === 'unavailable' ||
        input.substitute_product_unit_id !== undefined),
    { error: ADMIN_MESSAGES.packingOneOf, path: ['weighed_kg'] },
  );
export type LinePackingInput = z.input<typeof linePackingSchema>;

/**
 * `GET /admin/orders`: paged, newest first; `status`, `payment_method`, `payment_status` (where the money stands:
 * `awaiting_payment` for every order not paid yet), `from`/`to` (days, inclusive, the shop's time zone:
 * Africa/Lagos), `q` (an order number, or part of the shopper's e-mail or name).
 */
export const adminOrderListQuerySchema = z.object({
  ...pageQuerySchema.shape,
  status: z.enum(ORDER_STATUSES, { error: ADMIN_MESSAGES.status }).optional(),
  payment_method: z
    .enum(PAYMENT_METHOD_VALUES, {
      error: `payment_method must be one of ${PAYMENT_METHOD_VALUES.join(', ')}`,
    })
    .optional(),
  payment_status: z
    .enum(PAYMENT_STATUSES, { error: `payment_status must be one of ${PAYMENT_STATUSES.join(', ')}` })
    .optional(),
  from: isoDaySchema.optional(),
  to: isoDaySchema.optional(),
  q: boundedText('search', MAX_LENGTH.searchKeyword, z.string().trim()).optional(),
  /** The orders of one delivery window (issue 26): "Tuesday 9–13" packed as one batch. */
  delivery_window_id: idSchema('delivery_window_id must be a whole number').optional(),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const customerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
});

/** One row of `GET /admin/orders`: the shopper's summary plus who ordered and by which channel. */
export const adminOrderSummarySchema = orderSummarySchema.extend({
  customer: customerSchema,
  delivery_channel_name: z.string(),
  /** The delivery window the order booked (issue 26), or null. */
  delivery_window: orderWindowSchema.nullable(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

/** One try at paying a card order (decision 015), as the back office sees it: what was asked, what Paystack said. */
export const adminPaymentAttemptSchema = z.object({
  reference: z.string(),
  /** What was asked of Paystack, naira with 2 decimals. */
  amount: z.string(),
  /** `mismatch`: Paystack reported another amount or currency; `refund_due`: money to give back. */
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  gateway_response: z.string().nullable(),
  /** What Paystack reported as paid (naira) and in which currency, once settled. */
  paid_amount: z.string().nullable(),
  paid_currency: z.string().nullable(),
  /** Taken by the shop's built-in test gateway: no money moved. */
  test_mode: z.boolean(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type AdminPaymentAttempt = z.infer<typeof adminPaymentAttemptSchema>;

/**
 * `GET /admin/orders/{id}`: the order as its shopper sees it, who ordered, its history, the next moves, and its
 * card payment attempts, oldest first (empty for other payment methods).
 */
export const adminOrderDetailSchema = orderDetailSchema.extend({
  customer: customerSchema,
  history: orderTrackingSchema.shape.history,
  payment_attempts: z.array(adminPaymentAttemptSchema),
  refunds: z.array(adminRefundSchema),
  /** The statuses the order may move to now (the state machine of @oko/shared/order-status). */
  next_statuses: z.array(z.enum(ORDER_STATUSES)),
  /** Who took the order out (issue 41), given at "out for delivery"; null when not given. */
  rider: riderSchema.nullable(),
  /** `GET /admin/orders/{id}` only: every message sent about the order, on every channel (issue 41). */
  messages: z.array(orderMessageSchema).optional(),
  /** `GET /admin/orders/{id}` only: the shopper's shop credit balance now, naira (issue 39). */
  customer_credit: z.string().optional(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** `GET /admin/pick-list`: which orders (the filter's, confirmed by default) and each unit's total to gather. */
export const pickListSchema = z.object({
  orders: z.array(adminOrderDetailSchema),
  lines: z.array(
    z.object({
      product_unit_id: z.number().int().nullable(),
      product_name: z.string(),
      unit_label: z.string(),
      quantity: z.number().int(),
      orders_count: z.number().int(),
    }),
  ),
});
export type PickList = z.infer<typeof pickListSchema>;

/** `GET /admin/pick-list` and `GET /admin/orders/export.csv`: the orders list's filters, without paging. */
/**
 * `POST /admin/orders/{id}/payment-received` (issue 38): the money that came in, in naira; absent, what the order
 * still owes (`amount_due`). Leaves `amount` in kobo.
 */
export const paymentReceivedSchema = z.object({ amount: nairaReceivedSchema.optional() }).nullish();
export type PaymentReceivedInput = z.input<typeof paymentReceivedSchema>;
/** The back office's form of money received: the amount is typed (it starts at `amount_due`). */
export const paymentReceivedFormSchema = z.object({ amount: nairaReceivedSchema });
export type PaymentReceivedFormInput = z.input<typeof paymentReceivedFormSchema>;

export const adminOrderFilterSchema = adminOrderListQuerySchema.omit({ page: true, per_page: true });

export const adminOrderAnswerSchema = dataEnvelope(adminOrderDetailSchema);
export const adminOrderPageAnswerSchema = pageEnvelope(adminOrderSummarySchema);
/** `GET /admin/orders/export.csv`: the file's text (a body that is not JSON comes back as its text). */
export const ordersCsvAnswerSchema = z.string();
export const pickListAnswerSchema = dataEnvelope(pickListSchema);
