import { z } from 'zod';
import { MAX_LENGTH } from '../constants';
import { formatNaira, nairaToKobo } from '../money';
import { USER_ROLES, type UserRole } from './auth-answers';
import { ORDER_STATUSES } from './order';
import { boundedText } from './text';

// What the back office's requests and answers share (issue 13, decision 017): its words, the roles that reach it,
// amounts in naira. Each domain's requests and answers are in admin-<domain>.ts (issue 25); the admin pages' forms
// and the API's `/api/v1/admin/…` calls validate with them, so both say the same words for the same mistake.
// Prices are entered in naira ("1500.00" or 1500) and leave these schemas in kobo.

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
  /** 422 on marking a card order paid by hand: Paystack's report does that. */
  notReceivedByShop: 'A card payment is marked paid when Paystack reports it, not by hand.',
  alreadyPaid: 'The order is already marked as paid.',
  /** 422 on money received of ₦0 (nothing is owed, or the amount given was 0). */
  amountReceivedPositive: 'The amount received must be more than ₦0.',
  /** The answer of money marked received: "Cash collected ₦2,900.00." (issue 38). */
  moneyReceived: (received: { method: string; amountKobo: number }) =>
    received.method === 'pay_on_delivery'
      ? `Cash collected ${formatNaira(received.amountKobo)}.`
      : `Bank transfer received: ${formatNaira(received.amountKobo)}.`,
  /** 409 on marking a cancelled order paid. */
  cancelledNotPayable: 'The order is cancelled: it takes no payment.',
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
  pricePerKgRequired: 'The price per kg is required.',
  estimatedKg: 'The estimated weight must be more than 0 kg, with at most 3 decimals.',
  tolerance: 'The tolerance must be a whole percent from 0 to 100.',
  weightInvalid: 'The weight needs a price per kg and an estimated weight in kg.',
  priceByWeight: (estimate: string) =>
    `A unit sold by weight costs its price per kg × its estimated kg: ₦${estimate}.`,
  unitWeighedPrice: 'This unit is sold by weight: change its price per kg or estimated weight instead.',
  /** Packing (issue 27). */
  lineNotFound: 'Order line not found',
  notWeighed: 'This line is not sold by weight.',
  notPacking: 'The order’s lines can only change while it is confirmed or processing.',
  substituteRefused: 'The shopper asked for a refund, not a substitute, when this item is missing.',
  substituteUnknown: 'The selected substitute is invalid.',
  lineLeftOut: 'This line was left out: it can no longer be weighed.',
  lineAsOrdered: 'This line is packed as ordered: there is nothing to undo.',
  shelfCount: 'The count on the shelf must be a whole number from 0.',
  weighedKg: 'The weight must be more than 0 kg, with at most 3 decimals.',
  packingOneOf: 'Give one of weighed_kg, outcome or substitute_product_unit_id.',
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

/** A price in naira with its own "required" message (a price per kg); leaves in kobo. */
export const nairaAmountSchema = (required: string) =>
  nairaAmount(
    {
      required,
      invalid: ADMIN_MESSAGES.priceInvalid,
      positive: ADMIN_MESSAGES.pricePositive,
      decimals: ADMIN_MESSAGES.priceDecimals,
    },
    false,
  );

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

/** Money received (a transfer, the rider's cash) in naira: more than 0, at most 2 decimals; leaves in kobo. */
export const nairaReceivedSchema = nairaAmount(
  {
    required: ADMIN_MESSAGES.amountRequired,
    invalid: ADMIN_MESSAGES.amountInvalid,
    positive: ADMIN_MESSAGES.amountReceivedPositive,
    decimals: ADMIN_MESSAGES.amountDecimals,
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

/** A required text of at most `max` characters, trimmed. */
export const requiredName = (label: string, message: string, max: number = MAX_LENGTH.name) =>
  boundedText(label, max, z.string({ error: message }).trim().min(1, message));

/** A day of a back-office filter, written YYYY-MM-DD, that is a real date. */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, ADMIN_MESSAGES.dateInvalid)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), ADMIN_MESSAGES.dateInvalid);

/** A change names at least one field. */
export const atLeastOne = (value: object) => Object.values(value).some((field) => field !== undefined);

/** A `PATCH` of a record made with `fields`: any of them, at least one. */
export const changeOf = <Fields extends z.ZodRawShape>(fields: Fields) =>
  z.object(fields).partial().refine(atLeastOne, ADMIN_MESSAGES.nothingToChange);

export const roleSchema = z.enum(USER_ROLES);

/** Who reaches the back office at all: staff (orders and stock) and the owner (everything). */
export const BACK_OFFICE_ROLES = ['staff', 'owner'] as const satisfies readonly UserRole[];
export const isBackOfficeRole = (role: UserRole) => (BACK_OFFICE_ROLES as readonly UserRole[]).includes(role);
