import { z } from 'zod';
import { MAX_ITEMS, type PaymentMethod } from '../constants';
import { nairaToKobo } from '../money';
import { PAYMENT_METHOD_VALUES } from '../payment-methods';
import { dataEnvelope, pageEnvelope } from './api';
import { idSchema } from './numbers';
import { cartLineSchema, cartLineUnitSchema } from './cart';
import { unitWeightSchema } from './catalog';
import { shopperCodeSchema } from './deals';
import { orderWindowSchema } from './delivery';
import { optionalPhoneSchema } from './phone';
import { TEXT_MESSAGES } from './text';
import { orderRefundSchema } from './refund';

const ORDER_ADDRESS_REQUIRED = 'address_id is required';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** What the shopper wants when an item is missing at packing (issue 27): a similar item, or a refund. */
export const IF_UNAVAILABLE = ['substitute', 'refund'] as const;
export type IfUnavailable = (typeof IF_UNAVAILABLE)[number];
/** What packing did to a line beyond weighing it: left out, or another unit sent instead. */
export const LINE_OUTCOMES = ['unavailable', 'substituted'] as const;
export type LineOutcome = (typeof LINE_OUTCOMES)[number];

/** A line of `order_data`: the cart's line, each unit with the shopper's `if_unavailable` (absent: refund). */
export const orderDataLineSchema = z.object({
  product_id: cartLineSchema.shape.product_id,
  product_units: z
    .array(
      z.object({
        ...cartLineUnitSchema.shape,
        if_unavailable: z
          .enum(IF_UNAVAILABLE, { error: `if_unavailable must be one of ${IF_UNAVAILABLE.join(', ')}` })
          .optional(),
      }),
    )
    .min(1)
    .max(MAX_ITEMS.unitsPerLine, TEXT_MESSAGES.tooMany('product units', MAX_ITEMS.unitsPerLine)),
});

/**
 * Spec section 5, "Order form": every field optional in the schema, `delivery_fee` a positive number, with
 * "<field> is required" messages. The checkout sends what `placeOrderSchema` below demands of it.
 */
export const orderSchema = z.object({
  delivery_channel_id: z.coerce.number({ error: 'delivery_channel_id is required' }).int().optional(),
  payment_method: z.string({ error: 'payment_method is required' }).optional(),
  address_id: z.coerce.number({ error: 'address_id is required' }).int().optional(),
  delivery_fee: z.coerce.number({ error: 'delivery_fee is required' }).positive().optional(),
  order_data: z.array(cartLineSchema, { error: 'order_data is required' }).optional(),
});
export type OrderInput = z.input<typeof orderSchema>;

/**
 * What `POST /create-order` needs before it prices anything (DESIGN.md "Orders"): the spec's order form
 * (`orderSchema`) with the fields an order cannot do without made required, with the same messages. The
 * storefront checks it before sending (its "Validation Errors:" list); the API answers 422 with the same
 * messages. `delivery_fee` stays optional and may be 0 (free delivery over the shop's threshold): the server
 * prices the fee from the chosen channel and never trusts the client's figure.
 */
export const placeOrderSchema = orderSchema
  .extend({
    delivery_channel_id: idSchema('delivery_channel_id is required'),
    payment_method: z.enum(PAYMENT_METHOD_VALUES, { error: 'payment_method is required' }),
    /** Required unless the order is collected at `pickup_point_id` (see the check below). */
    address_id: idSchema('address_id is required').optional(),
    delivery_fee: z.coerce.number({ error: 'delivery_fee is required' }).nonnegative().optional(),
    order_data: z
      .array(orderDataLineSchema, { error: 'order_data is required' })
      .min(1, 'order_data is required')
      .max(MAX_ITEMS.lines, TEXT_MESSAGES.tooMany('order_data', MAX_ITEMS.lines)),
    /**
     * The delivery (or collection) window chosen at checkout (issue 26): required when the channel has windows.
     */
    delivery_window_id: idSchema('delivery_window_id must be a whole number').optional(),
    /**
     * The number the rider calls (issue 13), asked at checkout when the account has none; never required (the
     * spec's order form does not ask for it). Left out, the account's number is the order's.
     */
    phone: optionalPhoneSchema,
    /** Issue 41: "Send my order updates here by WhatsApp", ticked beside the phone: WhatsApp on for the account. */
    notify_whatsapp: z.boolean().optional(),
    /**
     * A pick-up order collected at this point (one of `GET /pickup-points`, of the chosen channel): it needs no
     * home address (issue 23); the order keeps the point's name and address as where it goes.
     */
    pickup_point_id: idSchema('pickup_point_id must be a whole number').optional(),
    /**
     * A discount code (issue 28): the server checks and prices it, and counts its use in the order's transaction;
     * a code it refuses is a 422 under `discount_code` and no order. Any discount figure in the body is ignored.
     */
    discount_code: shopperCodeSchema.optional(),
    /**
     * Issue 39: take the shopper's shop credit off the order (as much as the order comes to, at most the balance),
     * in the order's transaction; the answer's `credit_used` says how much.
     */
    use_credit: z.boolean({ error: 'use_credit must be true or false' }).optional(),
  })
  .refine(
    (order) => !isObject(order) || order.address_id !== undefined || order.pickup_point_id !== undefined,
    {
      path: ['address_id'],
      message: ORDER_ADDRESS_REQUIRED,
      // Checked beside the other fields' problems, so one answer lists every missing field.
      when: (payload) => isObject(payload.value),
    },
  );
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;

