import { z } from 'zod';
import { MAX_ITEMS, MAX_LENGTH, PAYMENT_METHODS } from '../constants';
import { nairaToKobo } from '../money';
import { dataEnvelope, pageEnvelope, pageQuerySchema } from './api';
import { loginSchema, profileUpdateSchema } from './auth';
import { USER_ROLES, type UserRole, userSchema } from './auth-answers';
import { categorySchema, productSchema, productUnitSchema } from './catalog';
import {
  ORDER_STATUSES,
  PAYMENT_ATTEMPT_STATUSES,
  orderDetailSchema,
  orderSummarySchema,
  orderTrackingSchema,
} from './order';
import { requiredPhoneSchema } from './phone';
import { boundedText } from './text';

// The back office's requests and answers (issue 13, decision 017): the admin pages' forms and the API's
// `/api/v1/admin/…` calls validate with these, so both say the same words for the same mistake. Prices are
// entered in naira ("1500.00" or 1500) and leave these schemas in kobo.

export const ADMIN_MESSAGES = {
  /** 403 for a shopper on any back-office call. */
  notBackOffice: 'Only the shop’s owner and staff may use the back office.',
  /** 403 for staff on a call of the owner's (catalog, prices, settings, audit log). */
  ownerOnly: 'This part of the back office is for the shop owner.',
  priceRequired: 'The price is required.',
  priceInvalid: 'The price must be an amount in naira, like 1500 or 1500.50.',
  pricePositive: 'The price must be more than 0.',
  priceDecimals: 'The price may have at most 2 decimals.',
  priceTooHigh: (max: string) => `The price may be at most ₦${max}.`,
  stockRequired: 'The available quantity is required.',
  stockInteger: 'The available quantity must be a whole number.',
  stockNegative: 'The available quantity may not be below 0.',
  stockTooHigh: 'The available quantity is too large.',
  changeInteger: 'The change must be a whole number.',
  changeZero: 'The change may not be 0.',
  stockOneOf: 'Give either change or set.',
  reason: `The reason must be one of harvest, spoiled, recount.`,
  nameRequired: 'The name is required.',
  unitNameRequired: 'The unit name is required.',
  unitSymbolRequired: 'The unit symbol is required.',
  unitNumber: 'The unit number must be more than 0, with at most 2 decimals.',
  unitsRequired: 'A product needs at least one sale unit.',
  duplicateUnit: (label: string) =>
    `Two sale units of one product may not be the same: ${label} is given twice.`,
  categoryRequired: 'The category is required.',
  unknownCategory: 'The selected category is invalid.',
  nothingToChange: 'Give at least one field to change.',
  status: `status must be one of ${ORDER_STATUSES.join(', ')}`,
  productNotFound: 'Product not found',
  unitNotFound: 'Product unit not found',
  stockShort: (available: number) => `The stock cannot go below 0: only ${available} left.`,
  notBankTransfer: 'Only a bank-transfer order is marked as paid here.',
  alreadyPaid: 'The order is already marked as paid.',
  dateInvalid: 'The date must be written YYYY-MM-DD.',
  amountRequired: 'The amount is required.',
  amountInvalid: 'The amount must be in naira, like 1500 or 1500.50.',
  amountNegative: 'The amount may not be below 0.',
  amountDecimals: 'The amount may have at most 2 decimals.',
  channelNameTaken: 'A delivery channel with this name already exists.',
  channelNotFound: 'Delivery channel not found',
  accountNumber: 'The account number must be 10 digits.',
  requiredField: (label: string) => `The ${label} is required.`,
  categoryNotFound: 'Category not found',
  staffNotFound: 'Staff member not found',
  notStaff: 'Only a staff member can be removed; the owner stays the owner.',
  alreadyBackOffice: 'This account is already in the back office.',
  categoryOrder: 'List every category once, in the order the home page shows them.',
} as const;

/** Highest price a unit may have: ₦100,000,000 (far above any farm product; well inside a bigint). */
export const MAX_PRICE_KOBO = 10_000_000_000;
/** Highest stock figure: a PostgreSQL integer. */
export const MAX_STOCK = 2_147_483_647;

const NAIRA_TEXT = /^\d+(\.\d+)?$/;

/**
 * An amount in naira, as text ("1500.00", "1500") or a number (1500, 1500.5): at most 2 decimals, at most
 * ₦100,000,000, more than 0 (a price) or from 0 (`allowZero`: a fee, a threshold). Leaves the schema in kobo.
 */
function nairaAmount(
  messages: { required: string; invalid: string; positive: string; decimals: string },
  allowZero: boolean,
) {
  return z.union([z.string(), z.number()], { error: messages.required }).transform((value, context) => {
    const fail = (message: string) => {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (typeof value === 'number' && !Number.isFinite(value)) return fail(messages.invalid);
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (text === '') return fail(messages.required);
    if (text.startsWith('-')) return fail(messages.positive);
    if (!NAIRA_TEXT.test(text) || text.length > 20) return fail(messages.invalid);
    if ((text.split('.')[1] ?? '').length > 2) return fail(messages.decimals);
    const kobo = nairaToKobo(text);
    if (kobo < 0 || (kobo === 0 && !allowZero)) return fail(messages.positive);
    if (kobo > MAX_PRICE_KOBO) return fail(ADMIN_MESSAGES.priceTooHigh('100,000,000'));
    return kobo;
  });
}

/** A unit's price in naira: more than 0, at most 2 decimals; leaves in kobo. */
export const nairaPriceSchema = nairaAmount(
  {
    required: ADMIN_MESSAGES.priceRequired,
    invalid: ADMIN_MESSAGES.priceInvalid,
    positive: ADMIN_MESSAGES.pricePositive,
    decimals: ADMIN_MESSAGES.priceDecimals,
  },
  false,
);

/** A fee or threshold in naira: 0 or more, at most 2 decimals; leaves in kobo. */
export const nairaFeeSchema = nairaAmount(
  {
    required: ADMIN_MESSAGES.amountRequired,
    invalid: ADMIN_MESSAGES.amountInvalid,
    positive: ADMIN_MESSAGES.amountNegative,
    decimals: ADMIN_MESSAGES.amountDecimals,
  },
  true,
);

/** A unit's available quantity: a whole number from 0. */
export const stockQuantitySchema = z
  .number({ error: ADMIN_MESSAGES.stockRequired })
  .int(ADMIN_MESSAGES.stockInteger)
  .min(0, ADMIN_MESSAGES.stockNegative)
  .max(MAX_STOCK, ADMIN_MESSAGES.stockTooHigh);

const requiredName = (label: string, message: string, max: number = MAX_LENGTH.name) =>
  boundedText(label, max, z.string({ error: message }).trim().min(1, message));

const description = boundedText('description', MAX_LENGTH.description, z.string().trim());

/** How many of the unit one sale unit holds (25 with kg: a 25 kg bag): more than 0, at most 2 decimals. */
const unitNumberSchema = z
  .number({ error: ADMIN_MESSAGES.unitNumber })
  .positive(ADMIN_MESSAGES.unitNumber)
  .max(99_999_999, ADMIN_MESSAGES.unitNumber)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, ADMIN_MESSAGES.unitNumber);

export const productUnitInputSchema = z.object({
  unit: z.object(
    {
      name: requiredName('unit name', ADMIN_MESSAGES.unitNameRequired, MAX_LENGTH.unitName),
      symbol: requiredName('unit symbol', ADMIN_MESSAGES.unitSymbolRequired, MAX_LENGTH.unitName),
    },
    { error: ADMIN_MESSAGES.unitNameRequired },
  ),
  unit_number: unitNumberSchema.default(1),
  price_per_unit: nairaPriceSchema,
  available_quantity: stockQuantitySchema,
  active: z.boolean().default(true),
});
export type ProductUnitInput = z.input<typeof productUnitInputSchema>;