/** DESIGN.md "Orders": pending → confirmed → processing → out_for_delivery → delivered, or cancelled. */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** A status as the shopper and the shop read it: a pick-up order is "Ready for collection", not out for delivery. */
export const orderStatusLabel = (status: OrderStatus, pickup = false) =>
  pickup && status === 'out_for_delivery' ? 'Ready for collection' : ORDER_STATUS_LABELS[status];

/**
 * Where the order's money stands, whatever the method (issue 23): `awaiting_payment` until the money is in,
 * then `paid` (a card Paystack reported, a bank transfer or cash the shop received: payments' `markPaid`);
 * for cards also `failed` (declined or not paid in time) and `refunded`.
 */
export const PAYMENT_STATUSES = ['awaiting_payment', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * One card payment attempt (decision 015): `open` until Paystack settles it; `paid`; `failed` (declined);
 * `mismatch` (Paystack reported another amount or currency: not paid, kept for the owner); `refund_due` (money
 * arrived for an order already cancelled or paid: the owner refunds it).
 */
export const PAYMENT_ATTEMPT_STATUSES = ['open', 'paid', 'failed', 'mismatch', 'refund_due'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
};

/** Where money the shop receives itself stands, in the words of its method; cards use PAYMENT_STATUS_LABELS. */
const RECEIVED_LABELS: Partial<Record<PaymentMethod, Partial<Record<PaymentStatus, string>>>> = {
  bank_transfer: { awaiting_payment: 'Awaiting transfer', paid: 'Transfer received' },
  pay_on_delivery: { awaiting_payment: 'To pay on delivery', paid: 'Cash collected' },
};

/** The order's payment state as the back office and the shopper read it: "Awaiting transfer", "Paid". */
export const paymentStatusLabel = (method: PaymentMethod, status: PaymentStatus) =>
  RECEIVED_LABELS[method]?.[status] ?? PAYMENT_STATUS_LABELS[status];

/** A card payment attempt as the back office names it. */
export const PAYMENT_ATTEMPT_STATUS_LABELS: Record<PaymentAttemptStatus, string> = {
  open: 'Not completed yet',
  paid: 'Paid',
  failed: 'Declined',
  mismatch: 'Amount did not match',
  refund_due: 'Refund due',
};

const orderStatusSchema = z.enum(ORDER_STATUSES);
const paymentMethodSchema = z.enum(PAYMENT_METHOD_VALUES);

/** A line copies the product's name, unit and price at the time of sale. Money: naira strings, 2 decimals. */
export const orderLineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  product_unit_id: z.number().int().nullable(),
  product_name: z.string(),
  /** "25 kg", "1 basket". */
  unit_label: z.string(),
  unit_price: z.string(),
  quantity: z.number().int(),
  line_total: z.string(),
  /** Sold by weight: the unit's terms at the time of sale; else null. */
  weight: z.nullable(unitWeightSchema),
  /** What the packer's scale said for the whole line (kg), or null until weighed. */
  weighed_kg: z.number().nullable(),
  if_unavailable: z.enum(IF_UNAVAILABLE),
  /** null: sent as ordered (perhaps weighed); `unavailable`: left out; `substituted`: `substitute` sent instead. */
  outcome: z.enum(LINE_OUTCOMES).nullable(),
  substitute: z
    .object({
      product_unit_id: z.number().int().nullable(),
      product_name: z.string(),
      unit_label: z.string(),
      quantity: z.number().int(),
    })
    .nullable(),
  /** What the line comes to after packing (naira): `line_total` until packing changes it. */
  final_total: z.string(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/**
 * An order's money as its account says (issue 38, decision 044), in naira, the same in every answer. `final_total`:
 * what the order now comes to; `amount_paid`: what came in; `amount_refunded`: what went back and was settled;
 * `amount_due`: what the shopper still owes (0 once paid or collected); `refund_due`: what the shop still owes the
 * shopper, pending refunds included; `credit_used`: the shop credit the order holds (issue 39: taken at checkout,
 * less what went back to the shopper's credit), which the amount due is counted after.
 */
export const orderMoneySchema = z.object({
  final_total: z.string(),
  credit_used: z.string(),
  amount_paid: z.string(),
  amount_refunded: z.string(),
  amount_due: z.string(),
  refund_due: z.string(),
});
export type OrderMoney = z.infer<typeof orderMoneySchema>;

/**
 * The rows of an order's totals that say where its money stands, once money came in: what came in, what went
 * back, what is still to pay, what is still owed back; each only when above ₦0. The shop and the shopper read the
 * same figures; only the last row's words differ (the shop gives back, the shopper gets back).
 */
export function accountRows(
  order: Pick<OrderMoney, 'amount_paid' | 'amount_refunded' | 'amount_due' | 'refund_due'>,
  reader: 'shop' | 'shopper',
): { label: string; amount: string }[] {
  const above0 = (naira: string) => nairaToKobo(naira) > 0;
  if (!above0(order.amount_paid)) return [];
  return [
    { label: 'Paid', amount: order.amount_paid },
    { label: 'Refunded', amount: order.amount_refunded },
    { label: 'Still to pay', amount: order.amount_due },
    { label: reader === 'shop' ? 'To give back' : 'Coming back to you', amount: order.refund_due },
  ].filter((row, index) => index === 0 || above0(row.amount));
}

export const orderDiscountSchema = z.object({ code: z.string(), amount: z.string() });
export type OrderDiscount = z.infer<typeof orderDiscountSchema>;
export const orderPayAheadSchema = z.object({ percent: z.number().int(), amount: z.string() });
export type OrderPayAhead = z.infer<typeof orderPayAheadSchema>;

/** One row of `GET /orders` (paged, newest first). Dates are ISO 8601 strings. */
export const orderSummarySchema = z
  .object({
    id: z.number().int(),
    status: orderStatusSchema,
    payment_method: paymentMethodSchema,
    payment_status: z.enum(PAYMENT_STATUSES),
    subtotal: z.string(),
    /**
     * The deal as priced when the order was placed (issue 28): the discount code and its naira off, or null; the
     * paying-ahead percent and its naira off, or null. `total` = subtotal − discount − pay_ahead + delivery_fee.
     */
    discount: orderDiscountSchema.nullable(),
    pay_ahead: orderPayAheadSchema.nullable(),
    delivery_fee: z.string(),
    total: z.string(),
    /** How many units in all (the sum of the lines' quantities). */
    items_count: z.number().int(),
    created_at: z.string(),
  })
  .extend(orderMoneySchema.shape);
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** The delivery address as it was when the order was placed (names, not ids). */
export const addressSnapshotSchema = z.object({
  country: z.string(),
  state: z.string(),
  /** The local government area the address named when the order was placed (issue 42); absent when none. */
  area: z.string().optional(),
  street_no: z.string(),
  nearest_landmark: z.string(),
  address: z.string(),
  city: z.string(),
  zip_code: z.string(),
});

export const bankDetailsSchema = z.object({
  bank_name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
});

/** A started card payment: where to send the shopper (Paystack's checkout) and the attempt's reference. */
export const paymentStartSchema = z.object({ authorization_url: z.string(), reference: z.string() });
export type PaymentStart = z.infer<typeof paymentStartSchema>;

/**
 * Pay with Transfer (issue 39): the account Paystack opened for this one payment, the exact amount (naira) and
 * when the account closes (Lagos time, +01:00). `rejected`: a transfer of another amount reached it and was sent
 * back; the account still takes the exact amount until it closes.
 */
export const transferPaymentSchema = z.object({
  reference: z.string(),
  ...bankDetailsSchema.shape,
  amount: z.string(),
  expires_at: z.string(),
  rejected: z.boolean(),
});
export type TransferPayment = z.infer<typeof transferPaymentSchema>;
export const isTransferPayment = (payment: PaymentStart | TransferPayment): payment is TransferPayment =>
  'account_number' in payment;

/** `GET /orders/{id}` and the answer of `POST /create-order` (201). */
export const orderDetailSchema = orderSummarySchema.extend({
  updated_at: z.string(),
  delivery_channel: z.object({ id: z.number().int().nullable(), name: z.string() }),
  /** The delivery (or collection) window the order booked (issue 26), instants in Lagos's +01:00; or null. */
  delivery_window: orderWindowSchema.nullable(),
  /** A pick-up order's point (its address is `delivery_address.address` too): name, address, hours. */
  pickup_point: z.object({ name: z.string(), address: z.string(), opening_hours: z.string() }).nullable(),
  delivery_address: addressSnapshotSchema,
  /** The shopper's phone when the order was placed ("+234" and 10 digits), or null: the number the rider calls. */
  phone: z.string().nullable(),
  items: z.array(orderLineSchema),
  /** The shop's account for a bank transfer (from settings); null for other payment methods. */
  bank_details: bankDetailsSchema.nullable(),
  /** Money going back to the shopper (issue 27), oldest first: a cancelled paid order, what packing took off. */
  refunds: z.array(orderRefundSchema),
  /**
   * The deal re-priced on the lines packing sent (issue 38, decision 051), or null while packing changed nothing
   * of it: a percent code's and paying ahead's naira off the packed goods; a naira-off code keeps its naira, or
   * is `dropped` (its `discount` 0) when the packed goods fell below its minimum.
   */
  packed_deal: z
    .object({
      discount: orderDiscountSchema.nullable(),
      pay_ahead: orderPayAheadSchema.nullable(),
      dropped: z.boolean(),
    })
    .nullable(),
  /**
   * In the answer of `POST /create-order` for cards: Paystack's checkout to send the shopper to, or null when
   * Paystack could not be reached (the order waits for payment; "Pay now" tries again). For Pay with Transfer,
   * there and in `GET /orders/{id}` while the order waits: the account to pay into (null: none opened yet).
   */
  payment: z.union([paymentStartSchema, transferPaymentSchema]).nullable().optional(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** `GET /orders/{id}/tracking`: the status history, oldest first. */
export const orderTrackingSchema = z
  .object({
    order_id: z.number().int(),
    status: orderStatusSchema,
    payment_method: paymentMethodSchema,
    /** Where the order's money stands (cards: awaiting payment, paid, …), shown beside its progress. */
    payment_status: z.enum(PAYMENT_STATUSES),
    created_at: z.string(),
    /** Collected at a pick-up point (issue 43): its steps read "Ready for collection". */
    pickup: z.boolean(),
    history: z.array(z.object({ status: orderStatusSchema, at: z.string() })),
    /** The order's refunds, as `GET /orders/{id}` answers them. */
    refunds: z.array(orderRefundSchema),
    /** The deal the order was placed with (issue 28), as `GET /orders/{id}` answers it. */
    discount: orderDiscountSchema.nullable(),
    pay_ahead: orderPayAheadSchema.nullable(),
  })
  .extend(orderMoneySchema.shape);
export type OrderTracking = z.infer<typeof orderTrackingSchema>;

export const ORDER_MESSAGES = {
  // Spec section 8, word for word.
  created: 'Order created successfully',
  notFound: 'Order not found',
  /** 409 when a line asks for more than is left (the field names the line's quantity). */
  outOfStock: (productName: string, available: number) =>
    available > 0
      ? `Only ${available} left of ${productName}. Please lower the quantity.`
      : `${productName} is out of stock. Please remove it from your cart.`,
  stockChanged: 'Some items in your cart are no longer available in the quantity you asked for.',
  cardsUnavailable: 'Card payment is not available yet.',
  /** 422 under payment_method: the owner turned this method off in Settings (issue 39). */
  methodOff: 'This payment method is not available. Please choose another.',
  /** 422 on moving a card order along (not cancelling it) before its payment arrived. */
  awaitingCardPayment: 'This card order is not paid yet: it can only be cancelled until its payment arrives.',
  addressNotYours: 'The selected address is invalid.',
  /** 422 under pickup_point_id: not an active point of the chosen channel. */
  unknownPickupPoint: 'The selected pick-up point is invalid.',
  unknownChannel: 'The selected delivery channel is invalid.',
  emptyOrder: 'order_data is required',
  /** 422 on a line's quantity below 1 (the cart removes such a row; an order refuses it). */
  quantityTooSmall: 'The quantity must be at least 1.',
  /** 422 on a malformed Idempotency-Key header of POST /create-order. */
  idempotencyKey: 'The Idempotency-Key header must be 1 to 255 characters.',
  /** 422 on a replayed Idempotency-Key sent with another order than the one it placed. */
  idempotencyKeyReused:
    'This Idempotency-Key was sent with a different order. Use a new key for a new order.',
} as const;

// The answers of the order calls. The storefront loads each schema with its request (decision 019).
/** `GET /orders/{id}`, and `POST /create-order` (201, "Order created successfully" or why a card failed). */
export const orderAnswerSchema = dataEnvelope(orderDetailSchema);
export const orderPageAnswerSchema = pageEnvelope(orderSummarySchema);
export const orderTrackingAnswerSchema = dataEnvelope(orderTrackingSchema);
/** `POST /orders/{id}/pay`: a card's checkout, or a transfer's new account. */
export const paymentStartAnswerSchema = dataEnvelope(z.union([paymentStartSchema, transferPaymentSchema]));