/** "25 kg": how a sale unit is named on a product (and in an order line). */
export const unitLabel = (unitNumber: number, symbol: string) => `${unitNumber} ${symbol}`;

/** Two sale units of one product with the same unit and number are one unit given twice. */
function refuseRepeatedUnits(
  units: { unit: { symbol: string; name: string }; unit_number: number }[],
  context: z.RefinementCtx,
  path: (string | number)[] = ['product_units'],
) {
  const seen = new Set<string>();
  units.forEach((unit, index) => {
    const key = `${unit.unit_number} ${unit.unit.symbol.toLowerCase()}`;
    const nameKey = `${unit.unit_number} name:${unit.unit.name.toLowerCase()}`;
    if (seen.has(key) || seen.has(nameKey)) {
      context.addIssue({
        code: 'custom',
        message: ADMIN_MESSAGES.duplicateUnit(unitLabel(unit.unit_number, unit.unit.symbol)),
        path: [...path, index, 'unit', 'name'],
      });
    }
    seen.add(key);
    seen.add(nameKey);
  });
}

const categoryId = z
  .number({ error: ADMIN_MESSAGES.categoryRequired })
  .int(ADMIN_MESSAGES.unknownCategory)
  .min(1, ADMIN_MESSAGES.unknownCategory)
  .max(MAX_STOCK, ADMIN_MESSAGES.unknownCategory);

/** `POST /admin/products`. */
export const createProductSchema = z
  .object({
    name: requiredName('name', ADMIN_MESSAGES.nameRequired),
    category_id: categoryId,
    description: description.default(''),
    active: z.boolean().default(true),
    product_units: z
      .array(productUnitInputSchema, { error: ADMIN_MESSAGES.unitsRequired })
      .min(1, ADMIN_MESSAGES.unitsRequired)
      .max(MAX_ITEMS.unitsPerLine, `A product may have at most ${MAX_ITEMS.unitsPerLine} sale units.`),
  })
  .superRefine((product, context) => refuseRepeatedUnits(product.product_units, context));
export type CreateProductInput = z.input<typeof createProductSchema>;

const atLeastOne = (value: object) => Object.values(value).some((field) => field !== undefined);

/** `PATCH /admin/products/{id}`: any of the fields. */
export const updateProductSchema = z
  .object({
    name: requiredName('name', ADMIN_MESSAGES.nameRequired).optional(),
    category_id: categoryId.optional(),
    description: description.optional(),
    active: z.boolean().optional(),
  })
  .refine(atLeastOne, ADMIN_MESSAGES.nothingToChange);
export type UpdateProductInput = z.input<typeof updateProductSchema>;

/** `PATCH /admin/product-units/{id}`: any of the fields (staff: `available_quantity` only). */
export const updateProductUnitSchema = z
  .object({
    price_per_unit: nairaPriceSchema.optional(),
    available_quantity: stockQuantitySchema.optional(),
    active: z.boolean().optional(),
  })
  .refine(atLeastOne, ADMIN_MESSAGES.nothingToChange);
export type UpdateProductUnitInput = z.input<typeof updateProductUnitSchema>;

export const STOCK_REASONS = ['harvest', 'spoiled', 'recount'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  harvest: 'Harvest in',
  spoiled: 'Spoiled',
  recount: 'Recount',
};

/**
 * `POST /admin/product-units/{id}/stock`: `change` adds (harvest in: +20) or takes (spoiled: −3) from what is
 * left, whatever orders take meanwhile; `set` replaces it (a recount). One of the two, and why.
 */
export const stockAdjustmentSchema = z
  .object({
    change: z
      .number({ error: ADMIN_MESSAGES.changeInteger })
      .int(ADMIN_MESSAGES.changeInteger)
      .min(-MAX_STOCK, ADMIN_MESSAGES.stockTooHigh)
      .max(MAX_STOCK, ADMIN_MESSAGES.stockTooHigh)
      .refine((value) => value !== 0, ADMIN_MESSAGES.changeZero)
      .optional(),
    set: stockQuantitySchema.optional(),
    reason: z.enum(STOCK_REASONS, { error: ADMIN_MESSAGES.reason }),
  })
  .refine((input) => (input.change === undefined) !== (input.set === undefined), {
    error: ADMIN_MESSAGES.stockOneOf,
    path: ['change'],
  });
export type StockAdjustmentInput = z.input<typeof stockAdjustmentSchema>;

/** `PATCH /admin/orders/{id}`. */
export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: ADMIN_MESSAGES.status }),
});

const PAYMENT_METHOD_VALUES = PAYMENT_METHODS.map((method) => method.value) as [
  (typeof PAYMENT_METHODS)[number]['value'],
  ...(typeof PAYMENT_METHODS)[number]['value'][],
];

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, ADMIN_MESSAGES.dateInvalid)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), ADMIN_MESSAGES.dateInvalid);

/**
 * `GET /admin/orders`: paged, newest first; `status`, `payment_method`, `from`/`to` (days, inclusive, the
 * shop's time zone: Africa/Lagos), `q` (an order number, or part of the shopper's e-mail or name).
 */
export const adminOrderListQuerySchema = z.object({
  ...pageQuerySchema.shape,
  status: z.enum(ORDER_STATUSES, { error: ADMIN_MESSAGES.status }).optional(),
  payment_method: z
    .enum(PAYMENT_METHOD_VALUES, {
      error: `payment_method must be one of ${PAYMENT_METHOD_VALUES.join(', ')}`,
    })
    .optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  q: boundedText('search', MAX_LENGTH.searchKeyword, z.string().trim()).optional(),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

// ── Answers ─────────────────────────────────────────────────────────────────────────────────────────────────

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
  /** The statuses the order may move to now (the state machine of @oko/shared/order-status). */
  next_statuses: z.array(z.enum(ORDER_STATUSES)),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** A product as `GET /products/{id}` shows it, with hidden units too and each one's `active`. */
export const adminProductSchema = z.object({
  ...productSchema.shape,
  active: z.boolean(),
  product_units: z.array(z.object({ ...productUnitSchema.shape, active: z.boolean() })),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductListQuerySchema = z.object({
  ...pageQuerySchema.shape,
  q: boundedText('search', MAX_LENGTH.searchKeyword, z.string().trim()).optional(),
  category_id: z.coerce
    .number({ error: 'category_id must be a whole number' })
    .int('category_id must be a whole number')
    .min(1, 'category_id must be at least 1')
    .max(MAX_STOCK, 'category_id is too large')
    .optional(),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const stockAdjustmentAnswerSchema = z.object({
  id: z.number().int(),
  product_unit_id: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  before: z.number().int(),
  after: z.number().int(),
  by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  at: z.string(),
});
export type StockAdjustment = z.infer<typeof stockAdjustmentAnswerSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  by: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const roleSchema = z.enum(USER_ROLES);

/** Who reaches the back office at all: staff (orders and stock) and the owner (everything). */
export const BACK_OFFICE_ROLES = ['staff', 'owner'] as const satisfies readonly UserRole[];
export const isBackOfficeRole = (role: UserRole) => (BACK_OFFICE_ROLES as readonly UserRole[]).includes(role);

// ── Dashboard, pick list ────────────────────────────────────────────────────────────────────────────────────

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
  /** Orders with card money to give back (a payment attempt `refund_due`). */
  refund_due: z.number().int(),
  /** Units on sale with LOW_STOCK_AT or fewer left (0: out of stock), fewest first, at most 20. */
  low_stock: z.array(lowStockUnitSchema),
  latest_orders: z.array(adminOrderSummarySchema),
  /** The owner's: the last 10 back-office writes; null for staff. */
  audit: z.array(auditEntrySchema).nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

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
export const adminOrderFilterSchema = adminOrderListQuerySchema.omit({ page: true, per_page: true });

/**
 * What an audit entry is about (`AuditEntry.entity`), in the owner's words: the audit log's filter offers these,
 * and `GET /admin/audit?entity=` accepts them.
 */
export const AUDIT_ENTITIES = {
  order: 'Orders',
  product: 'Products',
  product_unit: 'Sale units and stock',
  category: 'Categories',
  delivery_channel: 'Delivery channels',
  pickup_point: 'Pick-up points',
  page: 'Pages',
  settings: 'Settings',
  user: 'Accounts and staff',
} as const;
export type AuditEntity = keyof typeof AUDIT_ENTITIES;
const AUDIT_ENTITY_VALUES = Object.keys(AUDIT_ENTITIES) as [AuditEntity, ...AuditEntity[]];

/** `GET /admin/audit`: newest first, paged, optionally one kind of entity. */
export const auditQuerySchema = z.object({
  ...pageQuerySchema.shape,
  entity: z
    .enum(AUDIT_ENTITY_VALUES, { error: `entity must be one of ${AUDIT_ENTITY_VALUES.join(', ')}` })
    .optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

// ── Delivery channels and settings (owner) ──────────────────────────────────────────────────────────────────

const channelFields = {
  name: requiredName('name', ADMIN_MESSAGES.nameRequired),
  description: boundedText('description', MAX_LENGTH.addressLine, z.string().trim()),
  /** Naira; 0 for a free channel (a pick-up). */
  fee: nairaFeeSchema,
  active: z.boolean(),
};

/** `POST /admin/delivery-channels`. */
export const createDeliveryChannelSchema = z.object({
  ...channelFields,
  description: channelFields.description.default(''),
  active: channelFields.active.default(true),
});
export type CreateDeliveryChannelInput = z.input<typeof createDeliveryChannelSchema>;

/** `PATCH /admin/delivery-channels/{id}`: any of the fields. */
export const updateDeliveryChannelSchema = z
  .object({
    name: channelFields.name.optional(),
    description: channelFields.description.optional(),
    fee: channelFields.fee.optional(),
    active: channelFields.active.optional(),
  })
  .refine(atLeastOne, ADMIN_MESSAGES.nothingToChange);
export type UpdateDeliveryChannelInput = z.input<typeof updateDeliveryChannelSchema>;

/** A channel as the back office lists it: the checkout's shape plus `active` (hidden ones are not offered). */
export const adminDeliveryChannelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  fee: z.string(),
  active: z.boolean(),
});
export type AdminDeliveryChannel = z.infer<typeof adminDeliveryChannelSchema>;

const settingText = (label: string, max: number = MAX_LENGTH.addressLine) =>
  requiredName(label, ADMIN_MESSAGES.requiredField(label), max);

/**
 * `PATCH /admin/settings`: any of the shop's details. `free_delivery_threshold` in naira: an order whose
 * subtotal is over it pays no delivery fee; null turns it off (the default: every order pays its channel's fee).
 */
export const updateSettingsSchema = z
  .object({
    site_name: settingText('shop name', MAX_LENGTH.name).optional(),
    address: settingText('address').optional(),
    site_phone: requiredPhoneSchema(ADMIN_MESSAGES.requiredField('phone number')).optional(),
    site_email: boundedText(
      'email',
      MAX_LENGTH.email,
      z.string({ error: 'Email field is required' }).trim().min(1, 'Email field is required'),
      'Invalid email address',
    )
      .email('Invalid email address')
      .transform((address) => address.toLowerCase())
      .optional(),
    bank_details: z
      .object({
        bank_name: settingText('bank name', MAX_LENGTH.name),
        account_name: settingText('account name', MAX_LENGTH.name),
        account_number: z
          .string({ error: ADMIN_MESSAGES.accountNumber })
          .trim()
          .regex(/^\d{10}$/, ADMIN_MESSAGES.accountNumber),
      })
      .optional(),
    free_delivery_threshold: nairaFeeSchema.nullable().optional(),
  })
  .refine(atLeastOne, ADMIN_MESSAGES.nothingToChange);
export type UpdateSettingsInput = z.input<typeof updateSettingsSchema>;

// ── Categories (owner) ──────────────────────────────────────────────────────────────────────────────────────

/** `POST /admin/categories`. */
export const createCategorySchema = z.object({
  name: requiredName('name', ADMIN_MESSAGES.nameRequired),
  description: description.default(''),
});
export type CreateCategoryInput = z.input<typeof createCategorySchema>;

/** `PATCH /admin/categories/{id}`: a new name moves the slug; the old slug keeps naming the category. */
export const updateCategorySchema = z
  .object({
    name: requiredName('name', ADMIN_MESSAGES.nameRequired).optional(),
    description: description.optional(),
  })
  .refine(atLeastOne, ADMIN_MESSAGES.nothingToChange);
export type UpdateCategoryInput = z.input<typeof updateCategorySchema>;

/** `PUT /admin/categories/order`: every category's id, in the home page's order. */
export const categoryOrderSchema = z.object({
  category_ids: z
    .array(z.number({ error: ADMIN_MESSAGES.categoryOrder }).int(ADMIN_MESSAGES.categoryOrder), {
      error: ADMIN_MESSAGES.categoryOrder,
    })
    .min(1, ADMIN_MESSAGES.categoryOrder)
    .max(500, ADMIN_MESSAGES.categoryOrder)
    .refine((ids) => new Set(ids).size === ids.length, ADMIN_MESSAGES.categoryOrder),
});
export type CategoryOrderInput = z.input<typeof categoryOrderSchema>;

/** A category as the back office lists it: the storefront's shape, its place and its former slugs. */
export const adminCategorySchema = z.object({
  ...categorySchema.shape,
  position: z.number().int(),
  former_slugs: z.array(z.string()),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

// ── Staff (owner) ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * `POST /admin/staff`: a new account (or an existing shopper's) becomes staff. A new one is mailed a code to
 * choose its password (the reset code of "Forgot password"); an existing one keeps its password.
 */
export const inviteStaffSchema = z.object({
  email: loginSchema.shape.email,
  name: profileUpdateSchema.shape.name,
  last_name: profileUpdateSchema.shape.last_name,
});
export type InviteStaffInput = z.input<typeof inviteStaffSchema>;

// The answers of the back office's calls. The storefront loads each schema with its request (decision 019).
export const adminProductAnswerSchema = dataEnvelope(adminProductSchema);
export const adminProductPageAnswerSchema = pageEnvelope(adminProductSchema);
export const adminOrderAnswerSchema = dataEnvelope(adminOrderDetailSchema);
export const adminOrderPageAnswerSchema = pageEnvelope(adminOrderSummarySchema);
/** `GET /admin/orders/export.csv`: the file's text (a body that is not JSON comes back as its text). */
export const ordersCsvAnswerSchema = z.string();
export const adminCategoryAnswerSchema = dataEnvelope(adminCategorySchema);
export const adminCategoriesAnswerSchema = dataEnvelope(z.array(adminCategorySchema));
export const adminDeliveryChannelAnswerSchema = dataEnvelope(adminDeliveryChannelSchema);
export const adminDeliveryChannelsAnswerSchema = dataEnvelope(z.array(adminDeliveryChannelSchema));
/** `POST /admin/product-units/{id}/stock`: the change made. */
export const stockAdjustedAnswerSchema = dataEnvelope(stockAdjustmentAnswerSchema);
/** `GET /admin/product-units/{id}/stock`: the unit's last changes, newest first. */
export const stockHistoryAnswerSchema = dataEnvelope(z.array(stockAdjustmentAnswerSchema));
export const auditPageAnswerSchema = pageEnvelope(auditEntrySchema);
export const dashboardAnswerSchema = dataEnvelope(dashboardSchema);
export const pickListAnswerSchema = dataEnvelope(pickListSchema);
export const staffAnswerSchema = dataEnvelope(z.array(userSchema));
export const staffMemberAnswerSchema = dataEnvelope(userSchema);
